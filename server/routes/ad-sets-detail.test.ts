import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';
import { HOOK_URL_NOT_PUBLIC } from '../../worker/contract/ad-set-hooks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/server/api/v1/ad-set';
/** A seeded ready ad set of the brand that has ads and sizes. */
const readySet = (brandId: number) =>
  t.db.prepare("SELECT id FROM ad_sets a WHERE brand_id = ? AND status = 'ready' AND sizes != '[]' AND EXISTS (SELECT 1 FROM ads WHERE ad_set_id = a.id) ORDER BY id LIMIT 1").pluck().get(brandId) as number;

describe('ad-set detail calls', () => {
  it('lists the set’s ads and answers one of them; an ad of another set is a 404', async () => {
    const agent = await t.signIn('visitor@example.com', 'acme');
    const id = readySet(1);
    const ads = (await agent.get(`${BASE}/${id}/ads`)).json();
    expect(ads.total).toBeGreaterThan(0);
    expect(ads.data[0]).toMatchObject({ ad_set_id: id, language: 'en' });
    expect(ads.data[0].values).toHaveProperty('headline');
    expect((await agent.get(`${BASE}/${id}/ad/${ads.data[0].id}`)).json().data.id).toBe(ads.data[0].id);
    const other = t.db.prepare('SELECT id FROM ads WHERE brand_id = 1 AND ad_set_id != ? LIMIT 1').pluck().get(id) as number;
    expect((await agent.get(`${BASE}/${id}/ad/${other}`)).statusCode).toBe(404);
    expect((await agent.get(`${BASE}/${id}/ad/99999`)).statusCode).toBe(404);
    expect((await agent.get(`${BASE}/${readySet(2)}/ads`)).statusCode).toBe(404);
  });

  it('review: managers and developers set it with who and when, a comment is required unless approved; editors and visitors get 403; others are notified', async () => {
    const id = readySet(1);
    const editor = await t.signIn('editor@example.com', 'acme');
    expect((await editor.post(`${BASE}/${id}/review`, { state: 'approved' })).statusCode).toBe(403);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.post(`${BASE}/${id}/review`, { state: 'approved' })).statusCode).toBe(403);
    const developer = await t.signIn('developer@example.com', 'acme');
    expect((await developer.post(`${BASE}/${id}/review`, { state: 'rejected' })).json().errors).toEqual({ comment: ['The comment field is required when the ad set is not approved.'] });
    expect((await developer.post(`${BASE}/${id}/review`, { state: 'maybe' })).statusCode).toBe(422);
    const before = t.db.prepare("SELECT COUNT(*) FROM notifications WHERE type LIKE '%AdSetReviewed%'").pluck().get() as number;
    const done = (await developer.post(`${BASE}/${id}/review`, { state: 'partly-approved', comment: 'Fix the prices' })).json().data;
    expect(done).toMatchObject({ review_state: 'partly-approved', review: { state: 'partly-approved', by: { name: 'David Developer' }, at: expect.any(String), comment: 'Fix the prices' } });
    expect(t.db.prepare("SELECT COUNT(*) FROM notifications WHERE type LIKE '%AdSetReviewed%'").pluck().get()).toBeGreaterThan(before);
    expect((await developer.post(`${BASE}/${readySet(2)}/review`, { state: 'approved' })).statusCode).toBe(404);
  });

  it('hooks: add with events (422 for a bad URL or no event), remove; settings and a new secret; visitors get 403', async () => {
    const id = readySet(1);
    const manager = await t.signIn('manager@example.com', 'acme');
    const bad = await manager.post(`${BASE}/${id}/hooks`, { url: 'not a url', events: [] });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['events', 'url']);
    const added = await manager.post(`${BASE}/${id}/hooks`, { url: 'https://hooks.example.com/in', events: ['render.finished'] });
    expect(added.statusCode).toBe(201);
    const hook = added.json().data.hooks.at(-1);
    expect(hook).toMatchObject({ url: 'https://hooks.example.com/in', events: ['render.finished'] });
    expect((await manager.delete(`${BASE}/${id}/hooks/${hook.id}`)).json().data.hooks.some((h: { id: number }) => h.id === hook.id)).toBe(false);
    expect((await manager.delete(`${BASE}/${id}/hooks/${hook.id}`)).statusCode).toBe(404);
    expect((await manager.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'linear', max_attempts: 11 })).statusCode).toBe(422);
    expect((await manager.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'linear', max_attempts: 5 })).json().data.hooks_settings).toMatchObject({ retry_policy: 'linear', max_attempts: 5 });
    const secret = (await manager.post(`${BASE}/${id}/hooks-settings/secret`)).json().data.secret as string;
    expect((await manager.get(`${BASE}/${id}/detail`)).json().data.hooks_settings.secret_hint).toBe(`…${secret.slice(-4)}`);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.post(`${BASE}/${id}/hooks`, { url: 'https://x.example.com', events: ['render.failed'] })).statusCode).toBe(403);
    expect((await visitor.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'none', max_attempts: 1 })).statusCode).toBe(403);
    expect((await visitor.post(`${BASE}/${id}/hooks-settings/secret`)).statusCode).toBe(403);
  });

  it('the signing secret: only managers (and godlike users) rotate it and see its hint; editors and visitors get 403 and no hint', async () => {
    const id = readySet(1);
    const editor = await t.signIn('editor@example.com', 'acme');
    const visitor = await t.signIn('visitor@example.com', 'acme');
    const developer = await t.signIn('developer@example.com', 'acme');
    const before = t.db.prepare('SELECT hooks_secret FROM ad_sets WHERE id = ?').pluck().get(id);
    for (const agent of [editor, visitor, developer]) {
      const refused = await agent.post(`${BASE}/${id}/hooks-settings/secret`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(t.db.prepare('SELECT hooks_secret FROM ad_sets WHERE id = ?').pluck().get(id)).toBe(before);
    // Editors still change the retry settings.
    expect((await editor.put(`${BASE}/${id}/hooks-settings`, { retry_policy: 'exponential', max_attempts: 3 })).statusCode).toBe(200);

    const manager = await t.signIn('manager@example.com', 'acme');
    const secret = (await manager.post(`${BASE}/${id}/hooks-settings/secret`)).json().data.secret as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{36}$/);
    const god = await t.signIn('god@example.com', 'acme');
    expect((await god.post(`${BASE}/${id}/hooks-settings/secret`)).statusCode).toBe(200);
    const settings = async (agent: typeof manager) => (await agent.get(`${BASE}/${id}/detail`)).json().data.hooks_settings;
    const current = t.db.prepare('SELECT hooks_secret FROM ad_sets WHERE id = ?').pluck().get(id) as string;
    expect(await settings(manager)).toMatchObject({ secret_set: true, secret_hint: `…${current.slice(-4)}`, previous_secret_until: new Date(TEST_NOW.getTime() + 24 * 3600 * 1000).toISOString() });
    for (const agent of [editor, visitor]) expect(await settings(agent)).toMatchObject({ secret_set: true, secret_hint: null });
  });

  it('hook URLs: managers and editors see them whole, visitors without credentials and query values (detail and deliveries)', async () => {
    const id = readySet(1);
    const manager = await t.signIn('manager@example.com', 'acme');
    const url = 'https://bot:pa55@hooks.example.com/in?token=s3cret&team=7';
    expect((await manager.post(`${BASE}/${id}/hooks`, { url, events: ['ad-set.reviewed'] })).statusCode).toBe(201);
    const developer = await t.signIn('developer@example.com', 'acme');
    expect((await developer.post(`${BASE}/${id}/review`, { state: 'approved' })).statusCode).toBe(200);
    const seen = async (email: string) => {
      const agent = await t.signIn(email, 'acme');
      const hooks = (await agent.get(`${BASE}/${id}/detail`)).json().data.hooks as { url: string }[];
      const deliveries = (await agent.get(`${BASE}/${id}/hook-deliveries`)).json().data as { url: string }[];
      return { hook: hooks.at(-1)!.url, delivery: deliveries[0]!.url, text: JSON.stringify({ hooks, deliveries }) };
    };
    for (const email of ['manager@example.com', 'editor@example.com', 'developer@example.com']) expect(await seen(email)).toMatchObject({ hook: url, delivery: url });
    const visitor = await seen('visitor@example.com');
    expect(visitor).toMatchObject({ hook: 'https://hooks.example.com/in?token=…&team=…', delivery: 'https://hooks.example.com/in?token=…&team=…' });
    expect(visitor.text).not.toMatch(/s3cret|pa55|bot/);
  });

  it('render requests: one per ad and size, counted by status; a draft is refused', async () => {
    const id = readySet(1);
    const manager = await t.signIn('manager@example.com', 'acme');
    const detail = (await manager.get(`${BASE}/${id}/detail`)).json().data;
    const res = await manager.post(`${BASE}/${id}/render-requests`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.render_counts.queued).toBe(detail.ads_count * detail.sizes.length + (detail.render_counts.queued ?? 0));
    const draft = (await manager.post(`${BASE}/draft`, { name: 'D', format: 'html', visual_version_id: detail.visual_version_id })).json().data.id;
    expect((await manager.post(`${BASE}/${draft}/render-requests`)).statusCode).toBe(422);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.post(`${BASE}/${id}/render-requests`)).statusCode).toBe(403);
  });
});

describe('hook addresses where only public receivers are allowed (production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ hooks: { ...loadConfig('test').hooks, allowPrivateHosts: false } });
  });
  afterAll(() => prod.close());

  it('refuses loopback, private and link-local receivers when saved (422 on url), by name or literal; a public address is saved', async () => {
    const id = prod.db.prepare("SELECT id FROM ad_sets WHERE brand_id = 1 AND status = 'ready' ORDER BY id LIMIT 1").pluck().get() as number;
    const manager = await prod.signIn('manager@example.com', 'acme');
    const count = () => prod.db.prepare('SELECT COUNT(*) FROM ad_set_hooks WHERE ad_set_id = ?').pluck().get(id);
    const before = count();
    for (const url of ['http://localhost:9000/in', 'http://127.0.0.1:9000/in', 'https://10.0.0.5/in', 'http://169.254.169.254/latest', 'http://[::1]/in']) {
      const refused = await manager.post(`${BASE}/${id}/hooks`, { url, events: ['render.finished'] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: HOOK_URL_NOT_PUBLIC, errors: { url: [HOOK_URL_NOT_PUBLIC] } });
    }
    expect(count()).toBe(before);
    expect((await manager.post(`${BASE}/${id}/hooks`, { url: 'https://93.184.216.34/in', events: ['render.finished'] })).statusCode).toBe(201);
  });

  it('outside production (the local stack) the same local receivers are saved', async () => {
    const id = readySet(1);
    const manager = await t.signIn('manager@example.com', 'acme');
    for (const url of ['http://localhost:9000/in', 'http://127.0.0.1:9000/in']) expect((await manager.post(`${BASE}/${id}/hooks`, { url, events: ['render.finished'] })).statusCode).toBe(201);
  });
});
