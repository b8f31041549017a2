/**
 * A long list drawn as tiles and read through a window (docs/engine.md, "Windows"; the asset
 * library's grid): WindowedTable's pattern for a grid. The list is cut into rows of as many tiles
 * as the box is wide enough for; only the rows in view plus a few exist in the DOM
 * (@tanstack/react-virtual), and the items of those rows are reported as the list's window, so
 * only they cross from the worker.
 *
 * It stays a real list: one `<ul>` whose `<li>` tiles say where they sit in the whole list
 * (aria-posinset, aria-setsize), with a spacer item standing for the rows above and below. Tiles
 * have one fixed height, so nothing is measured while scrolling; a tile whose item has not
 * arrived yet (a quick scroll) is an empty box of that height for a frame.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFillHeight } from './use-fill-height';
import type { WindowView } from './windowed-table';

/** Rows rendered beyond the visible ones, so a quick scroll shows no blank. */
const OVERSCAN = 3;
/** The main area's bottom padding (p-6) stays below the box. */
const BOTTOM_GAP = 24;
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 6;

/** What a tile spreads on its `<li>`: where it sits in the whole list, and its fixed height. */
export function windowedTileProps(index: number, total: number, height: number) {
  return { 'aria-posinset': index + 1, 'aria-setsize': total, style: { height } };
}

/** Tiles per row for a box this wide: as many of at least `minWidth` px as fit, 2 to 6. */
export function columnsFor(width: number, minWidth: number): number {
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor(width / minWidth)));
}

/** The window (items, offset, loaded and total counts, onRange, footer) and how to draw its tiles. */
export interface WindowedGridProps<T extends { readonly id: string }> extends WindowView<T> {
  /** Every tile's height in px, its padding included (fixed, see above). */
  readonly tileHeight: number;
  /** The narrowest a tile may be, in px: decides the tiles per row. */
  readonly minTileWidth: number;
  /** An `<li>` keyed by the item's id that spreads windowedTileProps(index, total, tileHeight). */
  readonly renderTile: (item: T, index: number) => ReactNode;
  readonly testId: string;
  readonly label: string;
}

export function WindowedGrid<T extends { readonly id: string }>({ items, offset, count, total, tileHeight, minTileWidth, renderTile, onRange, footer, testId, label }: WindowedGridProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(scrollRef, BOTTOM_GAP);
  const columns = useColumns(scrollRef, minTileWidth);
  const rowCount = Math.ceil(count / columns);
  // The app does not use the React Compiler; tiles are memoised by their owners.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => tileHeight,
    overscan: OVERSCAN,
  });
  const rows = virtualizer.getVirtualItems();
  const firstItem = (rows[0]?.index ?? 0) * columns;
  const endItem = Math.min(count, ((rows.at(-1)?.index ?? -1) + 1) * columns);

  useEffect(() => {
    onRange({ from: firstItem, to: endItem });
  }, [firstItem, endItem, onRange]);

  const before = rows[0]?.start ?? 0;
  const after = rows.length === 0 ? 0 : virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const tiles: ReactNode[] = [];
  for (let index = firstItem; index < endItem; index++) {
    const item = items[index - offset];
    tiles.push(item === undefined ? <li key={`tile-${index}`} {...windowedTileProps(index, total, tileHeight)} aria-busy="true" /> : renderTile(item, index));
  }
  return (
    <div ref={scrollRef} data-testid={`${testId}-scroll`} style={{ height }} className="overflow-auto rounded-lg border border-slate-200 bg-white p-1.5">
      <ul data-testid={testId} aria-label={label} className="grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {before > 0 ? <Spacer height={before} /> : null}
        {tiles}
        {after > 0 ? <Spacer height={after} /> : null}
      </ul>
      {footer}
    </div>
  );
}

function Spacer({ height }: { height: number }) {
  return <li aria-hidden="true" style={{ height, gridColumn: '1 / -1' }} />;
}

/** Tiles per row for the box's width, following its resizes (2 where nothing is laid out: jsdom). */
function useColumns(ref: RefObject<HTMLElement | null>, minWidth: number): number {
  const [columns, setColumns] = useState(MIN_COLUMNS);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const fit = () => setColumns(columnsFor(box.clientWidth, minWidth));
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [ref, minWidth]);
  return columns;
}
