/**
 * One ad: its language, product and format, its value for each of the template's inputs, and a
 * preview link per chosen size. Shown in its ad set's `ad/{adId}` tab (with a way back to the
 * set's ads) and on `/ads/{adId}` (with its ad set linked instead).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AdOfSet, AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass, ExternalLink, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLiveQuery } from '../../../data-client';
import { permalinkOf } from './permalink';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

type AdShownIn = 'ad-set' | 'ads';

export function AdTab({ adSet, adId, shownIn = 'ad-set' }: { adSet: AdSetDetail; adId: string; shownIn?: AdShownIn }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'ad-sets/ad', adSetId: adSet.id, id: adId });
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <QueryStates state={state}>
      {(ad) => (
        <div className="space-y-4" data-testid="ad-detail">
          {shownIn === 'ad-set' ? (
            <Link href={pathFor('brand-ad-sets-adSetId-ads', { adSetId: adSet.id })} className={buttonClass('ghost')}>
              ← {t('AD_SETS_DETAIL.BACK_TO_ADS')}
            </Link>
          ) : null}
          <Card title={shownIn === 'ad-set' ? ad.name : t('AD_SETS_ADS.FACTS')}>
            <dl className={`grid gap-3 text-sm ${shownIn === 'ads' ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`} data-testid="ad-facts">
              {shownIn === 'ads' ? (
                <div>
                  <dt className="text-slate-600">{t('AD_SETS_ADS.COL_AD_SET')}</dt>
                  <dd>
                    <Link href={pathFor('brand-ad-sets-adSetId', { adSetId: adSet.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`} data-testid="ad-ad-set-link">
                      {adSet.name}
                    </Link>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-600">{t('AD_SETS_ADS.COL_LANGUAGE')}</dt>
                <dd className="uppercase">{ad.language ?? '–'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('AD_SETS_WIZARD.PRODUCT')}</dt>
                <dd>{ad.productName ?? '–'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('AD_SETS_ADS.COL_FORMAT')}</dt>
                <dd className="uppercase">{ad.format}</dd>
              </div>
            </dl>
          </Card>
          <Card title={t('AD_SETS_DETAIL.VALUES')}>
            <ValuesTable adSet={adSet} ad={ad} />
          </Card>
          <Card title={t('AD_SETS_DETAIL.SIZES_PREVIEWS')}>
            {adSet.sizes.length === 0 || adSet.permalinkToken === null ? (
              <p className="text-sm text-slate-600">{t('AD_SETS_DETAIL.NO_SIZES')}</p>
            ) : (
              <ul className="space-y-1 text-sm" data-testid="ad-previews">
                {adSet.sizes.map((s) => (
                  <li key={`${s.width}x${s.height}`} className="flex flex-wrap items-baseline gap-2">
                    <ExternalLink href={permalinkOf(adSet.permalinkToken ?? '', ad.id, s)} className="text-indigo-700 underline">
                      {t('AD_SETS_DETAIL.PREVIEW_SIZE', { width: s.width, height: s.height })}
                    </ExternalLink>
                    {s.label ? <span className="text-slate-600">{s.label}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </QueryStates>
  );
}

/** One row per template input (the ad's value, or a dash when the mapping leaves it empty). */
function ValuesTable({ adSet, ad }: { adSet: AdSetDetail; ad: AdOfSet }) {
  const { t } = useTranslation('ad-sets');
  // A set whose version declares no inputs still shows what its ads carry.
  const rows = adSet.inputs.length > 0 ? adSet.inputs.map((i) => ({ name: i.name, required: i.required })) : Object.keys(ad.values).map((name) => ({ name, required: false }));
  return (
    <DataTable
      variant="plain"
      headless
      testId="ad-values"
      rows={rows}
      rowKey={(input) => input.name}
      columns={[
        {
          key: 'name',
          header: t('AD_SETS_WIZARD.MAPPING_INPUT'),
          rowHeader: true,
          className: 'w-1/3 pl-0',
          cell: (input) => (
            <>
              {input.name}
              {input.required ? <span className="ml-1 text-xs font-normal text-slate-500">({t('AD_SETS_DETAIL.REQUIRED')})</span> : null}
            </>
          ),
        },
        { key: 'value', header: t('AD_SETS_WIZARD.MAPPING_COLUMN'), className: 'break-words text-slate-900', cell: (input) => ad.values[input.name] ?? '–' },
      ]}
    />
  );
}
