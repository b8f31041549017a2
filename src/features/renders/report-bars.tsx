/**
 * The report's charts, in plain Tailwind: every figure is written next to its bar, so the bars
 * only help the eye. Horizontal bars for categories (status, template), columns for days, each
 * with a text alternative that a screen reader reads instead of the drawing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';

/** value / max within 0–1 (0 when there is nothing at all). */
function ratio(value: number, max: number): number {
  return max <= 0 ? 0 : Math.max(0, Math.min(1, value / max));
}

function percent(value: number, max: number): string {
  return `${ratio(value, max) * 100}%`;
}

export interface BarRow {
  readonly key: string;
  readonly label: ReactNode;
  readonly count: number;
  /** The failed part of `count`, drawn in red; absent when the row is one status. */
  readonly failed?: number;
  /** Colour of the bar (a Tailwind background class). */
  readonly tone?: string;
}

/**
 * One bar per row. A label sits beside its bar where there is room for both; on a phone, and
 * always for `wrapLabels` (sentences such as failure reasons, which must be read whole), it takes
 * its own line above the bar and wraps instead of being cut.
 */
export function HorizontalBars({ rows, label, wrapLabels = false }: { rows: readonly BarRow[]; label: string; wrapLabels?: boolean }) {
  const { t } = useTranslation('renders');
  const max = Math.max(0, ...rows.map((row) => row.count));
  const layout = wrapLabels ? 'grid-cols-[1fr_auto]' : 'grid-cols-[1fr_auto] sm:grid-cols-[minmax(6rem,14rem)_1fr_auto]';
  const labelClass = wrapLabels ? 'col-span-2 break-words' : 'col-span-2 truncate sm:col-span-1';
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.key} className={`grid items-center gap-x-3 gap-y-1 text-sm ${layout}`} data-testid="report-bar">
          <span className={`${labelClass} text-slate-800`} title={!wrapLabels && typeof row.label === 'string' ? row.label : undefined}>
            {row.label}
          </span>
          <span aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-slate-100">
            <span className={`h-full ${row.tone ?? 'bg-indigo-500'}`} style={{ width: percent(row.count - (row.failed ?? 0), max) }} />
            {row.failed ? <span className="h-full bg-red-500" style={{ width: percent(row.failed, max) }} /> : null}
          </span>
          <span className="text-right text-slate-700 tabular-nums">
            {row.count}
            {row.failed ? <span className="ml-1 text-red-700">{t('RENDERS.REPORT_FAILED_PART', { count: row.failed })}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface DayColumn {
  readonly day: string;
  readonly count: number;
  readonly failed: number;
}

export function DayColumns({ days, label }: { days: readonly DayColumn[]; label: string }) {
  const { t } = useTranslation('renders');
  const max = Math.max(0, ...days.map((day) => day.count));
  return (
    <div className="overflow-x-auto pb-1">
      <ol aria-label={label} className="flex h-52 min-w-max items-stretch gap-1">
        {days.map((day) => (
          <li key={day.day} className="flex w-7 shrink-0 flex-col items-center justify-end gap-1" data-day={day.day}>
            <span className="sr-only">{t('RENDERS.REPORT_DAY', { date: formatDate(day.day), count: day.count, failed: day.failed })}</span>
            {/* The figure sits on top of its bar: the column's height is the bar plus the figure's line. */}
            <span aria-hidden="true" className="flex w-full grow flex-col items-center justify-end">
              <span className="text-[10px] leading-3 text-slate-700 tabular-nums">{day.count}</span>
              <span className="flex w-4 flex-col overflow-hidden rounded-t-sm" style={{ height: `calc((100% - 0.75rem) * ${ratio(day.count, max)})` }}>
                <span className="w-full bg-red-500" style={{ height: percent(day.failed, day.count) }} />
                <span className="w-full grow bg-indigo-500" />
              </span>
            </span>
            <span aria-hidden="true" className="text-[10px] whitespace-nowrap text-slate-500 tabular-nums">
              {formatDate(day.day).replace(/\d{4}$/, '')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
