import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowCounts, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number; severity: string; body: string; brand_id: number | null; is_dismissed: boolean };
const list = async (email: string, query: Record<string, string>, brand = 'acme') =>
  (await (await t.signIn(email, brand)).get('/server/api/v1/incident', { query })).json() as { data: Item[]; total: number };

describe('GET /incident', () => {
  it('lists the brand’s and global incidents, without those this person dismissed', async () => {
    const manager = await list('manager@example.com', { limit: '999' });
    const developer = await list('developer@example.com', { limit: '999' });
    expect(developer.total).toBe(manager.total + 1);
    expect(manager.data.every((i) => i.brand_id === 1 || i.brand_id === null)).toBe(true);
    expect(manager.data.every((i) => i.is_dismissed === false)).toBe(true);
  });

  it('filters by severity and expiry as the client asks (severity=high&notExpired=1&limit=999)', async () => {
    // The demo's first brand greets nobody with a red incident; Globex has one of its own.
    expect((await list('manager@example.com', { severity: 'high', notExpired: '1', limit: '999' })).total).toBe(0);
    const globex = await list('manager@example.com', { severity: 'high', notExpired: '1', limit: '999' }, 'globex');
    expect(globex.data.map((i) => [i.severity, i.brand_id])).toEqual([['high', 2]]);
    // A global incident reaches every brand.
    const medium = await list('manager@example.com', { severity: 'medium', notExpired: '1', limit: '999' }, 'globex');
    expect(medium.data.map((i) => i.brand_id)).toContain(null);
    const all = await list('manager@example.com', { limit: '999' });
    const live = await list('manager@example.com', { notExpired: '1', limit: '999' });
    expect(all.total - live.total).toBe(1);
  });

  it('rejects a limit above 999 (422) and a foreign brand (403)', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get('/server/api/v1/incident', { query: { limit: '1000' } })).statusCode).toBe(422);
    expect((await agent.get('/server/api/v1/incident', { brand: 'wayne' })).statusCode).toBe(403);
  });
});

describe('POST /incident/{id}/dismiss', () => {
  it('dismisses for this person only', async () => {
    const agent = await t.signIn('visitor@example.com');
    const before = (await agent.get('/server/api/v1/incident')).json().data as Item[];
    const target = before.find((i) => i.severity === 'medium')!;
    const res = await agent.post(`/server/api/v1/incident/${target.id}/dismiss`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, is_dismissed: true });
    expect(((await agent.get('/server/api/v1/incident')).json().data as Item[]).map((i) => i.id)).not.toContain(target.id);
    expect((await list('developer@example.com', {})).data.map((i) => i.id)).toContain(target.id);
  });

  it('is 404 for another brand’s incident and writes nothing', async () => {
    const globexIncident = t.db.prepare('SELECT id FROM incidents WHERE brand_id = 2').pluck().get() as number;
    const counts = rowCounts(t.db);
    const res = await (await t.signIn('manager@example.com')).post(`/server/api/v1/incident/${globexIncident}/dismiss`);
    expect(res.statusCode).toBe(404);
    expect(rowCounts(t.db)).toEqual(counts);
  });

  it('is 419 without the token', async () => {
    expect((await (await t.signIn('manager@example.com')).post('/server/api/v1/incident/1/dismiss', undefined, { noCsrf: true })).statusCode).toBe(419);
  });
});
