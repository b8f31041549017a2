/**
 * The h1 of a page about one ad set or ad: its name, not the route's title ("Ad set #12",
 * "Mappings"), which the breadcrumbs and the tab bar already show. Laid out like PageHeading.
 */
import type { ReactNode } from 'react';

export function RecordHeading({ title, note, actions }: { title: string; note?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words text-slate-900" data-testid="record-title">
          {title}
        </h1>
        {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
