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

  it('creates (201) and updates, including archiving; where writes are restricted, only a rename and archiving', async () => {
    const agent = await t.signIn('developer@example.com');
    if (def.genericWrites === undefined) {
      const created = await agent.post(base, validBody(path));
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ ...validBody(path), brand_id: 1, archived: false });
    } else {
      // Made through endpoints of their own (feed kinds, the ad-set wizard, populate).
      expect((await agent.post(base, validBody(path))).statusCode).toBe(404);
    }
    const id = def.genericWrites === undefined ? (await agent.get(base, { query: { search: String(validBody(path).name) } })).json().data[0].id : idOf(def.table, 1);
    const updated = await agent.put(`${base}/${id}`, { name: 'renamed-row', archived: true });
    expect(updated.json().data).toMatchObject({ name: 'renamed-row', archived: true });
    expect((await agent.put(`${base}/${id}`, { archived: false })).json().data.archived_at).toBeNull();
    for (const column of Object.keys(def.fields.entries).filter((c) => def.genericWrites !== undefined && !def.genericWrites.update.includes(c))) {
      const before = snapshot(t.db);
      const refused = await agent.put(`${base}/${id}`, { [column]: validBody(path)[column] ?? 'approved' });
      expect(refused.statusCode, column).toBe(422);
      expect(snapshot(t.db)).toBe(before);
    }
  });

  it('never lets a generic update set an ad set’s review state (the reviewer rule is on its own endpoint)', async () => {
    if (path !== 'ad-set') return;
    const agent = await t.signIn('editor@example.com');
    const id = idOf('ad_sets', 1);
    const before = t.db.prepare('SELECT review_state FROM ad_sets WHERE id = ?').pluck().get(id);
    expect((await agent.put(`${base}/${id}`, { review_state: 'approved' })).statusCode).toBe(422);
    expect(t.db.prepare('SELECT review_state FROM ad_sets WHERE id = ?').pluck().get(id)).toBe(before);
  });

  it('rejects bad input and references to another brand’s rows (422), writing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    if (def.genericWrites === undefined) {
      const empty = await agent.post(base, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.name).toEqual(['The name field is required.']);
    }
    const refs = def.genericWrites === undefined ? Object.entries(def.references) : [];
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
    expect((await (await t.signIn('visitor@example.com')).post(base, validBody(path))).statusCode).toBe(def.genericWrites === undefined ? 403 : 404);
    expect((await (await t.signIn('visitor@example.com')).put(`${base}/${idOf(def.table, 1)}`, { name: 'x' })).statusCode).toBe(403);
    expect((await (await t.signIn('visitor@example.com')).get(base)).statusCode).toBe(200);
    expect((await (await t.signIn('editor@example.com')).get(base, { brand: 'initech' })).statusCode).toBe(403);
    expect((await (await t.guest()).get(base, { brand: 'acme' })).statusCode).toBe(401);
    expect((await (await t.signIn('manager@example.com')).put(`${base}/${idOf(def.table, 1)}`, { name: 'x' }, { noCsrf: true })).statusCode).toBe(419);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('/asset-group/meta', () => {
  it('reports the brand’s uploaded files too', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/asset-group/meta')).json();
    expect(data.files).toEqual({ files: expect.any(Number), bytes: expect.any(Number) });
  });
});

describe('the client’s id queue (spec section 7: ids[], limit=100, archived=-1)', () => {
  it('answers exactly the asked ids of the brand, archived ones included, another brand’s left out', async () => {
    const agent = await t.signIn('manager@example.com');
    const active = idOf('feeds', 1);
    const archived = idOf('feeds', 1, true);
    const foreign = anyId('feeds', 2);
    expect(archived).toBeTruthy();
    const res = await agent.get('/server/api/v1/feed', { query: { 'ids[]': [String(active), String(archived), String(foreign), '999999'], limit: '100', archived: '-1', page: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 100, total: 2 });
    expect(res.json().data.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual([active, archived].sort((a, b) => a - b));
  });

  it('takes 100 ids per request and refuses a larger limit (422)', async () => {
    const agent = await t.signIn('manager@example.com');
    const ids = Array.from({ length: 100 }, (_, i) => String(i + 1));
    expect((await agent.get('/server/api/v1/product', { query: { 'ids[]': ids, limit: '100', archived: '-1' } })).statusCode).toBe(200);
    expect((await agent.get('/server/api/v1/user', { query: { limit: '101' } })).statusCode).toBe(422);
  });

  it('works for users too: ids[] with limit=100 and archived=-1, only members of the brand', async () => {
    const agent = await t.signIn('manager@example.com');
    const members = (await agent.get('/server/api/v1/user', { query: { limit: '100' } })).json().data as { id: number }[];
    const ids = members.slice(0, 2).map((m) => String(m.id));
    const res = await agent.get('/server/api/v1/user', { query: { 'ids[]': [...ids, '999999'], limit: '100', archived: '-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number }) => String(r.id)).sort()).toEqual([...ids].sort());
  });

  it('answers GET /user/meta with counts by role that add up to the members', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data } = (await agent.get('/server/api/v1/user/meta')).json();
    const total = (await agent.get('/server/api/v1/user')).json().total as number;
    expect(data.counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(total);
  });
});
