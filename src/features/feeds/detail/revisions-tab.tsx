/** Every import or edit of the feed as a revision: when, who, what kind, and products added, changed, removed. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedDetail } from '../../../../worker/contract/feeds';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../../components/ui/pagination';

const PER_PAGE = 20;
const KNOWN = ['create', 'import', 'edit', 'fetch', 'fetch-failed', 'rules', 'source', 'api'];

export function RevisionsTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'feeds/revisions', feedId: feed.id, page, perPage: PER_PAGE });
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState error={state.failure} onRetry={state.retry} />;
  if (state.data.items.length === 0) return <EmptyState title={t('FEEDS_REVISIONS.EMPTY')} />;
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="revisions-table">
          <caption className="sr-only">{t('FEEDS_TABS.FEED_REVISIONS')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">{t('FEEDS_REVISIONS.WHEN')}</th>
              <th scope="col" className="px-4 py-2">{t('FEEDS_REVISIONS.WHO')}</th>
              <th scope="col" className="px-4 py-2">{t('FEEDS_REVISIONS.WHAT')}</th>
              <th scope="col" className="px-4 py-2 text-right">{t('FEEDS_REVISIONS.ADDED')}</th>
              <th scope="col" className="px-4 py-2 text-right">{t('FEEDS_REVISIONS.CHANGED')}</th>
              <th scope="col" className="px-4 py-2 text-right">{t('FEEDS_REVISIONS.REMOVED')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {state.data.items.map((r) => (
              <tr key={r.id} data-testid="revision-row">
                <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-2">{r.userName ?? t('FEEDS_REVISIONS.SYSTEM')}</td>
                <td className="px-4 py-2">
                  {t(`FEEDS_REVISIONS.KIND_${KNOWN.includes(r.kind) ? r.kind.toUpperCase().replace('-', '_') : 'OTHER'}`)}
                  {r.error ? <p className="text-xs break-words text-red-700" data-testid="revision-error">{r.error}</p> : null}
                </td>
                <td className="px-4 py-2 text-right text-emerald-700 tabular-nums">+{r.added}</td>
                <td className="px-4 py-2 text-right text-amber-700 tabular-nums">~{r.changed}</td>
                <td className="px-4 py-2 text-right text-red-700 tabular-nums">−{r.removed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination meta={state.data} onPage={setPage} />
    </div>
  );
}
