/**
 * The Renders list, virtualized (@tanstack/react-virtual): thousands of renders, but only the
 * rows in view (plus a few) exist in the DOM. It stays a real table: spacer rows stand for the
 * rows above and below the window, and aria-rowcount / aria-rowindex tell assistive technology
 * where each rendered row sits in the whole list. Rows have one fixed height, so nothing is
 * measured while scrolling.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { RouteParams } from '../../app/routes/route-types';
import { focusRing } from '../../components/ui/button';
import { BuildRow, ROW_HEIGHT } from './build-row';
import { useFillHeight } from './use-fill-height';

/** Rows rendered beyond the visible ones, so a quick scroll shows no blank. */
const OVERSCAN = 8;
/** Ask for the next page this many rows before the end. */
const LOAD_AHEAD = 100;

export interface BuildsTableProps {
  readonly builds: readonly VisualBuild[];
  /** Rows in the whole list, loaded or not (aria-rowcount). */
  readonly total: number;
  readonly selected: ReadonlySet<string>;
  readonly downloading: ReadonlySet<string>;
  readonly allState: 'none' | 'some' | 'all';
  readonly pathFor: (routeName: string, params?: RouteParams) => string;
  readonly onToggle: (id: string, index: number, range: boolean) => void;
  readonly onToggleAll: () => void;
  readonly onDownload: (id: string) => void;
  /** Called when the user scrolled near the end of what is loaded. */
  readonly onNearEnd: () => void;
  /** Shown under the last row (loading more, load more, a failure). */
  readonly footer?: ReactNode;
}

// Fixed widths but the template's, which takes what is left (names are the longest text).
const COLUMNS = ['w-12', 'w-16', 'w-auto', 'w-16', 'w-24', 'w-16', 'w-28', 'w-36', 'w-36', 'w-28'] as const;
const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function BuildsTable({ builds, total, selected, downloading, allState, pathFor, onToggle, onToggleAll, onDownload, onNearEnd, footer }: BuildsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The main area's bottom padding (p-6) stays below the box.
  const height = useFillHeight(scrollRef, 24);
  // The app does not use the React Compiler; the rows below are memoised by hand (build-row.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: builds.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => builds[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastShown >= 0 && lastShown >= builds.length - LOAD_AHEAD) onNearEnd();
  }, [lastShown, builds.length, onNearEnd]);

  const before = rows[0]?.start ?? 0;
  const after = rows.length === 0 ? 0 : virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} data-testid="renders-scroll" style={{ height }} className="overflow-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="renders-table" aria-rowcount={total + 1} className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <BuildsTableHead allState={allState} count={builds.length} onToggleAll={onToggleAll} />
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          ) : null}
          {rows.map((row) => {
            const build = builds[row.index];
            if (build === undefined) return null;
            return (
              <BuildRow
                key={build.id}
                build={build}
                index={row.index}
                selected={selected.has(build.id)}
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
