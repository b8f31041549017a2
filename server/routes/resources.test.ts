import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/definitions.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = (table: string, brandId: number, archived = false) =>
  t.db.prepare(`SELECT id FROM ${table} WHERE brand_id = ? AND archived_at IS ${archived ? 'NOT ' : ''}NULL ORDER BY id LIMIT 1`).pluck().get(brandId) as number;

const anyId = (table: string, brandId: number) => t.db.prepare(`SELECT id FROM ${table} WHERE brand_id = ? ORDER BY id LIMIT 1`).pluck().get(brandId) as number;

/** A valid create body per resource (references point at Acme rows). */
const validBody = (path: string): Record<string, unknown> =>
  ({
    'ad-set': { name: 'New campaign', format: 'html', feed_id: idOf('feeds', 1) },
    ad: { name: 'New ad', ad_set_id: idOf('ad_sets', 1), format: 'png' },
    feed: { name: 'New feed', type: 'fetch', url: 'https://shop.example.com/new.xml' },
    'asset-group': { name: 'new-sources', label: 'New sources' },
    product: { name: 'New product', sku: 'SKU-NEW-1', price: 12.5, feed_id: idOf('feeds', 1) },
  })[path]!;

describe.each(RESOURCES.map((d) => [d.path, d] as const))('/%s', (path, def) => {
  const base = `/server/api/v1/${path}`;

  it('meta answers data', async () => {
    const res = await (await t.signIn('manager@example.com')).get(`${base}/meta`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts.total).toBeGreaterThan(0);
  });

  it('lists a paginator of the brand’s active rows; archived=-1 adds archived ones; ids filter (id queue)', async () => {
    const agent = await t.signIn('manager@example.com');
    const active = (await agent.get(base)).json();
    expect(active).toMatchObject({ current_page: 1, per_page: 15 });
    expect(active.data.every((r: { brand_id: number; archived: boolean }) => r.brand_id === 1 && !r.archived)).toBe(true);
    const all = (await agent.get(base, { query: { archived: '-1', limit: '100' } })).json();
    expect(all.total).toBeGreaterThanOrEqual(active.total);
    const ids = all.data.slice(0, 2).map((r: { id: number }) => r.id);
    const queued = (await agent.get(base, { query: { 'ids[]': ids.map(String), limit: '100', archived: '-1' } })).json();
    expect(queued.data.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
  });

  it('gets one row; another brand’s is 404', async () => {
    const agent = await t.signIn('manager@example.com');
    const own = idOf(def.table, 1);
    expect((await agent.get(`${base}/${own}`)).json().data).toMatchObject({ id: own, brand_id: 1 });
    const res = await agent.get(`${base}/${idOf(def.table, 2)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No query results for model [App\\Models\\${def.model}] ${idOf(def.table, 2)}`);
  });

  it('creates (201) and updates, including archiving', async () => {
    const agent = await t.signIn('developer@example.com');
    const created = await agent.post(base, validBody(path));
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ ...validBody(path), brand_id: 1, archived: false });
    const updated = await agent.put(`${base}/${row.id}`, { name: 'renamed-row', archived: true });
    expect(updated.json().data).toMatchObject({ name: 'renamed-row', archived: true });
    expect((await agent.put(`${base}/${row.id}`, { archived: false })).json().data.archived_at).toBeNull();
  });

  it('rejects bad input and references to another brand’s rows (422), writing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const empty = await agent.post(base, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['The name field is required.']);
    const refs = Object.entries(def.references);
    if (refs.length) {
      const [column, table] = refs[0]!;
      const foreign = await agent.post(base, { ...validBody(path), [column]: anyId(table, 2) });
      expect(foreign.json().errors).toEqual({ [column]: [`The selected ${column.replace(/_/g, ' ')} is invalid.`] });
    }
    expect((await agent.put(`${base}/${idOf(def.table, 1)}`, { name: '' })).statusCode).toBe(422);
    expect((await agent.get(base, { query: { limit: '5000' } })).statusCode).toBe(422);
    expect(snapshot(t.db)).toBe(before);
  });

  it('is 403 for visitors writing and for foreign brands, 401 signed out, 419 without the token', async () => {
    const before = snapshot(t.db);
    expect((await (await t.signIn('visitor@example.com')).post(base, validBody(path))).statusCode).toBe(403);
    expect((await (await t.signIn('visitor@example.com')).get(base)).statusCode).toBe(200);
    expect((await (await t.signIn('editor@example.com')).get(base, { brand: 'initech' })).statusCode).toBe(403);
    expect((await (await t.guest()).get(base, { brand: 'acme' })).statusCode).toBe(401);
    expect((await (await t.signIn('manager@example.com')).post(base, validBody(path), { noCsrf: true })).statusCode).toBe(419);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('/asset-group/meta', () => {
  it('reports the brand’s uploaded files too', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/asset-group/meta')).json();
    expect(data.files).toEqual({ files: expect.any(Number), bytes: expect.any(Number) });
  });
});
