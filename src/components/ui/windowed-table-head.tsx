/**
 * The head of a windowed table with fixed columns: a caption for screen readers, the columns'
 * widths (a `table-fixed` table keeps them while rows come and go as the window moves) and one
 * heading row that stays on top while the rows scroll under it.
 */
import type { ReactNode } from 'react';

export interface HeadColumn {
  /** A Tailwind width class (`w-40`, `w-auto`); a table whose columns come from data (a feed's attributes) gives none. */
  readonly width?: string;
  /** What the heading cell adds to the table's cell class (`whitespace-nowrap`). */
  readonly className?: string;
  readonly label: ReactNode;
  readonly align?: 'right';
}

export function WindowedTableHead({ caption, columns, cellClassName }: { caption: string; columns: readonly HeadColumn[]; cellClassName: string }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      {columns.every((column) => column.width !== undefined) ? (
        <colgroup>
          {columns.map((column, i) => (
            <col key={i} className={column.width} />
          ))}
        </colgroup>
      ) : null}
      <thead className="sticky top-0 z-10 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase shadow-[0_1px_0_0_var(--color-slate-200)]">
        <tr aria-rowindex={1}>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={[cellClassName, column.align === 'right' ? 'text-right' : '', column.className ?? ''].filter(Boolean).join(' ')}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
