/** The ad set's ads, each linked to its `ad/{adId}` tab. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdSetDetail } from '../../../../worker/contract/ad-sets';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';

export function AdsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'ad-sets/ads', adSetId: adSet.id, page, perPage: 20 });
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState error={state.failure} onRetry={state.retry} />;
  if (state.data.items.length === 0) return <EmptyState title={t('AD_SETS_DETAIL.NO_ADS')} hint={t('AD_SETS_DETAIL.NO_ADS_HINT')} />;
  const inputs = adSet.inputs.map((i) => i.name).filter((n) => n in adSet.mapping);
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="ads-table">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_NAME')}</th>
              <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_LANGUAGE')}</th>
              {inputs.map((i) => (
                <th key={i} scope="col" className="px-3 py-2">
                  {i}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {state.data.items.map((ad) => (
              <tr key={ad.id}>
                <td className="px-3 py-2">
                  <Link href={pathFor('brand-ad-sets-adSetId-ad-adId', { adSetId: adSet.id, adId: ad.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`}>
                    {ad.name}
                  </Link>
                </td>
                <td className="px-3 py-2 uppercase text-slate-700">{ad.language ?? '–'}</td>
                {inputs.map((i) => (
                  <td key={i} className="px-3 py-2 text-slate-700">
                    {ad.values[i] ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination meta={state.data} onPage={setPage} />
    </>
  );
}
