/** The ad set's ads, each linked to its `ad/{adId}` tab. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

export function AdsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'ad-sets/ads', adSetId: adSet.id, page, perPage: 20 });
  const inputs = adSet.inputs.map((i) => i.name).filter((n) => n in adSet.mapping);
  return (
    <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('AD_SETS_DETAIL.NO_ADS')} hint={t('AD_SETS_DETAIL.NO_ADS_HINT')} />}>
      {(data) => (
        <>
          <DataTable
            testId="ads-table"
            rows={data.items}
            rowKey={(ad) => ad.id}
            columns={[
              {
                key: 'name',
                header: t('AD_SETS_ADS.COL_NAME'),
                cell: (ad) => (
                  <Link href={pathFor('brand-ad-sets-adSetId-ad-adId', { adSetId: adSet.id, adId: ad.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`}>
                    {ad.name}
                  </Link>
                ),
              },
              { key: 'language', header: t('AD_SETS_ADS.COL_LANGUAGE'), className: 'uppercase text-slate-700', cell: (ad) => ad.language ?? '–' },
              ...inputs.map((i) => ({ key: `input-${i}`, header: i, className: 'text-slate-700', cell: (ad: (typeof data.items)[number]) => ad.values[i] ?? '–' })),
            ]}
          />
          <Pagination meta={data} onPage={setPage} />
        </>
      )}
    </QueryStates>
  );
}
