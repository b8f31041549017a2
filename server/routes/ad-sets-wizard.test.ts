import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { AD_SET_UPDATED } from './ad-sets-live.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/server/api/v1/ad-set';
const approvedVersion = (brandId: number) => t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status = 'approved' AND archived_at IS NULL ORDER BY id LIMIT 1").pluck().get(brandId) as number;
const unapprovedVersion = (brandId: number) => t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status != 'approved' ORDER BY id LIMIT 1").pluck().get(brandId) as number;
const feedWithProducts = (brandId: number) =>
  t.db.prepare('SELECT f.id FROM feeds f WHERE f.brand_id = ? AND f.archived_at IS NULL AND EXISTS (SELECT 1 FROM products p WHERE p.feed_id = f.id AND p.archived_at IS NULL) ORDER BY f.id LIMIT 1').pluck().get(brandId) as number;
const adSetOf = (brandId: number) => t.db.prepare('SELECT id FROM ad_sets WHERE brand_id = ? ORDER BY id LIMIT 1').pluck().get(brandId) as number;

async function draft(email = 'manager@example.com') {
  const agent = await t.signIn(email, 'acme');
  const res = await agent.post(`${BASE}/draft`, { name: 'Wizard set', format: 'png', visual_version_id: approvedVersion(1) });
  expect(res.statusCode).toBe(201);
  return { agent, id: res.json().data.id as number };
}

describe('ad-set wizard', () => {
  it('creates a draft at the feed step; the detail carries the template’s inputs and sizes', async () => {
    const { agent, id } = await draft();
    const detail = (await agent.get(`${BASE}/${id}/detail`)).json().data;
    expect(detail).toMatchObject({ id, name: 'Wizard set', format: 'png', status: 'draft', wizard_step: 'feed', ads_count: 0, languages: [], mapping: {} });
    expect(detail.template_label).toMatch(/ v\d+$/);
    expect(detail.inputs.filter((i: { required: boolean }) => i.required).length).toBeGreaterThan(0);
    expect(detail.available_sizes.length).toBeGreaterThan(0);
  });

  it('refuses a draft without a name, with an unapproved version, or from a visitor', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const missing = await agent.post(`${BASE}/draft`, { name: ' ', format: 'gif', visual_version_id: approvedVersion(1) });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['format', 'name']);
    const unapproved = await agent.post(`${BASE}/draft`, { name: 'X', format: 'html', visual_version_id: unapprovedVersion(1) });
    expect(unapproved.json().errors).toEqual({ visual_version_id: ['The selected visual version id is invalid.'] });
    const mp4 = await agent.post(`${BASE}/draft`, { name: 'X', format: 'mp4', visual_version_id: approvedVersion(1) });
    expect(Object.keys(mp4.json().errors)).toEqual(['format']);
    const foreign = await agent.post(`${BASE}/draft`, { name: 'X', format: 'html', visual_version_id: approvedVersion(2) });
    expect(foreign.statusCode).toBe(422);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.post(`${BASE}/draft`, { name: 'X', format: 'html', visual_version_id: approvedVersion(1) })).statusCode).toBe(403);
  });

  it('walks every step: feed, localize, mapping, populate (idempotent), resizes → ready', async () => {
    const { agent, id } = await draft();
    expect((await agent.put(`${BASE}/${id}/wizard/mapping`, { mapping: {} })).json().errors).toEqual({ step: ['Finish the earlier steps first.'] });
    const feed = await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: feedWithProducts(1) });
    expect(feed.json().data).toMatchObject({ wizard_step: 'localize' });
    expect(feed.json().data.feed_columns).toEqual(expect.arrayContaining(['name', 'sku', 'price']));
    const localized = await agent.put(`${BASE}/${id}/wizard/localize`, { languages: ['cs', 'en'] });
    expect(localized.json().data).toMatchObject({ wizard_step: 'mapping', languages: ['en', 'cs'] });
    const mapped = await agent.put(`${BASE}/${id}/wizard/mapping`, { mapping: { headline: 'name', price: 'price', cta: '' } });
    expect(mapped.json().data).toMatchObject({ wizard_step: 'populate', mapping: { headline: 'name', price: 'price' } });
    const products = mapped.json().data.products_count as number;
    const first = (await agent.post(`${BASE}/${id}/populate`)).json().data;
    expect(first).toMatchObject({ ads_count: products * 2, wizard_step: 'resizes' });
    const ids = (await agent.get(`${BASE}/${id}/ads`, { query: { limit: '100' } })).json().data.map((a: { id: number }) => a.id);
    const again = (await agent.post(`${BASE}/${id}/populate`)).json().data;
    expect(again.ads_count).toBe(products * 2);
    expect((await agent.get(`${BASE}/${id}/ads`, { query: { limit: '100' } })).json().data.map((a: { id: number }) => a.id)).toEqual(ids);
    const size = first.available_sizes[0];
    const done = await agent.put(`${BASE}/${id}/wizard/resizes`, { sizes: [{ width: size.width, height: size.height }] });
    expect(done.json().data).toMatchObject({ status: 'ready', sizes: [size] });
  });

  it('validates each step: unknown feed, no language, unmapped required input, unknown column, resizes before populating, no sizes', async () => {
    const { agent, id } = await draft();
    expect((await agent.put(`${BASE}/${id}/wizard/feed`, {})).json().errors).toEqual({ feed_id: ['The feed id field is required.'] });
    expect((await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: feedWithProducts(2) })).json().errors).toEqual({ feed_id: ['The selected feed id is invalid.'] });
    await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: feedWithProducts(1) });
    expect((await agent.put(`${BASE}/${id}/wizard/localize`, { languages: [] })).json().errors).toEqual({ languages: ['Choose at least one language.'] });
    expect((await agent.put(`${BASE}/${id}/wizard/localize`, { languages: ['xx'] })).statusCode).toBe(422);
    await agent.put(`${BASE}/${id}/wizard/localize`, { languages: ['en'] });
    const unmapped = await agent.put(`${BASE}/${id}/wizard/mapping`, { mapping: { headline: 'nope' } });
    expect(unmapped.statusCode).toBe(422);
    expect(unmapped.json().errors).toMatchObject({ 'mapping.headline': ['The feed has no column nope.'], 'mapping.price': ['The price input must be mapped to a feed column.'] });
    await agent.put(`${BASE}/${id}/wizard/mapping`, { mapping: { headline: 'name', price: 'price' } });
    expect((await agent.put(`${BASE}/${id}/wizard/resizes`, { sizes: [{ width: 300, height: 250 }] })).json().errors).toEqual({ step: ['Finish the earlier steps first.'] });
    await agent.post(`${BASE}/${id}/populate`);
    expect((await agent.put(`${BASE}/${id}/wizard/resizes`, { sizes: [] })).json().errors).toEqual({ sizes: ['Choose at least one size.'] });
    expect((await agent.put(`${BASE}/${id}/wizard/resizes`, { sizes: [{ width: 17, height: 17 }] })).json().errors).toEqual({ sizes: ['The template has no such size.'] });
  });

  it('announces every write (AdSetUpdated with the id) on the brand’s channel, and nothing for a refused one', async () => {
    const { agent, id } = await draft();
    const announced = () => t.publisher.messages.filter((m) => m.event === AD_SET_UPDATED).map((m) => ({ channel: m.channel, data: m.data }));
    t.publisher.clear();
    await agent.put(`${BASE}/${id}/wizard/feed`, {});
    expect(announced()).toEqual([]);
    await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: feedWithProducts(1) });
    expect(announced()).toEqual([{ channel: 'private-brand.acme', data: { brandId: 1, adSet: { id } } }]);
  });

  it('changing the feed re-opens the mapping and drops the populated ads', async () => {
    const { agent, id } = await draft();
    const feeds = t.db.prepare('SELECT id FROM feeds WHERE brand_id = 1 AND archived_at IS NULL ORDER BY id').pluck().all() as number[];
    await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: feedWithProducts(1) });
    await agent.put(`${BASE}/${id}/wizard/localize`, { languages: ['en'] });
    await agent.put(`${BASE}/${id}/wizard/mapping`, { mapping: { headline: 'name', price: 'price' } });
    await agent.post(`${BASE}/${id}/populate`);
    const other = feeds.find((f) => f !== feedWithProducts(1))!;
    const changed = (await agent.put(`${BASE}/${id}/wizard/feed`, { feed_id: other })).json().data;
    expect(changed).toMatchObject({ wizard_step: 'mapping', mapping: {}, ads_count: 0 });
  });

  it('lists summaries with labels, ads counts, review filter (none = not reviewed) and drafts; another brand’s set is a 404', async () => {
    const agent = await t.signIn('visitor@example.com', 'acme');
    const all = (await agent.get(`${BASE}/overview`, { query: { limit: '100' } })).json();
    expect(all.data.every((r: { feed_label: string | null; template_label: string | null }) => r.feed_label !== null || r.template_label !== null)).toBe(true);
    const seeded = all.data.find((r: { ads_count: number }) => r.ads_count > 0);
    expect(seeded).toBeDefined();
    const rejected = (await agent.get(`${BASE}/overview`, { query: { review_state: 'rejected' } })).json().data;
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r: { review_state: string }) => r.review_state === 'rejected')).toBe(true);
    const none = (await agent.get(`${BASE}/overview`, { query: { review_state: 'none' } })).json().data;
    expect(none.every((r: { review_state: string | null }) => r.review_state === null)).toBe(true);
    expect((await agent.get(`${BASE}/overview`, { query: { review_state: 'maybe' } })).statusCode).toBe(422);
    expect((await agent.get(`${BASE}/${adSetOf(2)}/detail`)).statusCode).toBe(404);
    expect((await agent.put(`${BASE}/${adSetOf(2)}/wizard/feed`, { feed_id: 1 })).statusCode).toBe(403);
    const manager = await t.signIn('manager@example.com', 'acme');
    expect((await manager.put(`${BASE}/${adSetOf(2)}/wizard/feed`, { feed_id: 1 })).statusCode).toBe(404);
  });

  it('answers the options: formats, languages, the brand’s feeds with product counts and approved versions', async () => {
    const agent = await t.signIn('editor@example.com', 'acme');
    const data = (await agent.get(`${BASE}/options`)).json().data;
    // Only formats a creative can be rendered in: MP4 used to be offered and refused at render time.
    expect(data.formats).toEqual(['html', 'png', 'jpg']);
    expect(data.languages).toContain('cs');
    expect(data.feeds.length).toBeGreaterThan(0);
    expect(data.feeds[0]).toHaveProperty('products_count');
    expect(data.versions.map((x: { id: number }) => x.id)).toContain(approvedVersion(1));
  });
});
