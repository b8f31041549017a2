/** Breadcrumbs, shown only when there is more than one crumb (rules/breadcrumbs.ts). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { focusRing } from '../../components/ui/button';
import { useRouteMatch } from '../router/route-context';
import { useCurrentBrand } from '../router/use-brand-path';
import { buildCrumbs, shouldShowBreadcrumbs } from '../rules/breadcrumbs';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = useCurrentBrand();
  const crumbs = buildCrumbs(route, params, brand);
  if (!shouldShowBreadcrumbs(crumbs)) return null;
  return (
    <nav aria-label={t('LAYOUT.BREADCRUMBS')} className="mb-4 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.order} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {t(crumb.labelKey, crumb.params)}
                </span>
              ) : (
                <Link href={crumb.to} className={`rounded hover:text-indigo-700 hover:underline ${focusRing}`}>
                  {t(crumb.labelKey, crumb.params)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
