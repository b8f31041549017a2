/**
 * An ad set lists the ads whose feed values fail the values rule before it renders them, and its
 * render requests leave them out: not rendered, not charged (docs/ad-sets.md "Values that fail").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/server/api/v1/ad-set';
const PRODUCTS = [
  { sku: 'A', name: 'Trail shoe', price: '79.90', colour: 'red', image: 'img/product.svg' },
  { sku: 'B', name: 'Road shoe', price: '99.00', colour: 'notacolour', image: 'img/product.svg' },
  { sku: 'C', name: 'Sandal', price: '29.50', colour: '#16a34a', image: 'https://cdn.example/sandal.png' },
];
const sale = () => t.db.prepare("SELECT v.id AS visual, vv.id AS version FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE v.brand_id = 1 AND vv.status = 'approved' AND v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1").get() as { visual: number; version: number };

/** A ready ad set whose feed gives the sale banner's every input (3 products × en, cs × 300×250). */
async function readyAdSet(agent: Agent): Promise<number> {
  // Saving the template's values gives it slots: the ad set maps onto its real inputs.
  expect((await agent.put(`/server/api/v1/visual/${sale().visual}`, { slots: [{ name: 'cta', value: 'Shop now' }] })).statusCode).toBe(200);
  const feed = await agent.post('/server/api/v1/feed/manual', { name: 'Shoes feed', columns: ['sku', 'name', 'price', 'colour', 'image'].map((name) => ({ name, type: name === 'price' ? 'price' : 'text' })), rows: PRODUCTS });
  expect(feed.statusCode, feed.body).toBe(201);
  const draft = await agent.post(`${BASE}/draft`, { name: 'Shoes', format: 'html', visual_version_id: sale().version });
  const id = draft.json().data.id as number;
  const step = async (s: string, body: unknown) => expect((await agent.put(`${BASE}/${id}/wizard/${s}`, body)).statusCode).toBe(200);
  await step('feed', { feed_id: feed.json().data.id });
  await step('localize', { languages: ['en', 'cs'] });
  await step('mapping', { mapping: { product: 'image', headline: 'name', price: 'price', accent: 'colour', cta: 'name' } });
  expect((await agent.post(`${BASE}/${id}/populate`)).statusCode).toBe(200);
  await step('resizes', { sizes: [{ width: 300, height: 250 }] });
  return id;
}

describe('ads whose values fail', () => {
  it('are listed with the reason per input, and left out of the render requests (never rendered or charged)', async () => {
    const manager = await t.signIn('manager@example.com');
    const id = await readyAdSet(manager);
    const { data } = (await manager.get(`${BASE}/${id}/value-problems`)).json();
    expect({ ads: data.ads_count, failing: data.failing_count }).toEqual({ ads: 6, failing: 4 });
    expect(data.failing.map((ad: { ad_name: string; problems: { input: string; code: string }[] }) => [ad.ad_name, ad.problems.map((p) => `${p.input}:${p.code}`)])).toEqual([
      ['Road shoe (EN)', ['accent:not-a-colour']],
      ['Road shoe (CS)', ['accent:not-a-colour']],
      ['Sandal (EN)', ['product:not-an-image-reference']],
      ['Sandal (CS)', ['product:not-an-image-reference']],
    ]);
    expect(data.failing[0].problems[0].message).toBe('The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).');

    const res = await manager.post(`${BASE}/${id}/render-requests`);
    expect(res.statusCode).toBe(201);
    const rendered = t.db.prepare('SELECT ads.name FROM visual_builds b JOIN ads ON ads.id = b.ad_id WHERE b.ad_set_id = ? ORDER BY b.id').pluck().all(id);
    expect(rendered).toEqual(['Trail shoe (EN)', 'Trail shoe (CS)']);

    // When every ad fails, nothing is queued and the answer says why.
    t.db.prepare("UPDATE ads SET input_values = json_set(input_values, '$.accent', 'blurple') WHERE ad_set_id = ?").run(id);
    const before = snapshot(t.db);
    const none = await manager.post(`${BASE}/${id}/render-requests`);
    expect(none.json().errors).toEqual({ ads: ['None of the 6 ads can be rendered: the values of every one fail (the tab lists them).'] });
    expect(snapshot(t.db)).toBe(before);
    expect((await (await t.signIn('manager@example.com', 'globex')).get(`${BASE}/${id}/value-problems`)).statusCode).toBe(404);
  });
});
