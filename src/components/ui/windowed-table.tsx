/**
 * A long list's table read through a window (docs/engine.md, "Windows"; the Renders list,
 * templates and products use it): only the
 * rows in view plus a few exist in the DOM (@tanstack/react-virtual), and the range the
 * virtualizer renders is reported as the list's window, so only those rows cross from the worker.
 *
 * It stays a real table: spacer rows stand for the rows above and below, aria-rowcount and
 * aria-rowindex say where each rendered row sits in the whole list. Rows have one fixed height,
 * so nothing is measured while scrolling (a measured row would move every row below it, and
 * jsdom measures nothing); a row whose item has not arrived yet (a quick scroll) is an empty row
 * of that height for a frame.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { useFillHeight } from './use-fill-height';

/** Rows rendered beyond the visible ones, so a quick scroll shows no blank. */
const OVERSCAN = 8;
/** The main area's bottom padding (p-6) stays below the box. */
const BOTTOM_GAP = 24;

/** Row indexes `from` (inclusive) to `to` (exclusive): the shape of the worker's ListWindow. */
export interface RowRange {
  readonly from: number;
  readonly to: number;
}

/**
 * What a row spreads on its `<tr>`: where it sits in the whole list, its fixed height, and a
 * paint layer of its own. Made by the row itself from primitives, so a row memoised on its item
 * and index stays memoised.
 *
 * Positioned, each row is a paint layer: when a live batch changes one row's text, Blink paints
 * that row again and copies every other row from its last paint, where it otherwise walks every
 * row in the scroll box. Measured on the Renders list under 300 events/s (Chrome trace, 2-core
 * machine): paint 1.25 → 0.40 ms per frame, the whole frame 4.3 → 3.5 ms.
 */
export function windowedRowProps(index: number, height: number) {
  return { 'aria-rowindex': index + 2, style: { height, position: 'relative' as const } };
}

/**
 * What a windowed list hands its table or grid (WindowStates makes it from `useLiveWindow`): the
 * rows in view, where they start, how many there are, how to move the window, and what goes
 * under the last row. A page's table takes it whole and passes it on.
 */
export interface WindowView<T> {
  /** The window's items: `items[i]` is row `offset + i`. */
  readonly items: readonly T[];
  readonly offset: number;
  /** Rows loaded (the worker holds them): what the table can scroll through. */
  readonly count: number;
  /** Rows in the whole list, loaded or not (aria-rowcount). */
  readonly total: number;
  /** The rows the table renders now (its window), whenever they change. Stable. */
  readonly onRange: (range: RowRange) => void;
  /** Shown under the last row (loading more, a failure). */
  readonly footer?: ReactNode;
}

export interface WindowedTableProps<T extends { readonly id: string }> extends WindowView<T> {
  /** Every row's height in px (fixed, see above). */
  readonly rowHeight: number;
  /** Caption, colgroup and thead. */
  readonly head: ReactNode;
  readonly columns: number;
  /** A `<tr>` keyed by the item's id that spreads windowedRowProps(index, rowHeight). */
  readonly renderRow: (item: T, index: number) => ReactNode;
  readonly testId: string;
  /** Classes of the table (widths). */
  readonly tableClassName?: string;
}

export function WindowedTable<T extends { readonly id: string }>({ items, offset, count, total, rowHeight, head, columns, renderRow, onRange, footer, testId, tableClassName = 'w-full' }: WindowedTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(scrollRef, BOTTOM_GAP);
  // The app does not use the React Compiler; rows are memoised by their owners.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => items[index - offset]?.id ?? `row-${index}`,
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
    <div ref={scrollRef} data-testid={`${testId}-scroll`} style={{ height }} className="overflow-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid={testId} aria-rowcount={total + 1} className={`border-collapse text-left text-sm ${tableClassName}`}>
        {head}
        <tbody>
          {before > 0 ? <Spacer height={before} columns={columns} /> : null}
          {rows.map((row) => {
            const item = items[row.index - offset];
            if (item === undefined) return <tr key={`row-${row.index}`} {...windowedRowProps(row.index, rowHeight)} aria-busy="true" className="border-t border-slate-100" />;
            return renderRow(item, row.index);
          })}
          {after > 0 ? <Spacer height={after} columns={columns} /> : null}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
