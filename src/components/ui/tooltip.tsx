/**
 * A tooltip shown on hover and on keyboard focus, tied to its trigger with aria-describedby so
 * the text is read out as well as seen.
 */
import { useId, type ReactNode } from 'react';

export function Tooltip({ content, children, tone = 'neutral' }: { content: ReactNode; children: (describedBy: string) => ReactNode; tone?: 'neutral' | 'warning' }) {
  const id = useId();
  const toneClass = tone === 'warning' ? 'bg-amber-50 text-amber-900 border-amber-300' : 'bg-slate-900 text-white border-slate-900';
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        role="tooltip"
        id={id}
        className={`pointer-events-none invisible absolute top-full right-0 z-30 mt-2 w-64 rounded-md border px-3 py-2 text-xs opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${toneClass}`}
      >
        {content}
      </span>
    </span>
  );
}
