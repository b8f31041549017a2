/** Every import or edit of the feed as a revision: when, who, what kind, and products added, changed, removed. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../../components/ui/pagination';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

const PER_PAGE = 20;
const KNOWN = ['create', 'import', 'edit', 'fetch', 'fetch-failed', 'rules', 'source', 'api'];

export function RevisionsTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'feeds/revisions', feedId: feed.id, page, perPage: PER_PAGE });
  return (
    <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('FEEDS_REVISIONS.EMPTY')} />}>
      {(data) => (
        <div>
          <DataTable
            testId="revisions-table"
            caption={t('FEEDS_TABS.FEED_REVISIONS')}
            rows={data.items}
            rowKey={(r) => r.id}
            rowTestId="revision-row"
            columns={[
              { key: 'when', header: t('FEEDS_REVISIONS.WHEN'), className: 'whitespace-nowrap', cell: (r) => formatDateTime(r.createdAt) },
              { key: 'who', header: t('FEEDS_REVISIONS.WHO'), cell: (r) => r.userName ?? t('FEEDS_REVISIONS.SYSTEM') },
              {
                key: 'what',
                header: t('FEEDS_REVISIONS.WHAT'),
                cell: (r) => (
                  <>
                    {t(`FEEDS_REVISIONS.KIND_${KNOWN.includes(r.kind) ? r.kind.toUpperCase().replace('-', '_') : 'OTHER'}`)}
                    {r.error ? <p className="text-xs break-words text-red-700" data-testid="revision-error">{r.error}</p> : null}
                  </>
                ),
              },
              { key: 'added', header: t('FEEDS_REVISIONS.ADDED'), align: 'right', className: 'text-emerald-700 tabular-nums', cell: (r) => `+${r.added}` },
              { key: 'changed', header: t('FEEDS_REVISIONS.CHANGED'), align: 'right', className: 'text-amber-700 tabular-nums', cell: (r) => `~${r.changed}` },
              { key: 'removed', header: t('FEEDS_REVISIONS.REMOVED'), align: 'right', className: 'text-red-700 tabular-nums', cell: (r) => `−${r.removed}` },
            ]}
          />
          <Pagination meta={data} onPage={setPage} />
        </div>
      )}
    </QueryStates>
  );
}
