/**
 * The page's h1: the route's title (the same text as its breadcrumb and document title), or, on a
 * page about one record, the record's own name (`title`; the breadcrumbs and the tab bar or
 * stepper already say what kind of page it is).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRouteMatch } from '../router/route-context';
import { PAGE_HEADING_CLASSES } from '../../../worker/contract/first-paint';

export function PageHeading({ title, actions, subtitle }: { title?: string; actions?: ReactNode; subtitle?: ReactNode }) {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  return (
    // The same classes as the server's first paint of the dashboard (contract/first-paint.ts).
    <div className={PAGE_HEADING_CLASSES.row}>
      <div className={PAGE_HEADING_CLASSES.text}>
        <h1 className={PAGE_HEADING_CLASSES.title} {...(title !== undefined ? { 'data-testid': 'record-title' } : {})}>
          {title ?? t(route.titleKey, params)}
        </h1>
        {subtitle ? <p className={PAGE_HEADING_CLASSES.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
