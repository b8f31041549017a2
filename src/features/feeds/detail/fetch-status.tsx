/**
 * A fetch feed's state under its name: when the schedule fetches it next, and, when the last
 * fetch failed, why, with the reassurance that the products are still the last good ones.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { formatDateTime } from '../../../lib/dates';

export function FetchSchedule({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  if (feed.kind !== 'fetch') return null;
  return <span data-testid="feed-next-fetch">{feed.nextFetchAt && !feed.archived ? t('FEEDS_DETAIL.NEXT_FETCH', { at: formatDateTime(feed.nextFetchAt) }) : t('FEEDS_DETAIL.FETCH_ON_REQUEST')}</span>;
}

export function FetchFailure({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  if (feed.kind !== 'fetch' || feed.lastFetchError === null) return null;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="feed-fetch-error">
      <p className="font-medium break-words">{t('FEEDS_DETAIL.FETCH_FAILED', { at: feed.lastFetchAt ? formatDateTime(feed.lastFetchAt) : '–', message: feed.lastFetchError })}</p>
      <p>{t('FEEDS_DETAIL.FETCH_FAILED_KEPT')}</p>
    </div>
  );
}
