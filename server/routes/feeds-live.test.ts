/**
 * Every change of a feed is announced on its brand's private channel (FeedUpdated, docs/feeds.md
 * "Live"): the kinds' creates and edits, settings, column types, "Fetch now" (good or failed),
 * tokens, the generic rename / archive / restore, a product written on its own, the API push, the
 * schedule's fetches and a delete. A refused write announces nothing. A scheduled fetch that fails
 * notifies the feed's owner and the brand's managers, once per failure streak.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/agent.ts';
import { startFeedServer, type FeedServer } from '../test-support/feed-server.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { FEED_UPDATED } from './feeds-live.ts';

let t: TestApp;
let shop: FeedServer;
beforeAll(async () => {
  t = await createTestApp();
  shop = await startFeedServer();
});
afterAll(async () => {
  await t.close();
  await shop.close();
});
beforeEach(() => t.publisher.clear());

const base = '/server/api/v1/feed';
const HOUR = 3_600_000;
const csv = (skus: readonly string[]) => `sku,name,price\n${skus.map((s) => `${s},Shoe ${s},10.00 EUR`).join('\n')}\n`;
/** What was announced, in order, as [channel, feed id, action]. */
const announced = () => t.publisher.messages.filter((m) => m.event === FEED_UPDATED).map((m) => [m.channel, (m.data as { feed: { id: number } }).feed.id, (m.data as { action?: string }).action]);
const runDue = async (hoursLater: number) =>
  (await t.app.inject({ method: 'POST', url: '/__control/feeds/run-due', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ at: new Date(TEST_NOW.getTime() + hoursLater * HOUR).toISOString() }) })).json() as { fetched: { feedId: number; ok: boolean }[] };
const failureNotices = (feedId: number) =>
  (t.db.prepare('SELECT notifiable_id, data FROM notifications WHERE type = ? ORDER BY rowid').all(NOTIFICATION_TYPES.FeedFetchFailed) as { notifiable_id: number; data: string }[])
    .map((n) => ({ to: n.notifiable_id, data: JSON.parse(n.data) as Record<string, unknown> }))
    .filter((n) => n.data.feed === feedId);
const acmeManagers = () => t.db.prepare("SELECT user_id FROM brand_users WHERE brand_id = 1 AND primary_role = 'manager' ORDER BY user_id").pluck().all() as number[];

describe('FeedUpdated is announced for every change of a feed', () => {
  it('creates, edits, settings, column types, tokens, rename, archive, restore, a product, a push and a delete: one event each, on the brand channel', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const columns = [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }];
    const manual = (await agent.post(`${base}/manual`, { name: 'Grid', columns, rows: [{ sku: 'M1', price: '9' }] })).json().data as { id: number; api_token: string };
    const file = multipart({ name: 'Upload', delimiter: ',', has_header: '1' }, [{ field: 'file', filename: 'a.csv', content: csv(['U1', 'U2']), type: 'text/csv' }]);
    const upload = (await agent.post(`${base}/upload`, undefined, { raw: file })).json().data as { id: number };
    await agent.put(`${base}/${manual.id}/manual`, { name: 'Grid', columns, rows: [{ sku: 'M1', price: '9' }, { sku: 'M2', price: '3' }] });
    await agent.put(`${base}/${upload.id}/upload`, undefined, { raw: multipart({ name: 'Upload', delimiter: ',', has_header: '1' }, [{ field: 'file', filename: 'b.csv', content: csv(['U1']), type: 'text/csv' }]) });
    await agent.put(`${base}/${upload.id}/upload`, undefined, { raw: multipart({ name: 'Upload renamed', delimiter: ',', has_header: '1' }, []) });
    await agent.put(`${base}/${manual.id}/settings`, { currency: 'CZK' });
    await agent.put(`${base}/${manual.id}/attributes`, { attributes: [{ name: 'price', type: 'number' }] });
    await agent.post(`${base}/${manual.id}/tokens/permalink`);
    await agent.put(`/server/api/v1/feed/${upload.id}`, { name: 'Renamed' });
    await agent.put(`/server/api/v1/feed/${upload.id}`, { archived: true });
    await agent.put(`/server/api/v1/feed/${upload.id}`, { archived: false });
    await agent.post('/server/api/v1/product', { name: 'Loose', sku: 'L1', feed_id: manual.id });
    const push = await t.app.inject({ method: 'POST', url: `/feed-api/v1/feeds/${manual.id}/products`, headers: { 'content-type': 'application/json', authorization: `Bearer ${manual.api_token}` }, payload: JSON.stringify({ products: [{ sku: 'M3', price: '1' }] }) });
    expect(push.statusCode).toBe(200);
    expect((await agent.delete(`${base}/${upload.id}`)).statusCode).toBe(204);
    await t.publisher.flush();
    const acme = 'private-brand.acme';
    expect(announced()).toEqual([
      [acme, manual.id, 'created'],
      [acme, upload.id, 'created'],
      [acme, manual.id, 'edited'],
      [acme, upload.id, 'imported'],
      [acme, upload.id, 'settings'],
      [acme, manual.id, 'settings'],
      [acme, manual.id, 'columns'],
      [acme, manual.id, 'tokens'],
      [acme, upload.id, 'settings'],
      [acme, upload.id, 'archived'],
      [acme, upload.id, 'restored'],
      [acme, manual.id, 'edited'],
      [acme, manual.id, 'pushed'],
      [acme, upload.id, 'deleted'],
    ]);
    // The payload is the client's own row (worker/domains/feeds/contract.ts): the brand and the feed id.
    expect(t.publisher.messages[0]!.data).toEqual({ brandId: 1, feed: { id: manual.id }, action: 'created' });
  });

  it('a refused write announces nothing', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const bad = await agent.post(`${base}/manual`, { name: 'Bad', columns: [{ name: 'sku', type: 'text' }], rows: [{ sku: '' }] });
    expect(bad.statusCode).toBe(422);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    const feedId = t.db.prepare("SELECT id FROM feeds WHERE brand_id = 1 AND type = 'manual' ORDER BY id LIMIT 1").pluck().get() as number;
    expect((await visitor.put(`${base}/${feedId}/settings`, { name: 'Mine now' })).statusCode).toBe(403);
    await t.publisher.flush();
    expect(announced()).toEqual([]);
  });

  it('"Fetch now" announces a good fetch and a failed one', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    shop.answer('/now.csv', { body: csv(['N1']) });
    const feed = (await agent.post(`${base}/fetch`, { name: 'Now', url: shop.url('/now.csv'), format: 'csv', schedule: 'manual' })).json().data as { id: number };
    await agent.post(`${base}/${feed.id}/fetch`);
    shop.answer('/now.csv', { status: 404, body: 'gone' });
    await agent.post(`${base}/${feed.id}/fetch`);
    await t.publisher.flush();
    expect(announced().map(([, id, action]) => [id, action])).toEqual([[feed.id, 'created'], [feed.id, 'fetched'], [feed.id, 'fetch-failed']]);
    // A failed "Fetch now" is seen by the person who pressed it: nobody is notified.
    expect(failureNotices(feed.id)).toEqual([]);
  });
});

describe('the schedule', () => {
  it('announces each fetch; a failure notifies the owner and the managers once per streak, with the reason and the feed', async () => {
    const developer = await t.signIn('developer@example.com', 'acme');
    shop.answer('/sched.csv', { body: csv(['S1', 'S2', 'S3']) });
    const feed = (await developer.post(`${base}/fetch`, { name: 'Scheduled shop', url: shop.url('/sched.csv'), format: 'csv', schedule: 'hourly' })).json().data as { id: number };
    t.db.prepare("UPDATE feeds SET next_fetch_at = NULL WHERE type = 'fetch' AND id != ?").run(feed.id);
    t.publisher.clear();

    // 3 → 2 products, announced.
    shop.answer('/sched.csv', { body: csv(['S1', 'S2']) });
    expect((await runDue(1)).fetched).toEqual([{ feedId: feed.id, ok: true }]);
    await t.publisher.flush();
    expect(announced()).toEqual([['private-brand.acme', feed.id, 'fetched']]);

    // Down for three ticks: announced every time, told once.
    shop.answer('/sched.csv', { status: 503, body: 'busy' });
    for (const hour of [2, 3, 4]) expect((await runDue(hour)).fetched).toEqual([{ feedId: feed.id, ok: false, message: 'The URL answered 503 Service Unavailable.' }]);
    await t.publisher.flush();
    expect(announced().slice(1).map(([, , action]) => action)).toEqual(['fetch-failed', 'fetch-failed', 'fetch-failed']);
    const audience = [...new Set([2, ...acmeManagers()])].sort();
    expect(acmeManagers()).toContain(1);
    const told = failureNotices(feed.id);
    expect(told.map((n) => n.to).sort()).toEqual(audience);
    expect(told[0]!.data).toEqual({ brandIdentifier: 'acme', brandLabel: 'Acme Corporation', feed: feed.id, feedLabel: 'Scheduled shop', error: 'The URL answered 503 Service Unavailable.' });

    // Back: the streak ends; the next failure is told again.
    shop.answer('/sched.csv', { body: csv(['S1']) });
    await runDue(5);
    expect(failureNotices(feed.id)).toHaveLength(audience.length);
    shop.answer('/sched.csv', { status: 404, body: 'gone' });
    await runDue(6);
    await runDue(7);
    const again = failureNotices(feed.id).slice(audience.length);
    expect(again.map((n) => n.to).sort()).toEqual(audience);
    expect(again[0]!.data.error).toBe('The URL answered 404 Not Found.');
  });
});
