import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGINATOR_KEYS = ['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'];

describe('GET /user', () => {
  it('answers a Laravel paginator of the brand’s people', async () => {
    const agent = await t.signIn('manager@example.com');
    const body = (await agent.get('/server/api/v1/user', { query: { per_page: '2' } })).json();
    expect(Object.keys(body).sort()).toEqual(PAGINATOR_KEYS);
    expect(body).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2, total: 6, last_page: 3, prev_page_url: null });
    expect(body.path).toBe(`${t.config.appOrigin}/server/api/v1/user`);
    expect(body.next_page_url).toBe(`${t.config.appOrigin}/server/api/v1/user?page=2`);
    const last = (await agent.get('/server/api/v1/user', { query: { per_page: '2', page: '3' } })).json();
    expect(last).toMatchObject({ current_page: 3, from: 5, to: 6, next_page_url: null });
  });

  it('filters by search and role', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get('/server/api/v1/user', { query: { search: 'viktor' } })).json().data.map((u: { email: string }) => u.email)).toEqual(['visitor@example.com']);
    expect((await agent.get('/server/api/v1/user', { query: { primary_role: 'editor' } })).json().total).toBe(2);
  });

  it('rejects bad paging (422)', async () => {
    const res = await (await t.signIn('manager@example.com')).get('/server/api/v1/user', { query: { per_page: '1000', page: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'per_page']); // named as the request sent them
  });

  it('is 403 in a foreign brand and 401 without a session', async () => {
    expect((await (await t.signIn('visitor@example.com')).get('/server/api/v1/user', { brand: 'globex' })).statusCode).toBe(403);
    expect((await (await t.guest()).get('/server/api/v1/user', { brand: 'acme' })).statusCode).toBe(401);
  });
});

describe('GET /user/{id} and /user/meta', () => {
  it('answers a member with their role and team', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/user/3')).json();
    expect(data).toMatchObject({ id: 3, email: 'editor@example.com', primary_role: 'editor', team: { id: 1 } });
  });

  it('is 404 for someone outside the brand or a non-numeric id', async () => {
    const agent = await t.signIn('manager@example.com');
    const res = await agent.get('/server/api/v1/user/6');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No query results for model [App\\Models\\User] 6' });
    expect((await agent.get('/server/api/v1/user/abc')).statusCode).toBe(404);
  });

  it('lists roles, teams and counts', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get('/server/api/v1/user/meta')).json();
    expect(data.roles).toEqual(['manager', 'developer', 'editor', 'visitor']);
    // The brand's teams only (the seed gives Acme a second, empty one: server/seed/brand-money.ts).
    expect(data.teams).toEqual([
      { id: 1, name: 'Acme Corporation creative team' },
      { id: 8, name: 'Acme social team' },
    ]);
  });
});
