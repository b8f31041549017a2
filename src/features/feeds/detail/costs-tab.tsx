/**
 * What the feed's products cost: per currency the lowest, median, average and highest price and
 * the catalogue's total, a price distribution in eight bands, and how many products have no price.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail, PriceStats } from '../../../../worker/domains/feeds/contract';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery } from '../../../data-client';
import { formatPrice } from '../feed-format';

export function CostsTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const state = useLiveQuery({ kind: 'feeds/stats', feedId: feed.id });
  return (
    <QueryStates state={state} isEmpty={(stats) => stats.currencies.length === 0} empty={<EmptyState title={t('FEEDS_COSTS.EMPTY')} hint={t('FEEDS_COSTS.EMPTY_HINT')} />}>
      {(stats) => (
        <div className="space-y-4" data-testid="feed-costs">
          <p className="text-sm text-slate-600">{t('FEEDS_COSTS.SUMMARY', { priced: stats.products - stats.unpriced, count: stats.products })}</p>
          {stats.currencies.map((c) => (
            <CurrencyStats key={c.currency} stats={c} />
          ))}
        </div>
      )}
    </QueryStates>
  );
}

function CurrencyStats({ stats }: { stats: PriceStats }) {
  const { t, i18n } = useTranslation('feeds');
  const money = (x: number) => formatPrice(x, stats.currency, i18n.language);
  const figures = [
    ['MIN', stats.min],
    ['MEDIAN', stats.median],
    ['AVG', stats.avg],
    ['MAX', stats.max],
    ['SUM', stats.sum],
  ] as const;
  const peak = Math.max(1, ...stats.histogram.map((b) => b.count));
  return (
    <Card title={t('FEEDS_COSTS.CURRENCY', { currency: stats.currency, count: stats.count })}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-500 uppercase">{t(`FEEDS_COSTS.${key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`cost-${key.toLowerCase()}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-medium text-slate-700">{t('FEEDS_COSTS.DISTRIBUTION')}</h3>
      <ul className="space-y-1" aria-label={t('FEEDS_COSTS.DISTRIBUTION')}>
        {stats.histogram.map((band, i) => (
          <li key={i} className="grid grid-cols-[12rem_1fr_3rem] items-center gap-2 text-xs">
            <span className="text-slate-600 tabular-nums">{t('FEEDS_COSTS.BAND', { from: money(band.from), to: money(band.to) })}</span>
            <span className="h-3 rounded bg-slate-100" aria-hidden="true">
              <span className="block h-full rounded bg-indigo-500" style={{ width: `${(band.count / peak) * 100}%` }} />
            </span>
            <span className="text-right text-slate-700 tabular-nums">{band.count}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
