/** The product changes of the feed's latest five revisions that changed anything, newest first. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';
import { ChangesTable } from './changes-list';
import { QueryStates } from '../../../components/ui/query-states';

const PER_PAGE = 25;

export function ChangesTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'feeds/changes', of: { feedId: feed.id }, page, perPage: PER_PAGE });
  return (
    <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('FEEDS_CHANGES.EMPTY')} />}>
      {(data) => (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('FEEDS_CHANGES.HINT')}</p>
          <ChangesTable changes={data.items} />
          <Pagination meta={data} onPage={setPage} />
        </div>
      )}
    </QueryStates>
  );
}
