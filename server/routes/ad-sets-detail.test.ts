import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

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
