/**
 * The feeds list (`/{brand}/feeds`) and its archive (`/feeds/archive`) as two tabs: name, kind,
 * products, last import, status; search; archive and restore (not for visitors, spec section 6).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { Feed, FeedsListQuery } from '../../../../worker/contract/feeds';
import { PageHeading } from '../../../app/layouts/page-heading';
import { useRouteMatch } from '../../../app/router/route-context';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { Button, buttonClass, focusRing } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { TabBar } from '../../../components/ui/tab-bar';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { ListSearch } from '../../resources/list-search';
import { useCanWrite } from '../../resources/use-can-write';
import { Pagination } from '../../../components/ui/pagination';
import { KindBadge } from '../kind-badge';
import { listHref, listParams } from './list-params';

const PER_PAGE = 20;

export function FeedsPage() {
  const { t } = useTranslation('feeds');
  const { route } = useRouteMatch();
  const [location, navigate] = useLocation();
  const { page, search } = listParams(useSearch());
  const pathFor = useBrandPath();
  const canWrite = useCanWrite();
  const archived = route.listArchived === true;
  const query: FeedsListQuery = { kind: 'feeds/list', page, perPage: PER_PAGE, archived, ...(search ? { search } : {}) };
  const state = useLiveQuery(query);
  const create = canWrite ? (
    <Link href={pathFor('brand-feeds-create')} className={buttonClass('primary')} data-testid="new-feed">
      {t('FEEDS_LIST.NEW')}
    </Link>
  ) : undefined;
  const tabs = [
    { key: 'active', label: t('FEEDS_LIST.TAB_ACTIVE'), to: pathFor('brand-feeds'), current: !archived },
    { key: 'archive', label: t('FEEDS_LIST.TAB_ARCHIVE'), to: pathFor('brand-feeds-archive'), current: archived },
  ];

  return (
    <div data-testid="feeds-page">
      <PageHeading actions={create} />
      <TabBar label={t('FEEDS_LIST.TABS')} tabs={tabs} />
      <ListSearch value={search} onSearch={(words) => navigate(listHref(location, 1, words))} />
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.items.length === 0 ? (
        search ? (
          <EmptyState title={t('FEEDS_LIST.NO_MATCH', { search })} />
        ) : (
          <EmptyState title={archived ? t('FEEDS_LIST.EMPTY_ARCHIVE') : t('FEEDS_LIST.EMPTY')} hint={archived ? undefined : t('FEEDS_LIST.EMPTY_HINT')} action={archived ? undefined : create} />
        )
      ) : null}
      {state.status === 'ok' && state.data.items.length > 0 ? (
        <>
          <FeedsTable feeds={state.data.items} canWrite={canWrite} hrefOf={(feed) => pathFor('brand-feeds-feedId', { feedId: feed.id })} />
          <Pagination meta={state.data} onPage={(next) => navigate(listHref(location, next, search))} />
        </>
      ) : null}
    </div>
  );
}

function FeedsTable({ feeds, canWrite, hrefOf }: { feeds: readonly Feed[]; canWrite: boolean; hrefOf: (feed: Feed) => string }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="feeds-table">
        <caption className="sr-only">{t('FEEDS_LIST.CAPTION')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">{t('FEEDS_LIST.NAME')}</th>
            <th scope="col" className="px-4 py-2">{t('FEEDS_LIST.KIND')}</th>
            <th scope="col" className="px-4 py-2 text-right">{t('FEEDS_LIST.PRODUCTS')}</th>
            <th scope="col" className="px-4 py-2">{t('FEEDS_LIST.LAST_IMPORT')}</th>
            <th scope="col" className="px-4 py-2">{t('FEEDS_LIST.STATUS')}</th>
            {canWrite ? <th scope="col" className="px-4 py-2"><span className="sr-only">{t('FEEDS_LIST.ACTIONS')}</span></th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {feeds.map((feed) => (
            <tr key={feed.id} data-testid="feed-row">
              <td className="px-4 py-2 font-medium">
                <Link href={hrefOf(feed)} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                  {feed.name}
                </Link>
              </td>
              <td className="px-4 py-2"><KindBadge kind={feed.kind} /></td>
              <td className="px-4 py-2 text-right tabular-nums">{feed.productsCount}</td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">{feed.lastImportedAt ? formatDateTime(feed.lastImportedAt) : t('FEEDS_LIST.NEVER')}</td>
              <td className="px-4 py-2">{feed.archived ? t('FEEDS_STATUS.ARCHIVED') : feed.lastFetchError ? t('FEEDS_STATUS.FETCH_FAILED') : t(feed.lastImportedAt ? 'FEEDS_STATUS.READY' : 'FEEDS_STATUS.EMPTY')}</td>
              {canWrite ? (
                <td className="px-4 py-2 text-right">
                  <ArchiveButton feed={feed} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ArchiveButton({ feed }: { feed: Pick<Feed, 'id' | 'name' | 'archived'> }) {
  const { t } = useTranslation('feeds');
  const api = useDataLayer();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    await api.dispatch({ type: 'feeds/action', id: feed.id, action: feed.archived ? 'restore' : 'archive' });
    setBusy(false);
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={act} aria-label={t(feed.archived ? 'FEEDS_LIST.RESTORE_NAMED' : 'FEEDS_LIST.ARCHIVE_NAMED', { name: feed.name })}>
      {t(feed.archived ? 'FEEDS_LIST.RESTORE' : 'FEEDS_LIST.ARCHIVE')}
    </Button>
  );
}
