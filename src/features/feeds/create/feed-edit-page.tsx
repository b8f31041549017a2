/**
 * Editing a feed (`/feeds/edit/{feedId}/{kind}`), in its own kind's form only: a URL naming
 * another kind than the feed's is the 404 page, as the server answers 404 to such an edit
 * (docs/feeds.md). A manual feed's grid starts from its products, or from the person's own edit
 * still kept to send (the outbox): the newest kept grid is what the feed will be.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { AUTO_DELIMITER } from '../../../../worker/contract/feed-values';
import type { FeedDetail, Product, ProductsListQuery } from '../../../../worker/domains/feeds/contract';
import { ErrorPage } from '../../../shell/errors/error-page';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { ErrorState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery } from '../../../data-client';
import { useCanWrite } from '../../../shell/router/use-can-write';
import type { FeedForm } from '../form/feed-form-model';
import { FeedFormView } from '../form/feed-form-view';
import { routeKind } from './feed-create-pages';
import { useKeptFeedEdits } from '../detail/kept-feed-edits';
import { refusalText } from '../../../components/outbox/use-outbox';
import { LIST_MAX_LIMIT } from '../../../../worker/contract/limits';

/** The most products the grid edits at once (the generic list's page limit). */
const GRID_LIMIT = LIST_MAX_LIMIT;

export function FeedEditPage() {
  const { route, params } = useRouteMatch();
  const feedId = params.feedId ?? '';
  const state = useLiveQuery({ kind: 'feeds/get', id: feedId });
  const canWrite = useCanWrite();
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  if (state.status === 'ok' && state.data.kind !== routeKind(route.name)) return <ErrorPage status={404} />;
  return (
    <div data-testid="feed-edit-page">
      <PageHeading subtitle={state.status === 'ok' ? state.data.name : undefined} />
      <QueryStates state={state}>{(data) => canWrite ? <EditForm feed={data} /> : <ErrorState error={{ status: 403, key: 'REQUESTS.UNAUTHORIZED' }} />}</QueryStates>
    </div>
  );
}

function EditForm({ feed }: { feed: FeedDetail }) {
  const pathFor = useBrandPath();
  const cancelHref = pathFor('brand-feeds-feedId', { feedId: feed.id });
  if (feed.kind === 'manual') return <ManualEditForm feed={feed} cancelHref={cancelHref} />;
  const initial: FeedForm =
    feed.kind === 'upload'
      ? // A new file is read by its own delimiter unless the user picks one: it may differ from the last file's.
        { kind: 'upload', name: feed.name, delimiter: AUTO_DELIMITER, hasHeader: feed.hasHeader, currency: feed.currency, file: null }
      : feed.kind === 'fetch'
        ? { kind: 'fetch', name: feed.name, url: feed.url ?? '', format: feed.format ?? 'csv', schedule: feed.schedule ?? 'daily', currency: feed.currency }
        : { kind: 'derived', name: feed.name, currency: feed.currency, sourceFeedId: feed.sourceFeedId ?? '', rules: feed.rules };
  return <FeedFormView initial={initial} feedId={feed.id} cancelHref={cancelHref} currentFile={feed.fileName} />;
}

function ManualEditForm({ feed, cancelHref }: { feed: FeedDetail; cancelHref: string }) {
  const { t } = useTranslation('feeds');
  const query: ProductsListQuery = { kind: 'products/list', feedId: feed.id, page: 1, perPage: GRID_LIMIT };
  const products = useLiveQuery(query);
  return <QueryStates state={products}>{(page) => (page.total > GRID_LIMIT ? <ErrorState error={{ status: null, key: t('FEEDS_FORM.GRID_TOO_BIG', { max: GRID_LIMIT }) }} /> : <ManualGrid feed={feed} products={page.items} cancelHref={cancelHref} />)}</QueryStates>;
}

function ManualGrid({ feed, products, cancelHref }: { feed: FeedDetail; products: readonly Product[]; cancelHref: string }) {
  const { t } = useTranslation('feeds');
  const kept = useKeptFeedEdits(feed.id).at(-1);
  const columns = kept?.command.input.columns ?? feed.attributes.map((a) => ({ name: a.name, type: a.type }));
  const rows = kept !== undefined ? kept.command.input.rows.map((row) => columns.map((c) => row[c.name] ?? '')) : products.map((p) => columns.map((c) => p.data[c.name] ?? ''));
  const name = kept?.command.input.name ?? feed.name;
  const currency = kept?.command.input.currency ?? feed.currency;
  const refusal = kept?.entry.refusal ?? null;
  // Keyed by the loaded data: a grid that another tab changed starts again from the new rows.
  const key = kept?.entry.key ?? products.map((p) => p.updatedAt).join();
  return (
    <div className="space-y-3">
      {kept !== undefined ? (
        <p role={refusal !== null ? 'alert' : 'status'} className={`rounded-md border border-dashed px-3 py-2 text-sm ${refusal !== null ? 'border-red-300 bg-red-50 text-red-800' : 'border-amber-300 bg-amber-50/40 text-amber-900'}`} data-testid="feed-grid-kept">
          {refusal !== null ? t('FEEDS_FORM.KEPT_REFUSED', { reason: refusalText(t, refusal) }) : t('FEEDS_FORM.KEPT_WAITING')}
        </p>
      ) : null}
      <FeedFormView key={key} initial={{ kind: 'manual', name, currency, columns, rows }} feedId={feed.id} cancelHref={cancelHref} keptKey={refusal !== null ? (kept?.entry.key ?? null) : null} />
    </div>
  );
}
