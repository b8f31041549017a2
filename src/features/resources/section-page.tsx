/**
 * Pages whose own tools belong to later work (wizard steps, record tabs, creation forms, reports):
 * the real title, breadcrumb and tabs, what the page is for, and the record it is about when the
 * route names one (a 404 shows the 404 page). Nothing pretends to be there that is not.
 */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { ErrorPage } from '../../app/errors/error-page';
import { useRouteMatch } from '../../app/router/route-context';
import { InlineError } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { RecordSummary } from './record-summary';
import { ChildLinks, RouteTabs } from './related-nav';
import { useRouteRecord } from './use-route-record';

export function aboutKey(titleKey: string): string {
  return titleKey.replace(/^ROUTES\./, 'ABOUT.');
}

export function SectionPage() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const { query, state } = useRouteRecord();
  if (query !== null && state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <div data-testid="section-page">
      <PageHeading />
      <RouteTabs />
      <p className="mb-6 max-w-3xl text-slate-700" data-testid="section-about">
        {t(aboutKey(route.titleKey), params)}
      </p>
      {query !== null && state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {query !== null && state.status === 'error' ? <InlineError>{t(state.failure.key, { status: state.failure.status ?? '', statusText: '' })}</InlineError> : null}
      {query !== null && state.status === 'ok' ? (
        <section aria-label={t('RESOURCES.ABOUT_RECORD')}>
          <RecordSummary record={state.data} />
        </section>
      ) : null}
      <ChildLinks />
    </div>
  );
}
