import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/agent.ts';
import { parseCsv } from '../feeds/csv.ts';
import { startFeedServer, type FeedServer } from '../test-support/feed-server.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

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

const base = '/server/api/v1/feed';
const CSV = 'sku;name;price\nA-1;"Red; shoe";12,50 EUR\nA-2;Blue shoe;15\n';
const upload = (fields: Record<string, string>, csv: string | null = CSV, filename = 'products.csv') =>
  multipart({ name: 'Spring catalogue', delimiter: ';', has_header: '1', ...fields }, csv === null ? [] : [{ field: 'file', filename, content: csv, type: 'text/csv' }]);
const acmeFeed = (type: string) => t.db.prepare('SELECT id FROM feeds WHERE brand_id = 1 AND type = ? ORDER BY id LIMIT 1').pluck().get(type) as number;

describe('creating feeds', () => {
  it('parses an uploaded CSV into products, columns and a first revision', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const res = await agent.post(`${base}/upload`, undefined, { raw: upload({}) });
    expect(res.statusCode).toBe(201);
    const feed = res.json().data;
    expect(feed).toMatchObject({ name: 'Spring catalogue', type: 'upload', products_count: 2, file_name: 'products.csv', has_header: true });
    expect(feed.attributes.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ['sku', 'text'],
      ['name', 'text'],
      ['price', 'price'],
    ]);
    const products = (await agent.get('/server/api/v1/product', { query: { feed_id: String(feed.id), sort: 'id', order: 'asc' } })).json().data;
    expect(products.map((p: { sku: string; name: string; price: number }) => [p.sku, p.name, p.price])).toEqual([
      ['A-1', 'Red; shoe', 12.5],
      ['A-2', 'Blue shoe', 15],
    ]);
    const revisions = (await agent.get(`${base}/${feed.id}/revisions`)).json();
    expect(revisions.data).toMatchObject([{ kind: 'create', added: 2, changed: 0, removed: 0, user_name: 'Marta Manager' }]);
  });

  it('refuses an upload without a file, of another type, or with broken rows, naming row and column', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    expect((await agent.post(`${base}/upload`, undefined, { raw: upload({}, null) })).json().errors).toEqual({ file: ['The file field is required.'] });
    expect((await agent.post(`${base}/upload`, undefined, { raw: upload({}, 'x', 'a.pdf') })).json().errors.file[0]).toMatch(/csv, tsv, txt, xlsx/);
    const broken = await agent.post(`${base}/upload`, undefined, { raw: upload({ name: '' }, 'sku;name\nA;x\n;y\nA;z;extra\nA;w\n') });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.name).toEqual(['The name field is required.']);
    const okName = await agent.post(`${base}/upload`, undefined, { raw: upload({}, 'sku;name\nA;x\n;y\nA;z;extra\nA;w\n') });
    expect(okName.json().errors.file).toEqual(['Line 4: expected 2 values, found 3.', 'Line 3: the sku column is empty.', 'Line 5: sku "A" is already used by line 2.']);
  });

  it('previews an upload without storing it', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const before = t.db.prepare('SELECT COUNT(*) FROM feeds').pluck().get();
    const res = await agent.post(`${base}/preview/upload`, undefined, { raw: upload({}, 'sku;name\nA;x\nB\n') });
    expect(res.json().data).toMatchObject({ total: 1, rows: [{ sku: 'A', name: 'x' }], problems: [{ row: 2, column: null, message: 'Line 3: expected 2 values, found 1.' }] });
    expect(t.db.prepare('SELECT COUNT(*) FROM feeds').pluck().get()).toBe(before);
  });

  it('validates a fetch feed’s URL (http and https only), format and schedule', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const bad = await agent.post(`${base}/fetch`, { name: 'Shop', url: 'ftp://shop.example.com/f.xml', format: 'yaml', schedule: 'yearly' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['format', 'schedule', 'url']);
    expect(bad.json().errors.url).toEqual(['The url field must be a valid http or https URL.']);
    shop.answer('/f.xml', { headers: { 'content-type': 'application/xml' }, body: '<rss><channel><item><id>X-1</id><title>Hat</title></item><item><id>X-2</id><title>Cap</title></item></channel></rss>' });
    const ok = await agent.post(`${base}/fetch`, { name: 'Shop', url: shop.url('/f.xml'), format: 'xml', schedule: 'hourly' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ type: 'fetch', schedule: 'hourly', format: 'xml', products_count: 2 });
  });

  it('creates a manual feed from a grid and names the cell of a missing or repeated key', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const columns = [
      { name: 'sku', type: 'text' },
      { name: 'price', type: 'price' },
    ];
    const bad = await agent.post(`${base}/manual`, { name: 'Typed', columns: [...columns, { name: 'sku', type: 'text' }], rows: [{ sku: 'M1' }, { sku: '' }, { sku: 'M1' }] });
    expect(bad.json().errors).toEqual({
      'columns.2.name': ['The column "sku" is used twice.'],
      'rows.1.sku': ['Row 2: the sku column is empty.'],
      'rows.2.sku': ['Row 3: sku "M1" is already used by row 1.'],
    });
    const ok = await agent.post(`${base}/manual`, { name: 'Typed', columns, rows: [{ sku: 'M1', price: '9.90' }] });
    expect(ok.json().data).toMatchObject({ type: 'manual', products_count: 1 });
  });

  it('derives a feed by rules and refuses unknown columns and another brand’s source', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const source = acmeFeed('upload');
    const rules = { filters: [{ column: 'category', op: 'equals', value: 'Shoes' }], transforms: [{ type: 'rename', column: 'name', to: 'title' }] };
    const ok = await agent.post(`${base}/derived`, { name: 'Shoes only', source_feed_id: source, rules });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.products_count).toBe(4);
    expect(ok.json().data.attributes.map((a: { name: string }) => a.name)).toContain('title');
    const unknown = await agent.post(`${base}/derived`, { name: 'x', source_feed_id: source, rules: { filters: [{ column: 'nope', op: 'equals', value: '' }], transforms: [] } });
    expect(unknown.json().errors).toEqual({ 'rules.filters.0.column': ['The source feed has no column "nope".'] });
    const globexFeed = t.db.prepare('SELECT id FROM feeds WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    const foreign = await agent.post(`${base}/derived`, { name: 'x', source_feed_id: globexFeed, rules: { filters: [], transforms: [] } });
    expect(foreign.json().errors).toEqual({ source_feed_id: ['The selected source feed is invalid.'] });
  });
});

describe('refusing bad data', () => {
  const count = () => t.db.prepare('SELECT COUNT(*) FROM feeds').pluck().get();
  const send = (fields: Record<string, string>, content: Buffer | string, filename = 'products.csv') =>
    multipart({ name: 'Refused', has_header: '1', ...fields }, [{ field: 'file', filename, content, type: 'text/csv' }]);

  it('reads a semicolon CSV by its own delimiter when none is chosen, and stores the one it found', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const res = await agent.post(`${base}/upload`, undefined, { raw: multipart({ name: 'Semicolons' }, [{ field: 'file', filename: 'p.csv', content: CSV, type: 'text/csv' }]) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ products_count: 2, delimiter: ';' });
    expect(res.json().data.attributes.map((a: { name: string }) => a.name)).toEqual(['sku', 'name', 'price']);
    const preview = await agent.post(`${base}/preview/upload`, undefined, { raw: multipart({ delimiter: 'auto' }, [{ field: 'file', filename: 'p.tsv', content: 'sku\tname\nA\tx\n', type: 'text/csv' }]) });
    expect(preview.json().data).toMatchObject({ total: 1, delimiter: '\t', columns: [{ name: 'sku' }, { name: 'name' }] });
  });

  it('refuses a binary file, a file that is not UTF-8, and one without products, storing nothing', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const before = count();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const binary = await agent.post(`${base}/upload`, undefined, { raw: send({}, png) });
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors).toEqual({ file: ['The file is not text (it holds binary data). Choose a CSV file saved as text (UTF-8), or an XLSX workbook.'] });
    const latin2 = await agent.post(`${base}/upload`, undefined, { raw: send({}, Buffer.from([0x73, 0x6b, 0x75, 0x3b, 0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x41, 0x3b, 0x4b, 0xe8, 0x0a])) });
    expect(latin2.json().errors.file[0]).toMatch(/^The file is not UTF-8 text\./);
    const headerOnly = await agent.post(`${base}/upload`, undefined, { raw: send({}, 'sku,name,price\n') });
    expect(headerOnly.json().errors).toEqual({ file: ['The file has column names but no products.'] });
    const notXlsx = await agent.post(`${base}/upload`, undefined, { raw: send({}, 'not a workbook', 'p.xlsx') });
    expect(notXlsx.json().errors).toEqual({ file: ['The file is not a readable XLSX workbook.'] });
    expect(count()).toBe(before);
  });

  it('refuses prices below zero or not numbers in a manual grid and an upload, naming the cell', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const before = count();
    const columns = [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }];
    const manual = await agent.post(`${base}/manual`, { name: 'Prices', columns, rows: [{ sku: 'P1', price: '-5' }, { sku: 'P2', price: 'abc' }, { sku: 'P3', price: '12,50 EUR' }, { sku: 'P4', price: '' }] });
    expect(manual.statusCode).toBe(422);
    expect(manual.json().errors).toEqual({
      'rows.0.price': ['Row 1: price "-5" is below zero; a price is 0 or more.'],
      'rows.1.price': ['Row 2: price "abc" is not a price (a number of 0 or more, such as 12.50 or 12,50 EUR).'],
    });
    const upload = await agent.post(`${base}/upload`, undefined, { raw: send({}, 'sku,price\nA,-5\nB,9.90\n') });
    expect(upload.json().errors).toEqual({ file: ['Line 2: price "-5" is below zero; a price is 0 or more.'] });
    expect(count()).toBe(before);
  });
});

describe('editing feeds', () => {
  it('re-imports an upload as a revision with field-level changes, and rebuilds feeds derived from it', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const id = (await agent.post(`${base}/upload`, undefined, { raw: upload({}) })).json().data.id;
    const derived = (await agent.post(`${base}/derived`, { name: 'Cheap', source_feed_id: id, rules: { filters: [{ column: 'price', op: 'less_than', value: '14' }], transforms: [] } })).json().data;
    expect(derived.products_count).toBe(1);
    const res = await agent.put(`${base}/${id}/upload`, undefined, { raw: upload({ name: 'Renamed' }, 'sku;name;price\nA-1;Red shoe;11\nA-3;Green shoe;9\n') });
    expect(res.json().data).toMatchObject({ name: 'Renamed', products_count: 2 });
    const changes = (await agent.get(`${base}/${id}/changes`)).json().data;
    expect(changes.map((c: { sku: string; field: string; old_value: string | null; new_value: string | null }) => [c.sku, c.field, c.old_value, c.new_value])).toEqual([
      ['A-1', 'name', 'Red; shoe', 'Red shoe'],
      ['A-1', 'price', '12,50 EUR', '11'],
      ['A-3', '*', null, 'added'],
      ['A-2', '*', 'removed', null],
      // the revision before it (the upload's creation) follows, newest first
      ['A-1', '*', null, 'added'],
      ['A-2', '*', null, 'added'],
    ]);
    const after = (await agent.get(`${base}/${derived.id}/detail`)).json().data;
    expect(after.products_count).toBe(2);
  });

  it('answers 404 for an edit of another kind than the feed’s', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const res = await agent.put(`${base}/${acmeFeed('upload')}/manual`, { name: 'x', columns: [{ name: 'sku', type: 'text' }], rows: [] });
    expect(res.statusCode).toBe(404);
  });

  it('changes settings, column types of manual feeds only, and deletes a feed with its products', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const manual = acmeFeed('manual');
    expect((await agent.put(`${base}/${manual}/settings`, { name: 'Typed by hand' })).json().data.name).toBe('Typed by hand');
    expect((await agent.put(`${base}/${manual}/settings`, { schedule: 'daily' })).statusCode).toBe(422);
    const typed = await agent.put(`${base}/${manual}/attributes`, { attributes: [{ name: 'color', type: 'number' }] });
    expect(typed.json().data.attributes.find((a: { name: string }) => a.name === 'color').type).toBe('number');
    expect((await agent.put(`${base}/${acmeFeed('upload')}/attributes`, { attributes: [] })).statusCode).toBe(422);
    const id = (await agent.post(`${base}/manual`, { name: 'Temp', columns: [{ name: 'sku', type: 'text' }], rows: [{ sku: 'T1' }] })).json().data.id;
    expect((await agent.delete(`${base}/${id}`)).statusCode).toBe(204);
    expect(t.db.prepare('SELECT COUNT(*) FROM products WHERE feed_id = ?').pluck().get(id)).toBe(0);
    expect((await agent.get(`${base}/${id}/detail`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses every write of a visitor with 403, and hides the API token from them', async () => {
    const visitor = await t.signIn('visitor@example.com', 'acme');
    const id = acmeFeed('upload');
    const writes = [
      visitor.post(`${base}/upload`, undefined, { raw: upload({}) }),
      visitor.post(`${base}/manual`, { name: 'x', columns: [{ name: 'sku', type: 'text' }], rows: [] }),
      visitor.put(`${base}/${id}/settings`, { name: 'x' }),
      visitor.post(`${base}/${id}/tokens/permalink`),
      visitor.delete(`${base}/${id}`),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    const detail = (await visitor.get(`${base}/${id}/detail`)).json().data;
    expect(detail.api_token).toBeNull();
    expect(detail.permalink_token).toEqual(expect.any(String));
  });

  it('keeps brands apart: another brand’s feed is a 404', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const globexFeed = t.db.prepare('SELECT id FROM feeds WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    for (const path of ['detail', 'revisions', 'changes', 'stats']) expect((await agent.get(`${base}/${globexFeed}/${path}`)).statusCode).toBe(404);
    expect((await agent.put(`${base}/${globexFeed}/settings`, { name: 'x' })).statusCode).toBe(404);
  });

  it('exports a feed by its permalink token as CSV and JSON, and a regenerated token retires the old one', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const id = (await agent.post(`${base}/manual`, { name: 'Export', columns: [{ name: 'sku', type: 'text' }, { name: 'note', type: 'text' }], rows: [{ sku: 'E1', note: 'a, b' }] })).json().data.id;
    const token = (await agent.get(`${base}/${id}/detail`)).json().data.permalink_token as string;
    const guest = await t.guest();
    expect((await guest.get(`/server/feed-export/${token}.csv`)).body).toBe('sku,note\r\nE1,"a, b"\r\n');
    expect((await guest.get(`/server/feed-export/${token}.json`)).json()).toEqual({ data: [{ sku: 'E1', note: 'a, b' }] });
    const fresh = (await agent.post(`${base}/${id}/tokens/permalink`)).json().data.permalink_token;
    expect(fresh).not.toBe(token);
    expect((await guest.get(`/server/feed-export/${token}.csv`)).statusCode).toBe(404);
  });

  it('escapes text a spreadsheet would run as a formula in the CSV export; numbers and the JSON export stay as they are', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const notes = ['=HYPERLINK("https://evil.example","Click")', '+SUM(A1:A9)', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)', '=SUM(1,2)', '-12.5', '+3', 'Plain, with a comma'];
    const rows = notes.map((note, i) => ({ sku: `F${i}`, note }));
    const created = await agent.post(`${base}/manual`, { name: 'Formulas', columns: [{ name: 'sku', type: 'text' }, { name: 'note', type: 'text' }], rows });
    expect(created.statusCode).toBe(201);
    const token = (await agent.get(`${base}/${created.json().data.id}/detail`)).json().data.permalink_token as string;
    const guest = await t.guest();
    const csv = parseCsv((await guest.get(`/server/feed-export/${token}.csv`)).body, ',').map((r) => r.values);
    expect(csv).toEqual([
      ['sku', 'note'],
      ['F0', '\'=HYPERLINK("https://evil.example","Click")'],
      ['F1', "'+SUM(A1:A9)"],
      ['F2', "'-2+3+cmd|' /C calc'!A0"],
      ['F3', "'@SUM(A1)"],
      ['F4', "'=SUM(1,2)"],
      ['F5', '-12.5'],
      ['F6', '+3'],
      ['F7', 'Plain, with a comma'],
    ]);
    expect((await guest.get(`/server/feed-export/${token}.json`)).json()).toEqual({ data: rows });
  });

  it('gives price statistics per currency', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const id = (await agent.post(`${base}/manual`, { name: 'Prices', columns: [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }], rows: [{ sku: 'P1', price: '10 EUR' }, { sku: 'P2', price: '30 EUR' }, { sku: 'P3', price: '' }] })).json().data.id;
    const stats = (await agent.get(`${base}/${id}/stats`)).json().data;
    expect(stats).toMatchObject({ products: 3, unpriced: 1, currencies: [{ currency: 'EUR', count: 2, min: 10, max: 30, avg: 20, median: 20, sum: 40 }] });
    expect(stats.currencies[0].histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(2);
  });
});

describe('pushing products through the API', () => {
  it('adds and updates products with the feed’s bearer token, and refuses without it', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const feed = (await agent.post(`${base}/manual`, { name: 'Pushed', columns: [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }], rows: [{ sku: 'P1', price: '10' }] })).json().data;
    const push = (token: string | null, body: unknown) =>
      t.app.inject({ method: 'POST', url: `/feed-api/v1/feeds/${feed.id}/products`, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: JSON.stringify(body) });
    const products = { products: [{ sku: 'P1', price: '12' }, { sku: 'P2', price: 5, color: 'red' }] };
    expect((await push(null, products)).statusCode).toBe(401);
    expect((await push('wrong-token-of-any-length', products)).statusCode).toBe(401);
    const ok = await push(feed.api_token, products);
    expect(ok.json()).toEqual({ data: { added: 1, changed: 1, removed: 0 } });
    const detail = (await agent.get(`${base}/${feed.id}/detail`)).json().data;
    expect(detail.products_count).toBe(2);
    expect(detail.attributes.map((a: { name: string }) => a.name)).toEqual(['sku', 'price', 'color']);
    expect((await agent.get(`${base}/${feed.id}/revisions`)).json().data[0]).toMatchObject({ kind: 'api', added: 1, changed: 1, user_name: null });
    expect((await push(feed.api_token, { products: [{ sku: '' }] })).json().errors).toEqual({ 'products.0.sku': ['Product 1: the sku column is empty.'] });
    expect((await push(feed.api_token, { products: [{ sku: 'P3', price: -5 }] })).json().errors).toEqual({ 'products.0.price': ['Product 1: price "-5" is below zero; a price is 0 or more.'] });
  });
});
