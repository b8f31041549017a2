/**
 * Test support for the feeds' component tests: an in-memory feeds server answering the fake
 * network's calls by name as the reference backend does (a create answers the new feed, a 422
 * is an errors map), so a write followed by the data layer's refetch shows its effect.
 */
import type { Feed, FeedDetail, FeedInput, FeedPreview, FeedRevision, FeedsListQuery, Product, ProductsListQuery } from '../../../worker/domains/feeds/contract';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { httpFailure } from '../../../tests/harness/http-failure';

export function aFeed(id: number, overrides: Partial<FeedDetail> = {}): FeedDetail {
  return {
    id: String(id),
    name: `Feed ${id}`,
    kind: 'upload',
    status: 'ready',
    url: null,
    format: null,
    schedule: null,
    delimiter: ',',
    hasHeader: true,
    sourceFeedId: null,
    fileName: 'products.csv',
    currency: 'EUR',
    productsCount: 2,
    lastImportedAt: '2025-07-01T09:00:00Z',
    nextFetchAt: null,
    lastFetchAt: null,
    lastFetchError: null,
    archived: false,
    createdAt: '2025-07-01T09:00:00Z',
    updatedAt: '2025-07-01T09:00:00Z',
    rules: { filters: [], transforms: [] },
    sourceFeedName: null,
    attributes: [
      { name: 'sku', type: 'text', sample: 'A-1', fillRate: 1 },
      { name: 'name', type: 'text', sample: 'Red shoe', fillRate: 1 },
      { name: 'price', type: 'price', sample: '12.50 EUR', fillRate: 0.5 },
    ],
    permalinkToken: 'permalink-token',
    apiToken: 'api-token',
    ...overrides,
  };
}

export function aProduct(id: number, feedId: string, overrides: Partial<Product> = {}): Product {
  return { id: String(id), feedId, name: `Shoe ${id}`, sku: `A-${id}`, price: 12.5, currency: 'EUR', data: { sku: `A-${id}`, name: `Shoe ${id}`, price: '12.50 EUR' }, updatedAt: '2025-07-01T09:00:00Z', ...overrides };
}

const notFound = () => httpFailure(404, 'Not Found', { message: 'No query results for model [Feed].' });
const page = <T>(items: readonly T[], q: { page: number; perPage: number }) => ({
  items: items.slice((q.page - 1) * q.perPage, q.page * q.perPage),
  page: q.page,
  perPage: q.perPage,
  total: items.length,
  lastPage: Math.max(1, Math.ceil(items.length / q.perPage)),
});

export interface FeedsServerOptions {
  /** Answers a create or edit instead of storing it (throw httpFailure(422, …) to refuse). */
  readonly refuse?: (input: FeedInput) => void;
  readonly preview?: FeedPreview;
  readonly revisions?: readonly FeedRevision[];
}

export function feedsServer(initialFeeds: readonly FeedDetail[], initialProducts: readonly Product[] = [], options: FeedsServerOptions = {}) {
  const feeds = [...initialFeeds];
  const products = [...initialProducts];
  let nextId = 500;
  const find = (id: string) => feeds.find((f) => f.id === id) ?? (() => { throw notFound(); })();
  const store = (input: FeedInput, id: string | null): FeedDetail => {
    options.refuse?.(input);
    const base = id === null ? aFeed(nextId++, { kind: input.kind, productsCount: 0 }) : find(id);
    const next = { ...base, name: input.name, currency: input.currency, ...(input.kind === 'fetch' ? { url: input.url, format: input.format, schedule: input.schedule } : {}) };
    if (input.kind === 'manual') {
      const feedProducts = input.rows.map((row, i) => aProduct(nextId * 10 + i, next.id, { name: row.name ?? row.sku ?? '', sku: row.sku ?? '', data: row }));
      for (let i = products.length - 1; i >= 0; i--) if (products[i]!.feedId === next.id) products.splice(i, 1);
      products.push(...feedProducts);
      Object.assign(next, { productsCount: feedProducts.length, attributes: input.columns.map((c) => ({ ...c, sample: null, fillRate: 1 })) });
    }
    if (id === null) feeds.unshift(next);
    else feeds[feeds.findIndex((f) => f.id === id)] = next;
    return next;
  };
  return {
    feeds,
    products,
    install({ backend }: FakePorts) {
      backend
        .autoAnswer('feedsList', (call) => {
          const q = call.args[0] as FeedsListQuery;
          return page<Feed>(feeds.filter((f) => f.archived === q.archived && (!q.search || f.name.toLowerCase().includes(q.search.toLowerCase()))), q);
        })
        .autoAnswer('feedDetail', (call) => find(call.args[0] as string))
        .autoAnswer('feedCreate', (call) => store(call.args[0] as FeedInput, null))
        .autoAnswer('feedEdit', (call) => {
          const { id, input } = call.args[0] as { id: string; input: FeedInput };
          if (find(id).kind !== input.kind) throw notFound();
          return store(input, id);
        })
        .autoAnswer('feedPreview', () => options.preview ?? { columns: [], rows: [], total: 0, problems: [], delimiter: null })
        .autoAnswer('feedArchive', (call) => {
          const { id, archived } = call.args[0] as { id: string; archived: boolean };
          feeds[feeds.indexOf(find(id))] = { ...find(id), archived };
          return undefined;
        })
        .autoAnswer('productsList', (call) => {
          const q = call.args[0] as ProductsListQuery;
          return page(products.filter((p) => (q.feedId === undefined || p.feedId === q.feedId) && (!q.search || p.name.includes(q.search) || p.sku.includes(q.search))), q);
        })
        .autoAnswer('productGet', (call) => products.find((p) => p.id === call.args[0]) ?? (() => { throw notFound(); })())
        .autoAnswer('feedRevisions', (call) => page(options.revisions ?? [], call.args[0] as { page: number; perPage: number }))
        .autoAnswer('feedChanges', (call) => page([], call.args[0] as { page: number; perPage: number }))
        .autoAnswer('productChanges', () => page([], { page: 1, perPage: 50 }))
        .autoAnswer('feedStats', (call) => ({ id: call.args[0] as string, products: 0, unpriced: 0, currencies: [] }));
    },
  };
}
