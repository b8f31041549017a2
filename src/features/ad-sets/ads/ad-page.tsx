/**
 * One ad (`/{brand}/ads/{adId}`): the generic record says which ad set it belongs to; the ad
 * itself is then shown as its ad set's `ad/{adId}` tab shows it (the same component), with the
 * ad set linked. An unknown ad (or one whose set is gone) is the 404 page.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { AdTab } from '../detail/ad-tab';

export function AdPage() {
  const { t } = useTranslation('ad-sets');
  const { params } = useRouteMatch();
  const pathFor = useBrandPath();
  const adId = params.adId ?? '';
  const record = useLiveQuery({ kind: 'resource/get', resource: 'ad', id: adId });
  const setField = record.status === 'ok' ? record.data.fields.ad_set_id : null;
  const setId = setField === null || setField === undefined ? null : String(setField);
  const adSet = useLiveQuery(setId === null ? null : { kind: 'ad-sets/get', id: setId });
  const missing = (record.status === 'error' && record.failure.status === 404) || (record.status === 'ok' && setId === null) || (adSet.status === 'error' && adSet.failure.status === 404);
  if (missing) return <ErrorPage status={404} />;
  const failed = record.status === 'error' ? record : adSet.status === 'error' ? adSet : null;
  const failure = failed?.failure ?? null;

  return (
    <div data-testid="ad-page">
      {record.status === 'ok' && setId !== null ? (
        <PageHeading
          title={record.data.label}
          actions={
            <Link href={pathFor('brand-ad-sets-adSetId-ad-adId', { adSetId: setId, adId })} className={buttonClass('secondary')}>
              {t('AD_SETS_ADS.OPEN_IN_AD_SET')}
            </Link>
          }
        />
      ) : (
        <PageHeading />
      )}
      {failure !== null ? <ErrorState error={failure} onRetry={failed?.retry} /> : null}
      {failure === null && adSet.status !== 'ok' ? <LoadingState /> : null}
      {adSet.status === 'ok' ? <AdTab adSet={adSet.data} adId={adId} shownIn="ads" /> : null}
    </div>
  );
}
