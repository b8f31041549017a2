/** Tabs that are links (each tab is its own route), marked with aria-current for the active one. */
import { Link } from 'wouter';
import { focusRing } from './button';

export interface TabLink {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly current: boolean;
}

export function TabBar({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`block rounded-t-md px-3 py-2 text-sm whitespace-nowrap ${focusRing} ${tab.current ? 'border-b-2 border-indigo-600 font-semibold text-indigo-700' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
