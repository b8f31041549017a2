/**
 * The router: matches the location against the route table, checks the page's validate (404),
 * keeps the brand in step with the URL, guards, and renders the page in its layout. Pages are
 * lazy chunks; a chunk that fails to load is handled by the error boundary.
 */
import { Suspense, useEffect } from 'react';
import { RouteBrandProvider } from '../../data-client';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { PageLoader } from '../../components/ui/spinner';
import { ErrorPage } from '../../shell/errors/error-page';
import { RouteErrorBoundary } from '../../shell/errors/route-error-boundary';
import { LayoutFor } from '../layouts/layout-for';
import { matchRoute } from '../../shell/routes/match-route';
import { validateParams } from '../../shell/routes/validate-params';
import { namedRecord } from '../../shell/rules/breadcrumbs';
import type { RouteMatch } from '../../shell/routes/route-types';
import { PAGES } from './page-registry';
import { RouteMatchProvider } from '../../shell/router/route-context';
import { RouteGuard } from './route-guard';
import { useBrandSync } from './use-brand-sync';
import { useRouteTitle } from './use-route-title';

export function AppRoutes() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = matchRoute(location);
  const valid = match !== null && validateParams(match.route, match.params);
  useBrandSync(match, valid);

  if (match === null || !valid) {
    return (
      <>
        <DocumentTitle title={t('ERROR_PAGE.NOT_FOUND_TITLE')} />
        <ErrorPage status={404} fullScreen />
      </>
    );
  }
  const Page = PAGES[match.route.page];
  return (
    <RouteMatchProvider match={match}>
      <RouteDocumentTitle match={match} />
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

function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('APP.DOCUMENT_TITLE', { page: title });
  }, [t, title]);
  return null;
}

/** The route's title, or the record's label on a page about one record (use-route-title.ts). */
function RouteDocumentTitle({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  return (
    <RouteBrandProvider brand={route.branded ? (params.brand ?? null) : null}>
      <RecordAwareTitle match={match} />
    </RouteBrandProvider>
  );
}

function RecordAwareTitle({ match: { route, params } }: { match: RouteMatch }) {
  return <DocumentTitle title={useRouteTitle(route.titleKey, params, namedRecord(route, params))} />;
}
