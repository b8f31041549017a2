/**
 * Tabs that are links (each tab is its own route), marked with aria-current for the active one.
 *
 * On a narrow screen the tabs scroll sideways in their bar. So that none is hidden without a
 * hint, the bar shows the current tab (scrolled into view when the route changes) and a chevron
 * at each edge that has more tabs beyond it; the chevrons are hints for the eye (a finger swipes,
 * the keyboard tabs through the links), so they are hidden from assistive technology.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { focusRing } from './button';

export interface TabLink {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly current: boolean;
}

/** Whether tabs lie beyond the bar's start and end edges (1 px of rounding is no overflow). */
interface Beyond {
  readonly start: boolean;
  readonly end: boolean;
}

const NONE: Beyond = { start: false, end: false };

function beyondOf(bar: HTMLElement): Beyond {
  const start = bar.scrollLeft > 1;
  const end = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
  return { start, end };
}

/** Scrolls the bar (never the page) so the current tab is wholly in view, with room for a chevron. */
function revealCurrent(bar: HTMLElement): void {
  const current = bar.querySelector<HTMLElement>('[aria-current="page"]');
  if (current === null) return;
  const margin = 32;
  const left = current.offsetLeft - bar.offsetLeft;
  const right = left + current.offsetWidth;
  if (left - margin < bar.scrollLeft) bar.scrollLeft = Math.max(0, left - margin);
  else if (right + margin > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = right + margin - bar.clientWidth;
}

export function TabBar({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  const barRef = useRef<HTMLElement>(null);
  const [beyond, setBeyond] = useState<Beyond>(NONE);
  const measure = useCallback(() => {
    const bar = barRef.current;
    if (bar === null) return;
    const next = beyondOf(bar);
    setBeyond((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);
  const currentKey = tabs.find((tab) => tab.current)?.key ?? null;

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (bar === null) return;
    revealCurrent(bar);
    measure();
  }, [currentKey, tabs.length, measure]);

  useEffect(() => {
    const bar = barRef.current;
    if (bar === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [measure]);

  if (tabs.length === 0) return null;
  return (
    <div className="relative mb-4">
      <nav ref={barRef} aria-label={label} onScroll={measure} className="overflow-x-auto border-b border-slate-200 [scrollbar-width:none]">
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
      {beyond.start ? <MoreHint side="start" /> : null}
      {beyond.end ? <MoreHint side="end" /> : null}
    </div>
  );
}

function MoreHint({ side }: { side: 'start' | 'end' }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute top-1/2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-500 shadow-sm ${side === 'start' ? 'left-0' : 'right-0'}`}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path fillRule="evenodd" d={side === 'start' ? 'M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z' : 'M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 0 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z'} clipRule="evenodd" />
      </svg>
    </span>
  );
}
