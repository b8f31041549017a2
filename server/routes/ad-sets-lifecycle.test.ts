/**
 * An ad set's lifecycle beyond the wizard: archiving and restoring, deleting, and the
 * review rule of worker/contract/ad-set-review.ts (a change of what the review covered resets it;
 * a set without ads is never approved).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { AD_SET_UPDATED } from './ad-sets-live.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.publisher.clear());

const BASE = '/server/api/v1/ad-set';
const announced = () => t.publisher.messages.filter((m) => m.event === AD_SET_UPDATED).map((m) => m.data);
/** A seeded ready ad set of acme with ads, not one an earlier test used (fails loudly when the seed runs out). */
const used: number[] = [];
const freshSet = () => {
  const id = t.db
    .prepare(`SELECT id FROM ad_sets a WHERE brand_id = 1 AND status = 'ready' AND EXISTS (SELECT 1 FROM ads WHERE ad_set_id = a.id) ${used.length ? `AND id NOT IN (${used.join(',')})` : ''} ORDER BY id LIMIT 1`)
    .pluck()
    .get() as number | undefined;
  if (id === undefined) throw new Error('the seed has no more ready ad sets with ads in acme');
  used.push(id);
  return id;
};

describe('archive and delete', () => {
  it('archives and restores through the generic PUT, announcing each', async () => {
    const agent = await t.signIn('editor@example.com', 'acme');
    const id = freshSet();
    expect((await agent.put(`${BASE}/${id}`, { archived: true })).json().data).toMatchObject({ id, archived: true });
    expect((await agent.put(`${BASE}/${id}`, { archived: false })).json().data).toMatchObject({ id, archived: false });
    expect(announced()).toEqual([
      { brandId: 1, adSet: { id } },
      { brandId: 1, adSet: { id } },
    ]);
  });

  it('deletes an ad set with its ads (204, then 404) and announces it; visitors get 403, another brand’s is 404', async () => {
    const id = freshSet();
    expect((await (await t.signIn('visitor@example.com', 'acme')).delete(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await (await t.signIn('manager@example.com', 'globex')).delete(`${BASE}/${id}`)).statusCode).toBe(404);
    const agent = await t.signIn('editor@example.com', 'acme');
    expect((await agent.delete(`${BASE}/${id}`)).statusCode).toBe(204);
    expect((await agent.get(`${BASE}/${id}/detail`)).statusCode).toBe(404);
    expect(t.db.prepare('SELECT COUNT(*) FROM ads WHERE ad_set_id = ?').pluck().get(id)).toBe(0);
    expect(announced()).toEqual([{ brandId: 1, adSet: { id } }]);
  });
});

describe('the review follows the content', () => {
  it('a change of languages resets an approval to not reviewed; saving the same answer keeps it', async () => {
    const id = freshSet();
    const manager = await t.signIn('manager@example.com', 'acme');
    expect((await manager.post(`${BASE}/${id}/review`, { state: 'approved' })).json().data.review_state).toBe('approved');
    const languages = JSON.parse(t.db.prepare('SELECT languages FROM ad_sets WHERE id = ?').pluck().get(id) as string) as string[];
    const same = (await manager.put(`${BASE}/${id}/wizard/localize`, { languages })).json().data;
    expect(same.review).toMatchObject({ state: 'approved', by: { name: 'Marta Manager' } });
    const changed = (await manager.put(`${BASE}/${id}/wizard/localize`, { languages: [...languages, 'de'] })).json().data;
    expect(changed.review_state).toBeNull();
    expect(changed.review).toEqual({ state: null, by: null, at: null, comment: null });
    expect(t.db.prepare('SELECT review_state, reviewed_by, review_comment FROM ad_sets WHERE id = ?').get(id)).toEqual({ review_state: null, reviewed_by: null, review_comment: null });
  });

  it('a change of mapping resets a rejection too', async () => {
    const id = freshSet();
    const manager = await t.signIn('manager@example.com', 'acme');
    await manager.post(`${BASE}/${id}/review`, { state: 'rejected', comment: 'Old prices.' });
    const mapping = JSON.parse(t.db.prepare('SELECT mapping FROM ad_sets WHERE id = ?').pluck().get(id) as string) as Record<string, string>;
    const res = await manager.put(`${BASE}/${id}/wizard/mapping`, { mapping: { ...mapping, cta: mapping.cta === 'name' ? 'sku' : 'name' } });
    expect(res.json().data.review).toEqual({ state: null, by: null, at: null, comment: null });
  });

  it('a set without ads is never approved: not shown as such, not listed as such, and approving it is refused', async () => {
    const id = freshSet();
    const manager = await t.signIn('manager@example.com', 'acme');
    await manager.post(`${BASE}/${id}/review`, { state: 'approved' });
    t.db.prepare('DELETE FROM ads WHERE ad_set_id = ?').run(id);
    const detail = await manager.get(`${BASE}/${id}/detail`);
    expect(detail.json(), detail.body).toHaveProperty('data');
    expect(detail.json().data).toMatchObject({ ads_count: 0, review_state: null, review: { state: null } });
    const listed = async (review_state: string) => ((await manager.get(`${BASE}/overview`, { query: { review_state, limit: '100', archived: '-1' } })).json().data as { id: number }[]).map((r) => r.id);
    expect(await listed('approved')).not.toContain(id);
    expect(await listed('none')).toContain(id);
    const refused = await manager.post(`${BASE}/${id}/review`, { state: 'approved' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ state: ['An ad set without ads cannot be reviewed: populate it first.'] });
  });
});
