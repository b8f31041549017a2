/**
 * The Renders list: a WindowedTable (components/ui/windowed-table.tsx: only the rows in view plus a
 * few exist in the DOM and cross from the worker) with a selection column, "select all" in its
 * heading, and memoised rows (render-row.tsx) that re-render only when their render changes.
 *
 * It fits its box from 1280 px up (the sidebar open): fixed columns, the template's taking what
 * is left, and the actions column as wide as its buttons in the user's language (measured,
 * render-row-actions.tsx) and sticky at the right edge, so a narrower box scrolls the middle
 * columns under it and the row's actions stay in view at every width.
 */
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { RouteParams } from '../../shell/routes/route-types';
import { focusRing } from '../../components/ui/button';
import { WindowedTable, type WindowView } from '../../components/ui/windowed-table';
import { WindowedTableHead, type HeadColumn } from '../../components/ui/windowed-table-head';
import { RenderRow, ROW_HEIGHT } from './render-row';
import { ACTIONS_FALLBACK_WIDTH, ActionsSizer } from './render-row-actions';

export interface RendersTableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<VisualBuild>;
  readonly isSelected: (id: string, index: number) => boolean;
  readonly downloading: ReadonlySet<string>;
  readonly allState: 'none' | 'some' | 'all';
  readonly pathFor: (routeName: string, params?: RouteParams) => string;
  readonly onToggle: (id: string, index: number, range: boolean) => void;
  readonly onToggleAll: () => void;
  readonly onDownload: (id: string) => void;
}

// Fixed widths but the template's, which takes what is left (names are the longest text), and
// the actions', which is measured (--actions-w). The id's fits "#123456"; the status's its badge
// and the progress bar under it; the start's "22.11.2026 21:27".
// Between the selection's and the actions' columns, each heading with its width.
const HEADINGS = [
  ['w-20', 'RENDERS.COLUMN_RENDER'],
  ['w-auto', 'RENDERS.COLUMN_TEMPLATE'],
  ['w-20', 'RENDERS.COLUMN_VERSION'],
  ['w-24', 'RENDERS.COLUMN_SIZE'],
  ['w-16', 'RENDERS.COLUMN_FORMAT'],
  ['w-32', 'RENDERS.COLUMN_STATUS'],
  ['w-36', 'RENDERS.COLUMN_CREATED'],
] as const;
const COLUMN_COUNT = HEADINGS.length + 2;
// The fixed columns (39.5rem) and at least 7rem for the template's name (so French labels fit at
// 1280 px too); below that the box scrolls.
const TABLE_CLASS = 'w-full min-w-[calc(46.5rem+var(--actions-w))] table-fixed';

export function RendersTable({ view, isSelected, downloading, allState, pathFor, onToggle, onToggleAll, onDownload }: RendersTableProps) {
  const [actionsWidth, setActionsWidth] = useState(ACTIONS_FALLBACK_WIDTH);
  const onActionsWidth = useCallback((width: number) => setActionsWidth(width), []);
  return (
    // display: contents: only carries the measured width to the table's classes.
    <div className="contents" style={{ '--actions-w': `${actionsWidth}px` } as CSSProperties}>
      <WindowedTable
        {...view}
        rowHeight={ROW_HEIGHT}
        head={<BuildsTableHead allState={allState} count={view.count} onToggleAll={onToggleAll} onActionsWidth={onActionsWidth} />}
        columns={COLUMN_COUNT}
        renderRow={(build, index) => (
          <RenderRow
            key={build.id}
            build={build}
            index={index}
            selected={isSelected(build.id, index)}
            downloading={downloading.has(build.id)}
            pathFor={pathFor}
            onToggle={onToggle}
            onDownload={onDownload}
          />
        )}
        testId="renders-table"
        tableClassName={TABLE_CLASS}
      />
    </div>
  );
}

/**
 * The caption, column widths, headings and "select all". Memoised: the table renders again on every batch of a
 * storm, its heading only when the selection or the number of rows changes.
 */
const BuildsTableHead = memo(function BuildsTableHead({ allState, count, onToggleAll, onActionsWidth }: { allState: 'none' | 'some' | 'all'; count: number; onToggleAll: () => void; onActionsWidth: (width: number) => void }) {
  const { t } = useTranslation('renders');
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current !== null) allRef.current.indeterminate = allState === 'some';
  }, [allState]);
  const columns: HeadColumn[] = [
    {
      width: 'w-10',
      label: (
        <input
          ref={allRef}
          type="checkbox"
          checked={allState === 'all'}
          onChange={onToggleAll}
          disabled={count === 0}
          aria-label={t('RENDERS.SELECT_ALL', { count })}
          className={`h-4 w-4 rounded border-slate-300 ${focusRing}`}
        />
      ),
    },
    ...HEADINGS.map(([width, key]) => ({ width, label: t(key) })),
    {
      width: 'w-(--actions-w)',
      align: 'right',
      className: 'sticky right-0 bg-slate-50 shadow-[inset_1px_0_0_0_var(--color-slate-200)]',
      label: (
        <>
          <span className="sr-only">{t('RENDERS.COLUMN_ACTIONS')}</span>
          <ActionsSizer onWidth={onActionsWidth} />
        </>
      ),
    },
  ];
  return <WindowedTableHead caption={t('RENDERS.TABLE_CAPTION')} cellClassName="px-3 py-2" columns={columns} />;
});
