/**
 * Breadcrumbs, shown only when there is more than one crumb (rules/breadcrumbs.ts). A crumb that
 * stands for a record reads as the record's label once known (router/use-route-title.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { focusRing } from '../../components/ui/button';
import { RouteBrandProvider } from '../../data-client';
import { useRouteMatch } from '../../shell/router/route-context';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useRouteTitle } from '../router/use-route-title';
import { buildCrumbs, shouldShowBreadcrumbs, type Crumb } from '../../shell/rules/breadcrumbs';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = useCurrentBrand();
  const crumbs = buildCrumbs(route, params, brand);
  if (!shouldShowBreadcrumbs(crumbs)) return null;
  return (
    // Outside the brand content gate: labels are watched for the URL's brand, which the worker
    // serves only once that brand is in scope.
    <RouteBrandProvider brand={route.branded ? (params.brand ?? null) : null}>
      <nav aria-label={t('LAYOUT.BREADCRUMBS')} className="mb-4 text-sm" data-testid="breadcrumbs">
        <ol className="flex flex-wrap items-center gap-1 text-slate-500">
          {crumbs.map((crumb, index) => (
            <CrumbItem key={crumb.order} crumb={crumb} first={index === 0} last={index === crumbs.length - 1} />
          ))}
        </ol>
      </nav>
    </RouteBrandProvider>
  );
}

/** A long crumb is cut (max-w-[20rem] truncate): its title says it whole. */
function CrumbItem({ crumb, first, last }: { crumb: Crumb; first: boolean; last: boolean }) {
  const label = useRouteTitle(crumb.labelKey, crumb.params, crumb.record);
  return (
    <li className="flex min-w-0 items-center gap-1">
      {first ? null : <span aria-hidden="true">/</span>}
      {last ? (
        <span aria-current="page" title={label} className="max-w-[20rem] truncate font-medium text-slate-800">
          {label}
        </span>
      ) : (
        <Link href={crumb.to} title={label} className={`max-w-[20rem] truncate rounded hover:text-indigo-700 hover:underline ${focusRing}`}>
          {label}
        </Link>
      )}
    </li>
  );
}
