/**
 * Ads (`/{brand}/ads`): every ad of the brand with its first creative (lazy), its ad set's label
 * linked (generic resource list; the server adds each ad's `thumbnail`).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { ResourceListQuery } from '../../../../worker/contract/queries';
import { PageHeading } from '../../../app/layouts/page-heading';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { RecordLink } from '../../resources/record-link';
import { Pagination } from '../../templates/list/pagination';
import { CreativeThumbnail, type ThumbnailSource } from '../creative-thumbnail';

/** The ad's first finished creative as the server describes it, when it has one. */
function thumbnailOf(value: unknown): ThumbnailSource | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  if (typeof t.url !== 'string' || typeof t.output_format !== 'string' || typeof t.width !== 'number' || typeof t.height !== 'number' || t.width <= 0 || t.height <= 0) return null;
  return { url: t.url, outputFormat: t.output_format, width: t.width, height: t.height };
}

const THUMB = { width: 96, height: 64 } as const;

export function AdsListPage() {
  const { t } = useTranslation('ad-sets');
  const [location, navigate] = useLocation();
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  const pathFor = useBrandPath();
  const query: ResourceListQuery = { kind: 'resource/list', resource: 'ad', page, perPage: 20 };
  const state = useLiveQuery(query);
  return (
    <div data-testid="ads-list-page">
      <PageHeading />
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.items.length === 0 ? <EmptyState title={t('AD_SETS_ADS.EMPTY')} /> : null}
      {state.status === 'ok' && state.data.items.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_CREATIVE')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_NAME')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_AD_SET')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_LANGUAGE')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_FORMAT')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_UPDATED')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {state.data.items.map((ad) => {
                  const adSetId = ad.fields.ad_set_id === null || ad.fields.ad_set_id === undefined ? null : String(ad.fields.ad_set_id);
                  const thumbnail = thumbnailOf(ad.fields.thumbnail);
                  return (
                    <tr key={ad.id}>
                      <td className="px-3 py-2" data-testid="ad-thumbnail">
                        {thumbnail ? <CreativeThumbnail source={thumbnail} box={THUMB} title={ad.label} /> : <span className="text-slate-500">–</span>}
                      </td>
                      <td className="px-3 py-2">
                        <Link href={pathFor('brand-ads-adId', { adId: ad.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`}>
                          {ad.label}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{adSetId ? <RecordLink resource="ad-set" id={adSetId} to={pathFor('brand-ad-sets-adSetId', { adSetId })} /> : '–'}</td>
                      <td className="px-3 py-2 uppercase text-slate-700">{typeof ad.fields.language === 'string' ? ad.fields.language : '–'}</td>
                      <td className="px-3 py-2 uppercase text-slate-700">{String(ad.fields.format ?? '–')}</td>
                      <td className="px-3 py-2 whitespace-nowrap text-slate-600">{typeof ad.fields.updated_at === 'string' ? formatDateTime(ad.fields.updated_at) : '–'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination meta={state.data} onPage={(p) => navigate(`${location}?page=${p}`)} />
        </>
      ) : null}
    </div>
  );
}
