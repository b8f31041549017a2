/**
 * The page's h1: the route's title (the same text as its breadcrumb and document title), or, on a
 * page about one record, the record's own name (`title`; the breadcrumbs and the tab bar or
 * stepper already say what kind of page it is).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMatch } from '../router/route-context';

export function PageHeading({ title, actions, subtitle }: { title?: string; actions?: ReactNode; subtitle?: ReactNode }) {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      {/* flex-1 basis-64: beside wide actions the heading takes its own line rather than one word per line. */}
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-xl font-semibold wrap-anywhere text-slate-900 sm:text-2xl" {...(title !== undefined ? { 'data-testid': 'record-title' } : {})}>
          {title ?? t(route.titleKey, params)}
        </h1>
        {subtitle ? <p className="mt-1 text-sm wrap-anywhere text-slate-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
