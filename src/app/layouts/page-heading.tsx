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
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words text-slate-900" {...(title !== undefined ? { 'data-testid': 'record-title' } : {})}>
          {title ?? t(route.titleKey, params)}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
