/**
 * A scheduled fetch elsewhere changes a feed (3 products → 2, one more revision): the FeedUpdated
 * live event makes every open feed page follow, through the real engine over fake ports and the
 * main thread's cache (what a page renders): the feed list, the feed's record, its products tab
 * (a windowed list) and its revisions tab. Virtual time: exact refetch counts within a second.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import type { FeedDetail, FeedRevision } from '../../worker/domains/feeds/contract';
import type { Query } from '../../worker/contract/queries';
import type { ListWindow, WatchId } from '../../worker/contract/live-queries';
import { LiveQueryCache } from '../../src/data-client/live-query-cache';
import { startSession, type StartedSession } from '../harness';
import { aFeed, aProduct, feedsServer } from '../harness/servers/feeds-test-server';
import { makeNotification } from '../harness/snapshot-fixtures';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const EVENT = 'App\\Events\\FeedUpdated';
const CHANNEL = 'private-brand.acme';
const CALLS = ['feedsList', 'feedDetail', 'productsList', 'feedRevisions'] as const;

const revision = (id: number, kind: string, removed = 0): FeedRevision => ({ id: String(id), kind, added: id === 1 ? 3 : 0, changed: 0, removed, createdAt: '2025-07-01T09:00:00Z', userName: null, error: null });

async function openFeedPages() {
  const s = (session = await startSession({ routeBrand: 'acme' }));
  const server = feedsServer([aFeed(14, { kind: 'fetch', productsCount: 3 }), aFeed(15)], [1, 2, 3].map((i) => aProduct(i, '14')), { revisions: [] });
  const revisions: FeedRevision[] = [revision(1, 'create')];
  server.install(s);
  s.backend.autoAnswer('feedRevisions', () => ({ items: revisions, page: 1, perPage: 20, total: revisions.length, lastPage: 1 }));
  const cache = new LiveQueryCache();
  await s.dl.subscribe((batch: Batch) => cache.apply(batch.queries), { envelopes: false });
  const watch = (query: Query, window?: ListWindow): Promise<WatchId> => s.dl.watch(query, 'acme', window);
  const ids = {
    list: await watch({ kind: 'feeds/list', page: 1, perPage: 20, archived: false }),
    feed: await watch({ kind: 'feeds/get', id: '14' }),
    products: await watch({ kind: 'products/list', feedId: '14', page: 1, perPage: 200 }, { from: 0, to: 40 }),
    revisions: await watch({ kind: 'feeds/revisions', feedId: '14', page: 1, perPage: 20 }),
  };
  await vi.advanceTimersByTimeAsync(0);
  const counts = () => CALLS.map((c) => s.backend.count(c));
  expect(counts()).toEqual([1, 1, 1, 1]);
  const shown = () => {
    s.dl.flushBatches();
    return {
      listCount: (cache.get(ids.list)?.items.find((f) => f.id === '14') as FeedDetail | undefined)?.productsCount,
      feedCount: (cache.get(ids.feed)?.items[0] as FeedDetail | undefined)?.productsCount,
      products: cache.get(ids.products)?.items.map((p) => p.id),
      revisions: cache.get(ids.revisions)?.items.map((r) => (r as FeedRevision).kind),
    };
  };
  expect(shown()).toEqual({ listCount: 3, feedCount: 3, products: ['1', '2', '3'], revisions: ['create'] });
  /** What the schedule's fetch did on the server: product 3 is gone, one more revision. */
  const fetchRemovesOne = () => {
    server.products.splice(2, 1);
    server.feeds[0] = { ...server.feeds[0]!, productsCount: 2 };
    revisions.unshift(revision(2, 'fetch', 1));
  };
  return { s, counts, shown, fetchRemovesOne };
}

describe('FeedUpdated', () => {
  it('a scheduled fetch elsewhere: the open list, feed, products tab and revisions tab show it within a second', async () => {
    const { s, counts, shown, fetchRemovesOne } = await openFeedPages();
    fetchRemovesOne();
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 14 }, action: 'fetched' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 2, 2]);
    expect(shown()).toEqual({ listCount: 2, feedCount: 2, products: ['1', '2'], revisions: ['fetch', 'create'] });
  });

  it('a burst of events refetches each page once; an action this client does not know still refetches', async () => {
    const { s, counts } = await openFeedPages();
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 14 }, action: 'fetched' });
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 15 }, action: 'renamed-by-a-newer-server' });
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 14 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 2, 2]);
  });

  it('a malformed event (no feed id) is refused with its reason and refetches nothing; the next good one still works', async () => {
    const { s, counts, shown, fetchRemovesOne } = await openFeedPages();
    const before = s.dl.engine.state().diagnostics.malformed.live;
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 'fourteen' } });
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.dl.engine.state().diagnostics.malformed.live).toBe(before + 2);
    expect(s.dl.engine.state().diagnostics.lastMalformed).toEqual({ origin: 'live', name: 'FeedUpdated', reason: 'missing feed' });
    expect(counts()).toEqual([1, 1, 1, 1]);
    fetchRemovesOne();
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 14 }, action: 'fetched' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown().products).toEqual(['1', '2']);
  });

  it('a notification that a scheduled fetch failed refetches the feed pages (not the products: a failure keeps them), a second way in', async () => {
    const { s, counts } = await openFeedPages();
    const data = { brandIdentifier: 'acme', brandLabel: 'Acme Corporation', feed: 14, feedLabel: 'Feed 14', error: 'The URL answered 503 Service Unavailable.' };
    s.graphql.pushNotification(makeNotification({ id: 'f1', type: 'App\\Notifications\\FeedFetchFailedNotification', data }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([2, 2, 1, 2]);
  });

  it('a page whose first load is on its way when the event comes loads again once it lands: the answer it gets was read before the change', async () => {
    const s = (session = await startSession({ routeBrand: 'acme' }));
    const before = { items: [aFeed(14, { productsCount: 3 })], page: 1, perPage: 20, total: 1, lastPage: 1 };
    const after = { ...before, items: [aFeed(14, { productsCount: 2 })] };
    const cache = new LiveQueryCache();
    await s.dl.subscribe((batch: Batch) => cache.apply(batch.queries), { envelopes: false });
    const list = await s.dl.watch({ kind: 'feeds/list', page: 1, perPage: 20, archived: false }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.backend.pending('feedsList')).toHaveLength(1);
    s.live.emitRaw(CHANNEL, EVENT, { brandId: 1, feed: { id: 14 }, action: 'fetch-failed' });
    await vi.advanceTimersByTimeAsync(0);
    s.backend.answer('feedsList', before);
    s.backend.autoAnswer('feedsList', () => after);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.backend.count('feedsList')).toBe(2);
    s.dl.flushBatches();
    expect((cache.get(list)?.items[0] as FeedDetail).productsCount).toBe(2);
  });

  it("another brand's channel changes nothing here", async () => {
    const { s, counts } = await openFeedPages();
    s.live.emitRaw('private-brand.globex', EVENT, { brandId: 2, feed: { id: 14 }, action: 'fetched' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(counts()).toEqual([1, 1, 1, 1]);
  });
});
