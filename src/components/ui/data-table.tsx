/**
 * The one static table of the product (long lists use WindowedTable). A page describes its
 * columns (heading + cell) and hands its rows; the table draws every table the same way: a box
 * that scrolls sideways from 360 px rather than squeezing cells a letter a line, headings with
 * scope="col" (an action column's heading read out but not shown), a row heading column where the
 * first cell names the row, an optional selection column, row test ids and an empty row.
 *
 * `variant="plain"` drops the box, for a table that sits in a Card or a form that already frames it.
 */
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

export interface DataColumn<T> {
  /** React key of the column (and of its cells). */
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T, index: number) => ReactNode;
  /** Numbers line up on the right; toggles sit in the middle. */
  readonly align?: 'right' | 'center';
  /** The heading is read out but not shown (a column of row actions). */
  readonly srOnlyHeader?: boolean;
  /** The cell is the row's heading (`<th scope="row">`): what the row is about. */
  readonly rowHeader?: boolean;
  /** More classes for the cells (colour, wrapping, width). */
  readonly className?: string;
  /** More classes for the heading (a width). */
  readonly headerClassName?: string;
  /** Attributes of one cell (a test id, a title). */
  readonly cellProps?: (row: T, index: number) => TdHTMLAttributes<HTMLTableCellElement> & { readonly 'data-testid'?: string };
}

/** A column shown only sometimes (`manager && column`). */
type MaybeColumn<T> = DataColumn<T> | false | null | undefined;

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { readonly [data: `data-${string}`]: string | number | boolean | undefined };

/** The first column of check boxes: which rows a bulk action takes. */
export interface RowSelection<T> {
  readonly isSelected: (row: T) => boolean;
  readonly onToggle: (row: T) => void;
  /** The check box's accessible name for a row. */
  readonly label: (row: T) => string;
  /** The heading's check box (all rows on the page); none without it. */
  readonly all?: { readonly checked: boolean; readonly onToggle: () => void; readonly label: string };
}

export interface DataTableProps<T> {
  readonly rows: readonly T[];
  readonly columns: readonly MaybeColumn<T>[];
  readonly rowKey: (row: T, index: number) => string | number;
  readonly testId?: string;
  /** Names the table for screen readers; `captionVisible` shows it as the table's title bar. */
  readonly caption?: ReactNode;
  readonly captionVisible?: boolean;
  /** Every row's test id, or one per row. */
  readonly rowTestId?: string | ((row: T) => string);
  /** More attributes of a row (data-status, a highlight). */
  readonly rowProps?: (row: T, index: number) => RowAttributes;
  readonly selection?: RowSelection<T>;
  /** A row across every column when there are no rows (no rows and no `empty`: an empty body). */
  readonly empty?: ReactNode;
  readonly variant?: 'boxed' | 'plain';
  /** Smaller cells: a dense table (envelopes) or a table inside a form. */
  readonly dense?: boolean;
  /** No heading row: a table of label / value pairs whose first column is a row heading. */
  readonly headless?: boolean;
  /** The narrowest the table gets before it scrolls sideways (`min-w-[44rem]`). */
  readonly minWidthClassName?: string;
}

const ALIGN = { right: 'text-right', center: 'text-center' } as const;

export function DataTable<T>({ rows, columns: maybeColumns, rowKey, testId, caption, captionVisible = false, rowTestId, rowProps, selection, empty, variant = 'boxed', dense = false, headless = false, minWidthClassName = 'min-w-full' }: DataTableProps<T>) {
  const columns = maybeColumns.filter((column): column is DataColumn<T> => Boolean(column));
  const boxed = variant === 'boxed';
  // In a card the card's own padding is the table's edge: no inner gap on the first and last columns.
  const pad = `${dense ? 'px-2 py-1' : 'px-2 py-2 sm:px-3'}${boxed ? '' : ' first:pl-0 last:pr-0'}`;
  const cellClass = (column: DataColumn<T>) => [pad, column.align ? ALIGN[column.align] : '', column.className ?? ''].join(' ');
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className={boxed ? 'overflow-x-auto rounded-lg border border-slate-200 bg-white' : 'overflow-x-auto'}>
      <table className={`${minWidthClassName} text-left text-sm`} data-testid={testId}>
        {caption ? <caption className={captionVisible ? 'bg-slate-50 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase' : 'sr-only'}>{caption}</caption> : null}
        {headless ? null : (
          <thead className={boxed ? 'bg-slate-50' : ''}>
            <tr className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {selection ? (
                <th scope="col" className={`w-10 ${pad}`}>
                  {selection.all ? <input type="checkbox" checked={selection.all.checked} onChange={selection.all.onToggle} aria-label={selection.all.label} /> : null}
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`${pad} ${column.align ? ALIGN[column.align] : ''} ${column.headerClassName ?? ''}`}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody className={boxed ? 'divide-y divide-slate-100 border-t border-slate-200' : 'divide-y divide-slate-100'}>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={span} className={`${pad} text-center text-slate-600`}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId} {...rowProps?.(row, index)}>
              {selection ? (
                <td className={pad}>
                  <input type="checkbox" checked={selection.isSelected(row)} onChange={() => selection.onToggle(row)} aria-label={selection.label(row)} />
                </td>
              ) : null}
              {columns.map((column) => {
                const content = column.cell(row, index);
                const props = column.cellProps?.(row, index);
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={`${cellClass(column)} font-medium text-slate-900`} {...props}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)} {...props}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
