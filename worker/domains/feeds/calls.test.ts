// @vitest-environment node
/** The feeds calls through the real HttpPort: paths, bodies (JSON or multipart) and translation. */
import { describe, expect, it } from 'vitest';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { AppInternalError } from '../../ports/http/errors';
import { feedsCalls } from './calls';

function portAnswering(status: number, body: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const port = createHttpPort({ fetch, origin: 'https://app.test', env: { oauthClientId: 'c', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { port, requests };
}

const feedRow = {
  id: 4,
  name: 'Spring',
  type: 'derived',
  status: 'ready',
  url: null,
  format: null,
  schedule: null,
  delimiter: null,
  has_header: 1,
  source_feed_id: 2,
  file_name: null,
  currency: 'EUR',
  products_count: 3,
  last_imported_at: '2025-06-15T12:00:00.000Z',
  archived_at: null,
  created_at: '2025-06-15T12:00:00.000Z',
  updated_at: '2025-06-15T12:00:00.000Z',
};
const detail = {
  ...feedRow,
  rules: { filters: [{ column: 'category', op: 'equals', value: 'Shoes' }], transforms: [] },
  source_feed_name: 'Catalogue',
  attributes: [{ name: 'sku', type: 'text', sample: 'A-1', fill_rate: 0.5 }],
  permalink_token: 'p',
  api_token: null,
};

describe('feeds calls', () => {
  it('lists active or archived feeds by last change, and translates them', async () => {
    const { port, requests } = portAnswering(200, { data: [feedRow], current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const page = await port.call(feedsCalls.feedsList, { kind: 'feeds/list', page: 1, perPage: 20, archived: true, search: 'spr' }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/feed?page=1&limit=20&archived=1&sort=updated_at&search=spr');
    expect(page.items[0]).toEqual({
      id: '4', name: 'Spring', kind: 'derived', status: 'ready', url: null, format: null, schedule: null, delimiter: null, hasHeader: true,
      sourceFeedId: '2', fileName: null, currency: 'EUR', productsCount: 3, lastImportedAt: '2025-06-15T12:00:00.000Z', nextFetchAt: null, lastFetchAt: null, lastFetchError: null, archived: false,
      createdAt: '2025-06-15T12:00:00.000Z', updatedAt: '2025-06-15T12:00:00.000Z',
    });
  });

  it('reads a feed’s detail with its rules, columns and tokens', async () => {
    const { port, requests } = portAnswering(200, { data: detail });
    const feed = await port.call(feedsCalls.feedDetail, '4', { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/feed/4/detail');
    expect(feed).toMatchObject({ kind: 'derived', sourceFeedName: 'Catalogue', attributes: [{ name: 'sku', type: 'text', sample: 'A-1', fillRate: 0.5 }], permalinkToken: 'p', apiToken: null });
  });

  it('reads a fetch feed’s schedule and its last failure, and a failed fetch’s revision', async () => {
    const fetchRow = { ...detail, type: 'fetch', url: 'https://shop.test/f.csv', format: 'csv', schedule: 'hourly', next_fetch_at: '2025-06-15T13:00:00.000Z', last_fetch_at: '2025-06-15T12:00:00.000Z', last_fetch_error: 'The URL answered 404 Not Found.' };
    const feed = await portAnswering(200, { data: fetchRow }).port.call(feedsCalls.feedDetail, '4', { brand: 'acme' });
    expect(feed).toMatchObject({ kind: 'fetch', nextFetchAt: '2025-06-15T13:00:00.000Z', lastFetchAt: '2025-06-15T12:00:00.000Z', lastFetchError: 'The URL answered 404 Not Found.' });
    const revisions = { data: [{ id: 9, kind: 'fetch-failed', added: 0, changed: 0, removed: 0, error: 'The URL answered 404 Not Found.', created_at: '2025-06-15T12:00:00.000Z', user_name: null }], current_page: 1, per_page: 20, total: 1, last_page: 1 };
    const page = await portAnswering(200, revisions).port.call(feedsCalls.feedRevisions, { kind: 'feeds/revisions', feedId: '4', page: 1, perPage: 20 }, { brand: 'acme' });
    expect(page.items[0]).toMatchObject({ kind: 'fetch-failed', error: 'The URL answered 404 Not Found.', userName: null });
  });

  it('creates an upload as multipart and the other kinds as JSON, each at its kind’s path', async () => {
    const upload = portAnswering(201, { data: { ...detail, type: 'upload' } });
    const file = new Blob(['sku\nA\n'], { type: 'text/csv' });
    await upload.port.call(feedsCalls.feedCreate, { kind: 'upload', name: 'Spring', delimiter: ';', hasHeader: false, currency: 'CZK', file, fileName: 'spring.csv' }, { brand: 'acme' });
    expect(upload.requests[0]?.url).toBe('https://app.test/server/api/v1/feed/upload');
    const form = upload.requests[0]?.body as FormData;
    expect([...form.keys()].sort()).toEqual(['currency', 'delimiter', 'file', 'has_header', 'name']);
    expect(form.get('has_header')).toBe('0');
    expect((form.get('file') as File).name).toBe('spring.csv');

    const derived = portAnswering(200, { data: detail });
    await derived.port.call(feedsCalls.feedEdit, { id: '4', input: { kind: 'derived', name: 'Shoes', currency: 'EUR', sourceFeedId: '2', rules: { filters: [], transforms: [] } } }, { brand: 'acme' });
    expect(derived.requests[0]).toMatchObject({ url: 'https://app.test/server/api/v1/feed/4/derived', method: 'PUT' });
    expect(JSON.parse(derived.requests[0]?.body as string)).toEqual({ source_feed_id: 2, rules: { filters: [], transforms: [] }, name: 'Shoes', currency: 'EUR' });
  });

  it('reads products with their row, and refuses a product list that is not a paginator', async () => {
    const row = { id: 7, feed_id: 4, name: 'Shoe', sku: 'A-1', price: '12.50', currency: 'EUR', data: '{"sku":"A-1","size":42}', updated_at: '2025-06-15T12:00:00.000Z' };
    const { port, requests } = portAnswering(200, { data: [row], current_page: 1, per_page: 25, total: 1, last_page: 1 });
    const page = await port.call(feedsCalls.productsList, { kind: 'products/list', page: 1, perPage: 25, feedId: '4' }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/product?page=1&limit=25&sort=id&order=asc&feed_id=4');
    expect(page.items[0]).toEqual({ id: '7', feedId: '4', name: 'Shoe', sku: 'A-1', price: 12.5, currency: 'EUR', data: { sku: 'A-1', size: '42' }, updatedAt: '2025-06-15T12:00:00.000Z' });
    await expect(portAnswering(200, { data: 'nope' }).port.call(feedsCalls.productsList, { kind: 'products/list', page: 1, perPage: 25 }, { brand: 'a' })).rejects.toBeInstanceOf(AppInternalError);
  });
});
