/**
 * The router: matches the location against the route table, checks the page's validate (404),
 * keeps the brand in step with the URL, guards, and renders the page in its layout. Pages are
 * lazy chunks; a chunk that fails to load is handled by the error boundary.
 */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageLoader } from '../../components/ui/spinner';
import { ErrorPage } from '../errors/error-page';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { LayoutFor } from '../layouts/layout-for';
import { matchRoute } from '../routes/match-route';
import { validateParams } from '../routes/validate-params';
import { PAGES } from './page-registry';
import { RouteMatchProvider } from './route-context';
import { RouteGuard } from './route-guard';
import { useBrandSync } from './use-brand-sync';

export function AppRoutes() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = matchRoute(location);
  const valid = match !== null && validateParams(match.route, match.params);
  useBrandSync(match, valid);

  const title = match !== null && valid ? t(match.route.titleKey, match.params) : t('ERROR_PAGE.NOT_FOUND_TITLE');
  useEffect(() => {
    document.title = t('APP.DOCUMENT_TITLE', { page: title });
  }, [t, title]);

  if (match === null || !valid) return <ErrorPage status={404} fullScreen />;
  const Page = PAGES[match.route.page];
  return (
    <RouteMatchProvider match={match}>
      <RouteGuard match={match}>
        <LayoutFor route={match.route}>
          <RouteErrorBoundary key={location}>
            <Suspense fallback={<PageLoader label={t('COMMON.LOADING')} />}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        </LayoutFor>
      </RouteGuard>
    </RouteMatchProvider>
  );
}
