/**
 * Ad-set webhooks are delivered for real: to a receiver started here on 127.0.0.1,
 * never the internet. One signed delivery per finished render, retried by the ad set's policy
 * (default: exponential, 3 attempts), each delivery listed with its status, attempts and code.
 */
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adSetHookDeliverySchema } from '../../worker/domains/ad-sets/wire';
import { startHookReceiver, type HookReceiver } from '../test-support/hook-receiver.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { settleAdSetRender } from './render-events.ts';
import { createHookRunner } from './runner.ts';
import { verifySignature } from './signature.ts';

let t: TestApp;
let receiver: HookReceiver;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startHookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  t.clock.set(TEST_NOW);
  receiver.received.length = 0;
  receiver.answerWith(200);
});

const BASE = '/server/api/v1/ad-set';
const SECOND = 1000;
/** A runner on the test app's database, as buildApp makes one (its timer is off in tests). */
const runner = (allowPrivateHosts = true) => createHookRunner({ db: t.db, clock: t.clock, send: { allowPrivateHosts, timeoutMs: 5000 }, onError: (e) => { throw e; } });
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
/** Stripe's scheme, computed here on its own: v1 is the HMAC of `${t}.${body}`. */
const v1 = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
const sign = (secret: string, body: string, t = TEST_NOW.getTime() / 1000) => `t=${t},v1=${v1(secret, t, body)}`;

interface Delivery { id: number; event: string; event_id: string; status: string; attempts: number; max_attempts: number; response_code: number | null; last_error: string | null }

/** A fresh ready ad set of brand 1 (ads and sizes) with one hook on the receiver and a secret. */
async function adSetWithHook(path: string, events: string[]) {
  const manager = await t.signIn('manager@example.com', 'acme');
  const source = t.db.prepare("SELECT id FROM ad_sets a WHERE brand_id = 1 AND status = 'ready' AND sizes != '[]' AND EXISTS (SELECT 1 FROM ads WHERE ad_set_id = a.id) ORDER BY id LIMIT 1").pluck().get() as number;
  // Each test its own ad set: a copy of the seeded one with one ad, so the deliveries are its own.
  const id = Number(t.db.prepare("INSERT INTO ad_sets (brand_id, name, format, visual_version_id, feed_id, status, wizard_step, languages, mapping, sizes, created_at, updated_at) SELECT brand_id, name || ' hooks', format, visual_version_id, feed_id, status, wizard_step, languages, mapping, sizes, created_at, updated_at FROM ad_sets WHERE id = ?").run(source).lastInsertRowid);
  t.db.prepare("INSERT INTO ads (brand_id, name, ad_set_id, format, language, input_values, created_at, updated_at) SELECT brand_id, name, ?, format, language, input_values, created_at, updated_at FROM ads WHERE ad_set_id = ? ORDER BY id LIMIT 1").run(id, source);
  expect((await manager.post(`${BASE}/${id}/hooks`, { url: receiver.url(path), events })).statusCode).toBe(201);
  const secret = (await manager.post(`${BASE}/${id}/hooks-settings/secret`)).json().data.secret as string;
  const deliveries = async () => (await manager.get(`${BASE}/${id}/hook-deliveries`)).json().data as Delivery[];
  return { id, manager, secret, deliveries };
}

/** Requests the set's renders (one ad × its sizes) and answers their ids. */
async function requestRenders(manager: Awaited<ReturnType<TestApp['signIn']>>, id: number): Promise<number[]> {
  expect((await manager.post(`${BASE}/${id}/render-requests`)).statusCode).toBe(201);
  return t.db.prepare('SELECT id FROM visual_builds WHERE ad_set_id = ? ORDER BY id').pluck().all(id) as number[];
}

/** The render queue settles a render (ad-set-creatives.test.ts drives the real farm to it). */
function settle(buildId: number, outcome: { status: 'finished' } | { status: 'failed'; error: string }): number {
  t.db.prepare('UPDATE visual_builds SET status = ?, error = ?, progress = 100 WHERE id = ?').run(outcome.status, 'error' in outcome ? outcome.error : null, buildId);
  const build = t.db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(buildId) as VisualBuildRow;
  return settleAdSetRender({ db: t.db, publisher: t.publisher }, build, { id: 1, identifier: 'acme' }, TEST_NOW.toISOString());
}

describe('render.finished', () => {
  it('sends one signed delivery per finished render, none for a failed one the hook does not listen to', async () => {
    const { id, manager, secret, deliveries } = await adSetWithHook('/renders', ['render.finished']);
    const renders = await requestRenders(manager, id);
    expect(renders.length).toBeGreaterThanOrEqual(2);
    const [failed, ...finished] = renders;
    for (const r of finished) expect(settle(r, { status: 'finished' })).toBe(1);
    // The hook does not listen to render.failed: nothing is queued for it.
    expect(settle(failed!, { status: 'failed', error: 'Font missing' })).toBe(0);

    expect(await runner().runDue()).toHaveLength(finished.length);
    expect(receiver.received).toHaveLength(finished.length);
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { id: string; event: string; ad_set: { id: number }; data: { render_id: number; status: string } });
    expect(bodies.map((b) => b.data.render_id).sort()).toEqual([...finished].sort());
    for (const [i, r] of receiver.received.entries()) {
      expect(r.headers['x-adcreative-signature']).toBe(sign(secret, r.body));
      expect(r.headers['x-adcreative-signature']).not.toBe(sign('whsec_wrong', r.body));
      // A receiver's check passes within five minutes of the delivery, not after (a replay).
      expect(verifySignature(r.headers['x-adcreative-signature'] as string, r.body, secret, TEST_NOW.getTime() / 1000 + 300)).toEqual({ ok: true, timestamp: TEST_NOW.getTime() / 1000 });
      expect(verifySignature(r.headers['x-adcreative-signature'] as string, r.body, secret, TEST_NOW.getTime() / 1000 + 301)).toEqual({ ok: false, reason: 'too-old' });
      expect(r.headers).toMatchObject({ 'x-adcreative-event': 'render.finished', 'x-adcreative-event-id': bodies[i]!.id, 'x-adcreative-timestamp': String(TEST_NOW.getTime() / 1000), 'content-type': 'application/json' });
      expect(bodies[i]).toMatchObject({ event: 'render.finished', ad_set: { id }, data: { status: 'finished' } });
    }
    expect(await deliveries()).toEqual(finished.map(() => expect.objectContaining({ event: 'render.finished', status: 'delivered', attempts: 1, response_code: 200, last_error: null })));
    // The hooks tab's decoder reads the server's answer as it is.
    expect(v.parse(adSetHookDeliverySchema, (await deliveries())[0])).toMatchObject({ event: 'render.finished', status: 'delivered', attempts: 1, maxAttempts: 3, responseCode: 200, lastError: null });
    // Delivered is done: a later run sends nothing again.
    expect(await runner().runDue(at(3600 * SECOND))).toEqual([]);
    expect(receiver.received).toHaveLength(finished.length);
  });
});

describe('retries', () => {
  it('a receiver that fails twice (500, 500, 200) gets 3 attempts of the same event, 30 s then 60 s apart, and the delivery ends delivered', async () => {
    const { id, manager, secret, deliveries } = await adSetWithHook('/flaky', ['render.finished']);
    const [render] = await requestRenders(manager, id);
    settle(render!, { status: 'finished' });
    receiver.answerWith(500, 500, 200);
    const run = runner();

    expect(await run.runDue(at(0))).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await deliveries()).toMatchObject([{ status: 'pending', attempts: 1, response_code: 500, last_error: 'The receiver answered 500.' }]);
    // Not yet due: the exponential policy waits 30 s after the first failure.
    expect(await run.runDue(at(29 * SECOND))).toEqual([]);
    expect(await run.runDue(at(30 * SECOND))).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await run.runDue(at(89 * SECOND))).toEqual([]);
    expect(await run.runDue(at(90 * SECOND))).toEqual([expect.objectContaining({ status: 'delivered' })]);

    expect(receiver.received).toHaveLength(3);
    // Every retry carries the same event id and delivery id (receivers drop repeats by them)...
    expect(new Set(receiver.received.map((r) => r.headers['x-adcreative-event-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers['x-adcreative-delivery-id']))).toEqual(new Set([`dlv_${(await deliveries())[0]!.id}`]));
    // ...and a signature of its own time: each attempt verifies at the moment it was sent.
    const times = [0, 30, 90].map((s) => TEST_NOW.getTime() / 1000 + s);
    expect(receiver.received.map((r) => r.headers['x-adcreative-timestamp'])).toEqual(times.map(String));
    for (const [i, r] of receiver.received.entries()) expect(r.headers['x-adcreative-signature']).toBe(sign(secret, r.body, times[i]));
    expect(await deliveries()).toMatchObject([{ status: 'delivered', attempts: 3, max_attempts: 3, response_code: 200, last_error: null }]);
  });

  it('a receiver that always fails ends failed after the policy’s attempts, with its last code and error', async () => {
    const { id, manager, deliveries } = await adSetWithHook('/down', ['render.failed']);
    expect((await manager.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'linear', max_attempts: 4 })).statusCode).toBe(200);
    const [render] = await requestRenders(manager, id);
    settle(render!, { status: 'failed', error: 'Font missing' });
    receiver.answerWith(503);
    const run = runner();
    // Linear: 30 s, 60 s, 90 s after each failure.
    for (const ms of [0, 30, 90, 180]) expect(await run.runDue(at(ms * SECOND))).toHaveLength(1);
    expect(await run.runDue(at(3600 * SECOND))).toEqual([]);
    expect(receiver.received).toHaveLength(4);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ event: 'render.failed', data: { status: 'failed', error: 'Font missing' } });
    expect(await deliveries()).toMatchObject([{ status: 'failed', attempts: 4, max_attempts: 4, response_code: 503, last_error: 'The receiver answered 503.' }]);
  });

  it('policy none sends once; a private address is refused where private hosts are not allowed (production)', async () => {
    const { id, manager, deliveries } = await adSetWithHook('/private', ['render.finished']);
    expect((await manager.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'none', max_attempts: 5 })).statusCode).toBe(200);
    // A name that resolves to loopback is refused at the connection's lookup, an address in the URL before it.
    const byName = receiver.url('/private').replace('127.0.0.1', 'localhost');
    expect((await manager.post(`${BASE}/${id}/hooks`, { url: byName, events: ['render.finished'] })).statusCode).toBe(201);
    const [render] = await requestRenders(manager, id);
    settle(render!, { status: 'finished' });
    expect(await runner(false).runDue()).toEqual([expect.objectContaining({ status: 'failed' }), expect.objectContaining({ status: 'failed' })]);
    expect(receiver.received).toHaveLength(0);
    const [named, literal] = await deliveries();
    expect(literal).toMatchObject({ status: 'failed', attempts: 1, max_attempts: 1, response_code: null });
    expect(literal!.last_error).toBe('127.0.0.1 is a local or private address (127.0.0.1): webhooks are sent to public addresses only.');
    expect(named!.last_error).toMatch(/^localhost is a local or private address \((127\.0\.0\.1|::1)\): webhooks are sent to public addresses only\.$/);
  });
});

describe('rotating the secret', () => {
  it('for 24 hours after a rotation both secrets sign (new first), then only the new one; a first secret has no overlap', async () => {
    const { id, manager, secret: first } = await adSetWithHook('/rotate', ['render.finished']);
    // The first secret of the set replaced none: it signs alone.
    expect((await manager.get(`${BASE}/${id}/detail`)).json().data.hooks_settings).toMatchObject({ secret_set: true, previous_secret_until: null });
    const rotated = (await manager.post(`${BASE}/${id}/hooks-settings/secret`)).json().data.secret as string;
    expect(rotated).not.toBe(first);
    expect((await manager.get(`${BASE}/${id}/detail`)).json().data.hooks_settings.previous_secret_until).toBe(at(24 * 3600 * SECOND).toISOString());
    const [a, b] = await requestRenders(manager, id);
    settle(a!, { status: 'finished' });
    await runner().runDue(at(0));
    const during = receiver.received[0]!;
    const t0 = TEST_NOW.getTime() / 1000;
    expect(during.headers['x-adcreative-signature']).toBe(`t=${t0},v1=${v1(rotated, t0, during.body)},v1=${v1(first, t0, during.body)}`);
    // A receiver still on the old secret and one already on the new both accept it.
    expect(verifySignature(during.headers['x-adcreative-signature'] as string, during.body, first, t0)).toMatchObject({ ok: true });
    expect(verifySignature(during.headers['x-adcreative-signature'] as string, during.body, rotated, t0)).toMatchObject({ ok: true });

    // The overlap ends 24 hours after the rotation: the old secret no longer signs.
    t.clock.set(at(24 * 3600 * SECOND));
    settle(b!, { status: 'finished' });
    await runner().runDue(at(24 * 3600 * SECOND));
    const after = receiver.received[1]!;
    const t1 = t0 + 24 * 3600;
    expect(after.headers['x-adcreative-signature']).toBe(`t=${t1},v1=${v1(rotated, t1, after.body)}`);
    expect(verifySignature(after.headers['x-adcreative-signature'] as string, after.body, first, t1)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('control API hooks/run-due', () => {
  it('runs the runner as if it were `at`: a retry fires without waiting for the backoff; a bad `at` is a 422', async () => {
    const { id, manager, deliveries } = await adSetWithHook('/control', ['render.finished']);
    const [render] = await requestRenders(manager, id);
    settle(render!, { status: 'finished' });
    receiver.answerWith(502, 200);
    const run = (body: unknown) => t.app.inject({ method: 'POST', url: '/__control/hooks/run-due', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const [d] = await deliveries();
    expect((await run({})).json()).toEqual({ deliveries: [{ id: d!.id, status: 'pending' }] });
    expect((await run({ at: at(29 * SECOND).toISOString() })).json()).toEqual({ deliveries: [] });
    expect((await run({ at: at(30 * SECOND).toISOString() })).json()).toEqual({ deliveries: [{ id: d!.id, status: 'delivered' }] });
    expect((await run({ at: 'tomorrow' })).statusCode).toBe(422);
    expect(receiver.received).toHaveLength(2);
  });
});

describe('ad-set events', () => {
  it('a review sends ad-set.reviewed, populating sends ad-set.populated', async () => {
    const { id, secret } = await adSetWithHook('/set', ['ad-set.reviewed', 'ad-set.populated']);
    const developer = await t.signIn('developer@example.com', 'acme');
    expect((await developer.post(`${BASE}/${id}/review`, { state: 'approved' })).statusCode).toBe(200);
    const manager = await t.signIn('manager@example.com', 'acme');
    expect((await manager.post(`${BASE}/${id}/populate`)).statusCode).toBe(200);
    await runner().runDue();
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { event: string; data: Record<string, unknown> });
    expect(bodies).toMatchObject([
      { event: 'ad-set.reviewed', data: { state: 'approved', comment: null, reviewed_by: { name: 'David Developer' } } },
      { event: 'ad-set.populated', data: { ads_count: expect.any(Number), languages: expect.any(Array) } },
    ]);
    for (const r of receiver.received) expect(r.headers['x-adcreative-signature']).toBe(sign(secret, r.body));
  });
});
