/**
 * The frame of a plain data table: a bordered box that scrolls sideways on narrow screens, the
 * column headings (scope="col", one style; an action column's heading for screen readers only),
 * and the body. Rows stay the caller's: each table knows its own cells.
 */
import type { ReactNode } from 'react';

export interface DataColumn {
  readonly label: ReactNode;
  /** Numbers line up on the right. */
  readonly align?: 'right';
  /** The heading is read out but not shown (a column of row actions). */
  readonly srOnly?: boolean;
}

const HEADING = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';

export function DataTable({ columns, testId, children }: { columns: readonly DataColumn[]; testId: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={testId}>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.align === 'right' ? `${HEADING} text-right` : HEADING}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
