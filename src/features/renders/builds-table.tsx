/**
 * The Renders list, virtualized (@tanstack/react-virtual): thousands of renders, but only the
 * rows in view (plus a few) exist in the DOM, and only those cross from the worker: the range the
 * virtualizer renders is the list's window (use-live-window.ts), reported on every change. It
 * stays a real table: spacer rows stand for the rows above and below, and aria-rowcount /
 * aria-rowindex tell assistive technology where each rendered row sits in the whole list. Rows
 * have one fixed height, so nothing is measured while scrolling; a row whose render has not
 * arrived yet (a quick scroll) is an empty row of that height for a frame.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import type { ListWindow } from '../../../worker/contract/live-queries';
import { useTranslation } from 'react-i18next';
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { RouteParams } from '../../app/routes/route-types';
import { focusRing } from '../../components/ui/button';
import { BuildRow, ROW_HEIGHT } from './build-row';
import { useFillHeight } from '../../components/ui/use-fill-height';

/** Rows rendered beyond the visible ones, so a quick scroll shows no blank. */
const OVERSCAN = 8;

export interface BuildsTableProps {
  /** The window's renders: `builds[i]` is row `offset + i`. */
  readonly builds: readonly VisualBuild[];
  readonly offset: number;
  /** Rows loaded (the worker holds them): what the table can scroll through. */
  readonly count: number;
  /** Rows in the whole list, loaded or not (aria-rowcount). */
  readonly total: number;
  readonly isSelected: (id: string, index: number) => boolean;
  readonly downloading: ReadonlySet<string>;
  readonly allState: 'none' | 'some' | 'all';
  readonly pathFor: (routeName: string, params?: RouteParams) => string;
  readonly onToggle: (id: string, index: number, range: boolean) => void;
  readonly onToggleAll: () => void;
  readonly onDownload: (id: string) => void;
  /** The rows the table renders now (its window), whenever they change. */
  readonly onRange: (window: ListWindow) => void;
  /** Shown under the last row (loading more, load more, a failure). */
  readonly footer?: ReactNode;
}

// Fixed widths but the template's, which takes what is left (names are the longest text).
const COLUMNS = ['w-12', 'w-16', 'w-auto', 'w-16', 'w-24', 'w-16', 'w-28', 'w-36', 'w-36', 'w-28'] as const;
const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function BuildsTable({ builds, offset, count, total, isSelected, downloading, allState, pathFor, onToggle, onToggleAll, onDownload, onRange, footer }: BuildsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The main area's bottom padding (p-6) stays below the box.
  const height = useFillHeight(scrollRef, 24);
  // The app does not use the React Compiler; the rows below are memoised by hand (build-row.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => builds[index - offset]?.id ?? `row-${index}`,
  });
  const rows = virtualizer.getVirtualItems();
  const firstShown = rows[0]?.index ?? 0;
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    onRange({ from: firstShown, to: lastShown + 1 });
  }, [firstShown, lastShown, onRange]);

  const before = rows[0]?.start ?? 0;
  const after = rows.length === 0 ? 0 : virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} data-testid="renders-scroll" style={{ height }} className="overflow-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="renders-table" aria-rowcount={total + 1} className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <BuildsTableHead allState={allState} count={count} onToggleAll={onToggleAll} />
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          ) : null}
          {rows.map((row) => {
            const build = builds[row.index - offset];
            if (build === undefined) return <PendingRow key={`row-${row.index}`} index={row.index} />;
            return (
              <BuildRow
                key={build.id}
                build={build}
                index={row.index}
                selected={isSelected(build.id, row.index)}
                downloading={downloading.has(build.id)}
                pathFor={pathFor}
                onToggle={onToggle}
                onDownload={onDownload}
              />
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" style={{ height: after }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/** A row whose render is on its way from the worker (scrolled to a moment ago). */
function PendingRow({ index }: { index: number }) {
  return (
    <tr aria-rowindex={index + 2} aria-busy="true" style={{ height: ROW_HEIGHT }} className="border-b border-slate-100">
      <td colSpan={COLUMNS.length} />
    </tr>
  );
}

/**
 * The caption, column widths, headings and "select all". Memoised: the table renders again on every batch of a
 * storm, its heading only when the selection or the number of rows changes.
 */
const BuildsTableHead = memo(function BuildsTableHead({ allState, count, onToggleAll }: { allState: 'none' | 'some' | 'all'; count: number; onToggleAll: () => void }) {
  const { t } = useTranslation('renders');
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current !== null) allRef.current.indeterminate = allState === 'some';
  }, [allState]);
  return (
    <>
      <caption className="sr-only">{t('RENDERS.TABLE_CAPTION')}</caption>
      <colgroup>
        {COLUMNS.map((width, i) => (
          <col key={i} className={width} />
        ))}
      </colgroup>
      <thead className="sticky top-0 z-10 bg-slate-50 shadow-[0_1px_0_0_var(--color-slate-200)]">
        <tr aria-rowindex={1}>
          <th scope="col" className="px-3 py-2 text-left">
            <input
              ref={allRef}
              type="checkbox"
              checked={allState === 'all'}
              onChange={onToggleAll}
              disabled={count === 0}
              aria-label={t('RENDERS.SELECT_ALL', { count })}
              className={`h-4 w-4 rounded border-slate-300 ${focusRing}`}
            />
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_RENDER')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_TEMPLATE')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_VERSION')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_SIZE')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_FORMAT')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_STATUS')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_PROGRESS')}
          </th>
          <th scope="col" className={head}>
            {t('RENDERS.COLUMN_CREATED')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            <span className="sr-only">{t('RENDERS.COLUMN_ACTIONS')}</span>
          </th>
        </tr>
      </thead>
    </>
  );
});
