/**
 * The page area waits for the brand user of the brand in the URL (spec: a loader is shown until
 * the brand user is loaded, and during a brand switch). Unbranded pages pass straight through.
 * Pages below learn the route's brand from here: their live queries are watched for it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoader } from '../../components/ui/spinner';
import { RouteBrandProvider } from '../../data-client';
import { useAtomValue } from '../../state';
import { brandIdentifierAtom, brandStatusAtom, brandUserPresentAtom } from '../../state/derived';
import { ErrorPage } from '../../shell/errors/error-page';
import { useRouteMatch } from '../../shell/router/route-context';

export function BrandContentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = { identifier: useAtomValue(brandIdentifierAtom), status: useAtomValue(brandStatusAtom), hasBrandUser: useAtomValue(brandUserPresentAtom) };
  if (!route.branded) return <>{children}</>;
  const urlBrand = params.brand ?? null;
  if (brand.identifier === urlBrand && brand.status === 'error') {
    return <ErrorPage status={403} message={t('BRAND.UNAVAILABLE', { brand: urlBrand })} />;
  }
  if (brand.identifier !== urlBrand || brand.status !== 'ready' || !brand.hasBrandUser) {
    return <PageLoader label={t('BRAND.LOADING')} />;
  }
  return <RouteBrandProvider brand={urlBrand}>{children}</RouteBrandProvider>;
}
