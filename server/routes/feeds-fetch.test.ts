/**
 * Fetch feeds fetch their URL for real: from a shop server started here on
 * 127.0.0.1, never the internet. A failure keeps the last good products and shows on the feed;
 * the job runner fetches each feed when its schedule says, as revisions by nobody.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFeedScheduler } from '../feeds/fetch-scheduler.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { closedPort, startFeedServer, type FeedServer } from '../test-support/feed-server.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let shop: FeedServer;
beforeAll(async () => {
  t = await createTestApp();
  shop = await startFeedServer();
  // The seed's fetch feeds (shop.example.com) are on no schedule: no run here asks a resolver.
  expect(t.db.prepare("SELECT COUNT(*) FROM feeds WHERE type = 'fetch' AND next_fetch_at IS NOT NULL").pluck().get()).toBe(0);
});
afterAll(async () => {
  await t.close();
  await shop.close();
});
afterEach(() => {
  vi.useRealTimers();
  t.clock.set(TEST_NOW);
});

const base = '/server/api/v1/feed';
const HOUR = 3_600_000;
const csv = (prices: readonly number[]) => `sku,name,price\n${prices.map((p, i) => `S-${i + 1},Shoe ${i + 1},${p.toFixed(2)} EUR`).join('\n')}\n`;
const revisions = async (agent: Awaited<ReturnType<TestApp['signIn']>>, id: number) => (await agent.get(`${base}/${id}/revisions`)).json().data as { kind: string; added: number; changed: number; removed: number; user_name: string | null; error: string | null }[];
/** A job runner on the test app's database, as buildApp makes one (its timer is off in tests). */
const runner = () => createFeedScheduler({ db: t.db, clock: t.clock, fetch: t.config.feedFetch, publisher: t.publisher, bus: createNotificationBus(), onError: (e) => { throw e; } });
const prices = (id: number) => t.db.prepare('SELECT price FROM products WHERE feed_id = ? ORDER BY sku').pluck().all(id);

async function fetchFeed(path: string, schedule = 'hourly') {
  const agent = await t.signIn('manager@example.com', 'acme');
  const res = await agent.post(`${base}/fetch`, { name: `Shop ${path}`, url: shop.url(path), format: 'csv', schedule });
  expect(res.statusCode).toBe(201);
  return { agent, feed: res.json().data as { id: number; products_count: number; next_fetch_at: string | null; last_fetch_error: string | null } };
}

describe('creating a fetch feed fetches its URL', () => {
  it('stores the products of the document, and when the schedule wants it again', async () => {
    shop.answer('/a.csv', { headers: { 'content-type': 'text/csv' }, body: csv([10, 20, 30]) });
    const { agent, feed } = await fetchFeed('/a.csv');
    expect(feed).toMatchObject({ products_count: 3, next_fetch_at: new Date(TEST_NOW.getTime() + HOUR).toISOString(), last_fetch_error: null });
    expect(prices(feed.id)).toEqual([10, 20, 30]);
    expect(await revisions(agent, feed.id)).toMatchObject([{ kind: 'create', added: 3, user_name: 'Marta Manager' }]);
  });

  it('refuses a URL that gives no feed with the reason under url, storing nothing', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const before = t.db.prepare('SELECT COUNT(*) FROM feeds').pluck().get();
    const create = (url: string, format = 'csv') => agent.post(`${base}/fetch`, { name: 'Nope', url, format, schedule: 'daily' });
    expect((await create(shop.url('/gone.csv'))).json().errors).toEqual({ url: ['The URL answered 404 Not Found.'] });
    const port = await closedPort();
    expect((await create(`http://127.0.0.1:${port}/feed.csv`)).json().errors).toEqual({ url: [`127.0.0.1:${port} refused the connection.`] });
    shop.answer('/page', { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Shop</title><p>Welcome' });
    expect((await create(shop.url('/page'), 'xml')).json().errors).toEqual({ url: ['The URL answered a web page (HTML), not a XML feed.'] });
    expect(t.db.prepare('SELECT COUNT(*) FROM feeds').pluck().get()).toBe(before);
    // "Test fetch" says the same before anything is saved.
    expect((await agent.post(`${base}/preview/fetch`, { url: shop.url('/gone.csv'), format: 'csv' })).json().errors).toEqual({ url: ['The URL answered 404 Not Found.'] });
  });

  it('does not let a visitor make the server fetch a URL (test fetch)', async () => {
    const visitor = await t.signIn('visitor@example.com', 'acme');
    const asked = shop.asked.length;
    expect((await visitor.post(`${base}/preview/fetch`, { url: shop.url('/a.csv'), format: 'csv' })).statusCode).toBe(403);
    expect(shop.asked.length).toBe(asked);
  });
});

describe('fetch now', () => {
  it('records a new revision from the changed document, and on a failure keeps the products and shows why', async () => {
    shop.answer('/b.csv', { body: csv([10, 20]) });
    const { agent, feed } = await fetchFeed('/b.csv');
    shop.answer('/b.csv', { body: csv([10, 25, 5]) });
    t.clock.advance(60_000);
    const fetched = (await agent.post(`${base}/${feed.id}/fetch`)).json().data;
    expect(fetched).toMatchObject({ products_count: 3, last_fetch_error: null });
    expect(prices(feed.id)).toEqual([10, 25, 5]);

    shop.answer('/b.csv', { status: 404, body: 'gone' });
    t.clock.advance(60_000);
    const failed = await agent.post(`${base}/${feed.id}/fetch`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ products_count: 3, last_fetch_error: 'The URL answered 404 Not Found.', last_fetch_at: new Date(TEST_NOW.getTime() + 120_000).toISOString() });
    expect(prices(feed.id)).toEqual([10, 25, 5]);
    expect(await revisions(agent, feed.id)).toMatchObject([
      { kind: 'fetch-failed', added: 0, changed: 0, removed: 0, error: 'The URL answered 404 Not Found.' },
      { kind: 'fetch', added: 1, changed: 1, removed: 0, error: null },
      { kind: 'create', added: 2 },
    ]);

    shop.answer('/b.csv', { body: csv([10, 25, 5]) });
    expect((await agent.post(`${base}/${feed.id}/fetch`)).json().data.last_fetch_error).toBeNull();
  });
});

describe('the schedule runs', () => {
  it('fetches each feed when it is due, as an automatic revision, and leaves manual, archived and not-yet-due feeds alone', async () => {
    shop.answer('/hourly.csv', { body: csv([1]) });
    shop.answer('/daily.csv', { body: csv([2]) });
    shop.answer('/manual.csv', { body: csv([3]) });
    shop.answer('/archived.csv', { body: csv([4]) });
    const hourly = (await fetchFeed('/hourly.csv', 'hourly')).feed;
    const daily = (await fetchFeed('/daily.csv', 'daily')).feed;
    const manual = (await fetchFeed('/manual.csv', 'manual')).feed;
    const { agent, feed: archived } = await fetchFeed('/archived.csv', 'hourly');
    expect(manual.next_fetch_at).toBeNull();
    t.db.prepare('UPDATE feeds SET archived_at = ? WHERE id = ?').run(TEST_NOW.toISOString(), archived.id);
    shop.answer('/hourly.csv', { body: csv([1.5]) });

    const ids = (done: { feedId: number }[]) => done.map((d) => d.feedId).filter((id) => [hourly.id, daily.id, manual.id, archived.id].includes(id));
    expect(ids(await runner().runDue(new Date(TEST_NOW.getTime() + HOUR - 1)))).toEqual([]);
    expect(ids(await runner().runDue(new Date(TEST_NOW.getTime() + HOUR)))).toEqual([hourly.id]);
    expect(prices(hourly.id)).toEqual([1.5]);
    expect((await revisions(agent, hourly.id))[0]).toMatchObject({ kind: 'fetch', changed: 1, user_name: null });
    expect(ids(await runner().runDue(new Date(TEST_NOW.getTime() + 24 * HOUR)))).toEqual([hourly.id, daily.id]);
    expect(await revisions(agent, manual.id)).toHaveLength(1);
    expect(await revisions(agent, archived.id)).toHaveLength(1);
  });

  it('keeps the due time in the database: a runner started later (a restart) fetches what fell due meanwhile', async () => {
    shop.answer('/restart.csv', { body: csv([7]) });
    const { feed } = await fetchFeed('/restart.csv', 'hourly');
    const asked = () => shop.asked.filter((p) => p === '/restart.csv').length;
    const after = runner();
    t.clock.set(new Date(TEST_NOW.getTime() + 3 * HOUR));
    await after.runDue();
    expect(asked()).toBe(2);
    expect(t.db.prepare('SELECT next_fetch_at FROM feeds WHERE id = ?').pluck().get(feed.id)).toBe(new Date(TEST_NOW.getTime() + 4 * HOUR).toISOString());
    await after.runDue();
    expect(asked()).toBe(2);
  });

  it('looks for due feeds every tick of its timer, one run at a time', async () => {
    shop.answer('/ticks.csv', { body: csv([8]) });
    const { feed } = await fetchFeed('/ticks.csv', 'hourly');
    t.db.prepare("UPDATE feeds SET next_fetch_at = NULL WHERE type = 'fetch' AND id != ?").run(feed.id);
    const asked = () => shop.asked.filter((p) => p === '/ticks.csv').length;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timed = runner();
    timed.start(60_000);
    await timed.settled();
    expect(asked()).toBe(1); // the create's fetch: the start's own run found nothing due yet
    for (let hour = 1; hour <= 3; hour++) {
      t.clock.set(new Date(TEST_NOW.getTime() + hour * HOUR));
      vi.advanceTimersByTime(60_000);
      await timed.settled();
    }
    timed.stop();
    expect(asked()).toBe(4);
    vi.advanceTimersByTime(10 * 60_000);
    await timed.settled();
    expect(asked()).toBe(4);
  });

  it('runs through the control API as if it were a given time (tests, demos)', async () => {
    shop.answer('/control.csv', { body: csv([6]) });
    const { agent, feed } = await fetchFeed('/control.csv', 'daily');
    shop.answer('/control.csv', { status: 500, body: 'oops' });
    const run = (body: unknown) => t.app.inject({ method: 'POST', url: '/__control/feeds/run-due', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await run({ at: 'tomorrow' })).statusCode).toBe(422);
    const { fetched } = (await run({ at: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString() })).json() as { fetched: { feedId: number }[] };
    expect(fetched.filter((f) => f.feedId === feed.id)).toEqual([{ feedId: feed.id, ok: false, message: 'The URL answered 500 Internal Server Error.' }]);
    expect((await agent.get(`${base}/${feed.id}/detail`)).json().data).toMatchObject({ products_count: 1, last_fetch_error: 'The URL answered 500 Internal Server Error.' });
  });

  it('counts a new schedule from now', async () => {
    shop.answer('/resched.csv', { body: csv([9]) });
    const { agent, feed } = await fetchFeed('/resched.csv', 'manual');
    t.clock.set(new Date(TEST_NOW.getTime() + 5 * HOUR));
    expect((await agent.put(`${base}/${feed.id}/settings`, { schedule: 'daily' })).json().data.next_fetch_at).toBe(new Date(TEST_NOW.getTime() + 29 * HOUR).toISOString());
    expect((await agent.put(`${base}/${feed.id}/settings`, { schedule: 'manual' })).json().data.next_fetch_at).toBeNull();
  });
});

describe('SSRF in production mode', () => {
  it('refuses a feed URL on this machine and sends it nothing', async () => {
    const production = await createTestApp({ feedFetch: { ...t.config.feedFetch, allowPrivateHosts: false } });
    try {
      const agent = await production.signIn('manager@example.com', 'acme');
      const asked = shop.asked.length;
      const res = await agent.post(`${base}/fetch`, { name: 'Inside', url: `http://localhost:${shop.port}/a.csv`, format: 'csv' });
      expect(res.json().errors.url[0]).toMatch(/^localhost is a local or private address \((127\.0\.0\.1|::1)\): feeds are fetched from public addresses only\.$/);
      const control = await agent.post(`${base}/fetch`, { name: 'Control', url: 'http://127.0.0.1:8080/__control/reset', format: 'json' });
      expect(control.json().errors.url).toEqual(['127.0.0.1 is a local or private address (127.0.0.1): feeds are fetched from public addresses only.']);
      expect(shop.asked.length).toBe(asked);
    } finally {
      await production.close();
    }
  });
});
