import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /brand-user', () => {
  it('answers the membership with the brand and its storage figures in KiB', async () => {
    const agent = await t.signIn('manager@example.com', 'initech');
    const { data } = (await agent.get('/server/api/v1/brand-user')).json();
    expect(data).toMatchObject({ user_id: 1, brand_id: 3, primary_role: 'manager', team: null, team_id: null });
    expect(data.brand).toMatchObject({ identifier: 'initech', label: 'Initech', language_code: 'cs', collaborative_mode: false });
    expect(data.brand.modules).toHaveLength(2);
    const m = data.brand.mnt_meta;
    expect(m.total).toBe(100 * 1024 * 1024);
    expect(m.percentageInt).toBe(93);
    expect(m.used / m.total).toBeCloseTo(0.93, 3);
    expect(Object.keys(m).sort()).toEqual(['percentage', 'percentageInode', 'percentageInt', 'percentageVolume', 'total', 'totalInode', 'totalVolume', 'used', 'usedInode', 'usedVolume']);
  });

  it('falls back to the last brand without X-Brand, and remembers the brand asked for', async () => {
    const agent = await t.signIn('developer@example.com', null);
    expect((await agent.get('/server/api/v1/brand-user')).json().data.brand.identifier).toBe('acme');
    await agent.get('/server/api/v1/brand-user', { brand: 'umbrella' });
    expect((await agent.get('/server/api/v1/me')).json().data.last_brand).toBe('umbrella');
  });

  it('is 403 for a brand the person does not belong to, or one that does not exist', async () => {
    const agent = await t.signIn('editor@example.com');
    expect((await agent.get('/server/api/v1/brand-user', { brand: 'initech' })).statusCode).toBe(403);
    expect((await agent.get('/server/api/v1/brand-user', { brand: 'nope' })).json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await (await t.signIn('invited@example.com', null)).get('/server/api/v1/brand-user')).statusCode).toBe(403);
  });

  it('gives editors their own upload root and team', async () => {
    const { data } = (await (await t.signIn('editor@example.com')).get('/server/api/v1/brand-user')).json();
    expect(data.primary_role).toBe('editor');
    expect(data.team).toEqual({ id: 1, name: 'Acme Corporation creative team' });
    expect(data.uploads_root_directory_id).not.toBe(1);
  });

  it('is 401 without a session', async () => {
    expect((await (await t.guest()).get('/server/api/v1/brand-user', { brand: 'acme' })).statusCode).toBe(401);
  });
});

describe('money and storage calls (section 6)', () => {
  const calls = ['/server/api/v1/balance-manager/balance', '/server/api/v1/visual-build/widget', '/server/api/v1/brand/meta', '/server/api/v1/brand/stats?from=2025-06-01&to=2025-06-15'];

  it('answers the balance of the X-Brand brand', async () => {
    const agent = await t.signIn('manager@example.com');
    // Version 0: the seed's balances were never changed.
    expect((await agent.get(calls[0]!, { brand: 'umbrella' })).json()).toEqual({ data: { balance: 3, version: 0 } });
    expect((await agent.get(calls[0]!, { brand: 'globex' })).json()).toEqual({ data: { balance: 72, version: 0 } });
    expect((await agent.get(calls[0]!, { brand: 'wayne' })).statusCode).toBe(403);
  });

  it('are 403 for an editor outside collaborative mode and fine in a collaborative brand', async () => {
    const agent = await t.signIn('editor@example.com');
    for (const url of calls) {
      expect((await agent.get(url, { brand: 'acme' })).statusCode, url).toBe(403);
      expect((await agent.get(url, { brand: 'globex' })).statusCode, url).toBe(200);
    }
  });

  it('are open to visitors', async () => {
    expect((await (await t.signIn('visitor@example.com')).get(calls[0]!)).statusCode).toBe(200);
  });

  it('counts unfinished builds of the brand and of the environment', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get(calls[1]!, { brand: 'acme' })).json()).toEqual({ data: { unfinished: 0, unfinishedWithinEnvironment: 3 } });
    expect((await agent.get(calls[1]!, { brand: 'stark' })).json()).toEqual({ data: { unfinished: 3, unfinishedWithinEnvironment: 3 } });
  });

  it('answers the usage-statistics period', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get(calls[2]!)).json();
    expect(data.entirePeriod.to).toBe('2025-06-15');
    expect(data.entirePeriod.from < '2025-03-20').toBe(true);
  });
});

describe('GET /brand/stats', () => {
  it('answers a real xlsx with a filename of the two dates', async () => {
    const res = await (await t.signIn('manager@example.com')).get('/server/api/v1/brand/stats?from=2025-06-01&to=2025-06-15T23:59:59Z');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="acme-usage-2025-06-01-2025-06-15.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Usage')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Credits spent', 'Renders']);
    expect(sheet.rowCount).toBeGreaterThan(3);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
  });

  it('validates the dates (422)', async () => {
    const agent = await t.signIn('manager@example.com');
    const missing = await agent.get('/server/api/v1/brand/stats');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ from: ['The from field is required.'], to: ['The to field is required.'] });
    expect((await agent.get('/server/api/v1/brand/stats?from=yesterday&to=2025-06-01')).json().errors).toEqual({ from: ['The from field must be a valid date.'] });
    expect((await agent.get('/server/api/v1/brand/stats?from=2025-06-10&to=2025-06-01')).json().errors).toHaveProperty('to');
  });
});
