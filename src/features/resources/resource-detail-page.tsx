/**
 * Detail pages of the generic resources: the record from `resource/get` (a 404 shows the 404
 * page), the tabs of the record and links to its child pages.
 */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { ErrorPage } from '../../app/errors/error-page';
import { InlineError } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { RecordSummary } from './record-summary';
import { ChildLinks, RouteTabs } from './related-nav';
import { useRouteRecord } from './use-route-record';

export function ResourceDetailPage() {
  const { t } = useTranslation();
  const { state } = useRouteRecord();
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <div data-testid="resource-detail-page">
      <PageHeading subtitle={state.status === 'ok' ? state.data.label : undefined} />
      <RouteTabs />
      {state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'error' ? <InlineError>{t(state.failure.key, { status: state.failure.status ?? '', statusText: '' })}</InlineError> : null}
      {state.status === 'ok' ? <RecordSummary record={state.data} /> : null}
      <ChildLinks />
    </div>
  );
}
