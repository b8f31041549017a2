/** The common look of a header indicator: an icon and a short value, as a link to its page. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { focusRing } from '../../components/ui/button';
import { NamedIcon, type IconName } from '../../components/ui/icons';

export function WidgetLink({ to, icon, label, describedBy, tone = 'neutral', testId, children }: {
  to: string;
  icon: IconName;
  label: string;
  describedBy?: string;
  tone?: 'neutral' | 'warning' | 'danger';
  testId: string;
  children: ReactNode;
}) {
  const toneClass = tone === 'danger' ? 'bg-red-50 text-red-800 ring-1 ring-red-300' : tone === 'warning' ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300' : 'text-slate-700 hover:bg-slate-100';
  return (
    <Link href={to} aria-label={label} aria-describedby={describedBy} data-testid={testId} className={`flex items-center gap-1.5 rounded-md px-2 py-1 text-sm ${toneClass} ${focusRing}`}>
      <NamedIcon name={icon} className="h-4 w-4" />
      {children}
    </Link>
  );
}
