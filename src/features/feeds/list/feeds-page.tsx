/**
 * The feeds list (`/{brand}/feeds`) and its archive (`/feeds/archive`) as two tabs: name, kind,
 * products, last import, status; search; archive and restore (not for visitors, spec section 6).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { Feed, FeedsListQuery } from '../../../../worker/domains/feeds/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button, buttonClass, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { TabBar } from '../../../components/ui/tab-bar';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { ListSearch } from '../../../components/records/list-search';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { Pagination } from '../../../components/ui/pagination';
import { KindBadge } from '../kind-badge';
import { listHref, listParams } from './list-params';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

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
      <QueryStates
        state={state}
        isEmpty={(data) => data.items.length === 0}
        empty={search ? <EmptyState title={t('FEEDS_LIST.NO_MATCH', { search })} /> : <EmptyState title={archived ? t('FEEDS_LIST.EMPTY_ARCHIVE') : t('FEEDS_LIST.EMPTY')} hint={archived ? undefined : t('FEEDS_LIST.EMPTY_HINT')} action={archived ? undefined : create} />}
      >
        {(data) => (
          <>
            <FeedsTable feeds={data.items} canWrite={canWrite} hrefOf={(feed) => pathFor('brand-feeds-feedId', { feedId: feed.id })} />
            <Pagination meta={data} onPage={(next) => navigate(listHref(location, next, search))} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function FeedsTable({ feeds, canWrite, hrefOf }: { feeds: readonly Feed[]; canWrite: boolean; hrefOf: (feed: Feed) => string }) {
  const { t } = useTranslation('feeds');
  return (
    <DataTable
      testId="feeds-table"
      caption={t('FEEDS_LIST.CAPTION')}
      rows={feeds}
      rowKey={(feed) => feed.id}
      rowTestId="feed-row"
      columns={[
        {
          key: 'name',
          header: t('FEEDS_LIST.NAME'),
          className: 'font-medium',
          cell: (feed) => (
            <Link href={hrefOf(feed)} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
              {feed.name}
            </Link>
          ),
        },
        { key: 'kind', header: t('FEEDS_LIST.KIND'), cell: (feed) => <KindBadge kind={feed.kind} /> },
        { key: 'products', header: t('FEEDS_LIST.PRODUCTS'), align: 'right', className: 'tabular-nums', cell: (feed) => feed.productsCount },
        { key: 'imported', header: t('FEEDS_LIST.LAST_IMPORT'), className: 'whitespace-nowrap text-slate-600', cell: (feed) => (feed.lastImportedAt ? formatDateTime(feed.lastImportedAt) : t('FEEDS_LIST.NEVER')) },
        { key: 'status', header: t('FEEDS_LIST.STATUS'), cell: (feed) => (feed.archived ? t('FEEDS_STATUS.ARCHIVED') : feed.lastFetchError ? t('FEEDS_STATUS.FETCH_FAILED') : t(feed.lastImportedAt ? 'FEEDS_STATUS.READY' : 'FEEDS_STATUS.EMPTY')) },
        canWrite && { key: 'actions', header: t('FEEDS_LIST.ACTIONS'), srOnlyHeader: true, align: 'right', cell: (feed) => <ArchiveButton feed={feed} /> },
      ]}
    />
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
