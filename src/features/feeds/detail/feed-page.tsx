/**
 * A feed's page (`/{brand}/feeds/{feedId}` and its tabs): its name, kind and figures, the one
 * edit link of its own kind, and the tab in view. An unknown feed is the 404 page.
 */
import { PresenceScope } from '../../../components/presence/presence-scope';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { FeedDetail, Product } from '../../../../worker/domains/feeds/contract';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { routeByName } from '../../../shell/routes/route-table';
import { useDisplayedBrandUser } from '../../../shell/router/use-brand-scope';
import { buttonClass } from '../../../components/ui/button';
import { TabBar } from '../../../components/ui/tab-bar';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery, type LiveQueryState } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { KindBadge } from '../kind-badge';
import { ApiTab } from './api-tab';
import { AttributesTab } from './attributes-tab';
import { ChangesTab } from './changes-tab';
import { CostsTab } from './costs-tab';
import { DerivedEditorTab } from './derived-editor-tab';
import { tabOfRoute, tabRoute, visibleTabs, type FeedTab } from './feed-tabs';
import { FetchFailure, FetchSchedule } from './fetch-status';
import { KeptFeedEdits } from './kept-feed-edits';
import { PermalinksTab } from './permalinks-tab';
import { ProductsTab } from './products-tab';
import { RevisionsTab } from './revisions-tab';
import { SettingsTab } from './settings-tab';

export function FeedPage() {
  const { route, params } = useRouteMatch();
  const feedId = params.feedId ?? '';
  const state = useLiveQuery({ kind: 'feeds/get', id: feedId });
  const tab = tabOfRoute(route.name);
  const productId = tab === 'products' ? (params.productId ?? null) : null;
  const product = useLiveQuery(productId === null ? null : { kind: 'products/get', id: productId });

  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  // A product id that is unknown, or another feed's, is as unknown as a missing page.
  if (productId !== null && ((product.status === 'error' && product.failure.status === 404) || (product.status === 'ok' && product.data.feedId !== feedId))) return <ErrorPage status={404} />;
  return <QueryStates state={state}>{(feed) => <FeedView feed={feed} tab={tab} product={productId === null ? null : product} />}</QueryStates>;
}

function FeedView({ feed, tab, product }: { feed: FeedDetail; tab: FeedTab; product: LiveQueryState<Product> | null }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  const canWrite = useCanWrite();
  const feedId = feed.id;
  // Tabs read as their routes' titles: the same words as the breadcrumb and the document title.
  const tabs = visibleTabs(feed.kind, role).map((key) => ({ key, label: t(routeByName(tabRoute(key)).titleKey), to: pathFor(tabRoute(key), { feedId }), current: key === tab }));

  return (
    <PresenceScope kind="feed" id={feedId}>
      <div data-testid="feed-page" className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold break-words text-slate-900" data-testid="feed-name">
                {feed.name}
              </h1>
              <KindBadge kind={feed.kind} />
              {feed.archived ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('FEEDS_STATUS.ARCHIVED')}</span> : null}
            </div>
            <p className="text-sm text-slate-600" data-testid="feed-summary">
              {t('FEEDS_DETAIL.SUMMARY', { count: feed.productsCount, columns: feed.attributes.length })}
              {' · '}
              {feed.lastImportedAt ? t('FEEDS_DETAIL.LAST_IMPORT', { at: formatDateTime(feed.lastImportedAt) }) : t('FEEDS_DETAIL.NEVER_IMPORTED')}
              {feed.kind === 'derived' && feed.sourceFeedId ? (
                <>
                  {' · '}
                  {t('FEEDS_DETAIL.BUILT_FROM')}{' '}
                  <Link href={pathFor('brand-feeds-feedId', { feedId: feed.sourceFeedId })} className="text-indigo-700 hover:underline">
                    {feed.sourceFeedName ?? t('FEEDS_DETAIL.SOURCE_FEED')}
                  </Link>
                </>
              ) : null}
              {feed.kind === 'fetch' && feed.url ? <> · <span className="break-all">{feed.url}</span></> : null}
              {feed.kind === 'fetch' ? <> · <FetchSchedule feed={feed} /></> : null}
            </p>
          </div>
          {canWrite ? (
            <Link href={pathFor(`brand-feeds-edit-feedId-${feed.kind}`, { feedId })} className={buttonClass('primary')} data-testid="feed-edit-link">
              {t(`FEEDS_DETAIL.EDIT_${feed.kind.toUpperCase()}`)}
            </Link>
          ) : null}
        </header>
        <FetchFailure feed={feed} />
        <KeptFeedEdits feedId={feedId} />
        <TabBar label={t('FEEDS_DETAIL.TABS')} tabs={tabs} />
        <TabContent tab={tab} feed={feed} product={product} />
      </div>
    </PresenceScope>
  );
}

function TabContent({ tab, feed, product }: { tab: FeedTab; feed: FeedDetail; product: LiveQueryState<Product> | null }) {
  switch (tab) {
    case 'products':
      return <ProductsTab feed={feed} product={product} />;
    case 'feed-attributes':
      return <AttributesTab feed={feed} />;
    case 'feed-costs':
      return <CostsTab feed={feed} />;
    case 'feed-revisions':
      return <RevisionsTab feed={feed} />;
    case 'product-changes':
      return <ChangesTab feed={feed} />;
    case 'permalinks':
      return <PermalinksTab feed={feed} />;
    case 'api':
      return <ApiTab feed={feed} />;
    case 'derived-feed-editor':
      return <DerivedEditorTab feed={feed} />;
    case 'settings':
      return <SettingsTab feed={feed} />;
  }
}
