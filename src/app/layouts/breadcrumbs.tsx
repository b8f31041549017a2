/**
 * Breadcrumbs, shown only when there is more than one crumb (rules/breadcrumbs.ts). A crumb that
 * stands for a record reads as the record's label once known (router/use-route-title.ts).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { focusRing } from '../../components/ui/button';
import { RouteBrandProvider } from '../../data-client';
import { useRouteMatch } from '../../shell/router/route-context';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useRouteTitle } from '../router/use-route-title';
import { buildCrumbs, shouldShowBreadcrumbs, type Crumb } from '../../shell/rules/breadcrumbs';
import { BREADCRUMB_CLASSES } from '../../../worker/contract/first-paint';

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
      {/* The classes of the server's first paint too (contract/first-paint.ts). */}
      <nav aria-label={t('LAYOUT.BREADCRUMBS')} className={BREADCRUMB_CLASSES.nav} data-testid="breadcrumbs">
        <ol className={BREADCRUMB_CLASSES.list}>
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
    <li className={BREADCRUMB_CLASSES.item}>
      {first ? null : <span aria-hidden="true">/</span>}
      {last ? (
        <span aria-current="page" title={label} className={BREADCRUMB_CLASSES.current}>
          {label}
        </span>
      ) : (
        <Link href={crumb.to} title={label} className={`${BREADCRUMB_CLASSES.link} rounded hover:text-indigo-700 hover:underline ${focusRing}`}>
          {label}
        </Link>
      )}
    </li>
  );
}
