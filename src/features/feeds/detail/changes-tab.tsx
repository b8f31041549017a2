/** The product changes of the feed's latest five revisions that changed anything, newest first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedDetail } from '../../../../worker/contract/feeds';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';
import { ChangesTable } from './changes-list';

const PER_PAGE = 25;

export function ChangesTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'feeds/changes', of: { feedId: feed.id }, page, perPage: PER_PAGE });
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState error={state.failure} onRetry={state.retry} />;
  if (state.data.items.length === 0) return <EmptyState title={t('FEEDS_CHANGES.EMPTY')} />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t('FEEDS_CHANGES.HINT')}</p>
      <ChangesTable changes={state.data.items} />
      <Pagination meta={state.data} onPage={setPage} />
    </div>
  );
}
