import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, rowCounts, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startSignIn(): Promise<{ agent: Agent; state: string }> {
  const agent = await t.guest();
  const res = await agent.get('/server/api/v1/auth/redirect');
  return { agent, state: new URL(String(res.headers.location)).searchParams.get('state')! };
}

const callback = (agent: Agent, body: Record<string, unknown>, o?: { noCsrf?: boolean }) =>
  agent.post('/server/api/v1/auth/callback', { client_id: t.config.oauthClientId, grant_type: 'authorization_code', scope: 'openid email profile', ...body }, o);

describe('csrf cookie', () => {
  it('answers 204 and sets XSRF-TOKEN (readable) and the HttpOnly session cookie', async () => {
    const res = await new Agent(t.app).get('/server/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; path?: string }[];
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    const session = cookies.find((c) => c.name === 'adcreative_session')!;
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 86400 });
    expect(xsrf.httpOnly).toBeFalsy();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 86400, path: '/' });
  });
});

describe('redirect', () => {
  it('sends the browser to the provider with a fresh state each time', async () => {
    const agent = await t.guest();
    const a = await agent.get('/server/api/v1/auth/redirect');
    const b = await agent.get('/server/api/v1/auth/redirect');
    expect(a.statusCode).toBe(302);
    const url = new URL(String(a.headers.location));
    expect(url.origin).toBe(t.config.providerOrigin);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.appOrigin}/login`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(new URL(String(b.headers.location)).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });
});

describe('callback', () => {
  it('signs the person in, rotates the session id and answers the user', async () => {
    const { agent, state } = await startSignIn();
    const before = agent.cookies.get('adcreative_session');
    const res = await callback(agent, { state, code: 'code:manager@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, email: 'manager@example.com', last_brand: 'acme', is_godlike: false });
    expect(agent.cookies.get('adcreative_session')).not.toBe(before);
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(200);
  });

  it('rejects a state that does not match (422) without signing in', async () => {
    const { agent } = await startSignIn();
    const counts = rowCounts(t.db);
    const res = await callback(agent, { state: 'forged', code: 'code:manager@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The state is invalid or has expired.', errors: { state: ['The state is invalid or has expired.'] } });
    expect(rowCounts(t.db)).toEqual(counts);
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
  });

  it('uses a state once', async () => {
    const { agent, state } = await startSignIn();
    expect((await callback(agent, { state, code: 'not-a-code' })).statusCode).toBe(422);
    expect((await callback(agent, { state, code: 'code:manager@example.com' })).json().errors).toHaveProperty('state');
  });

  it('rejects a foreign client id, a failed exchange and missing fields with 422', async () => {
    const { agent, state } = await startSignIn();
    expect((await callback(agent, { state, code: 'code:manager@example.com', client_id: 'other' })).json().errors).toHaveProperty('client_id');
    const bad = await callback(agent, { state, code: 'garbage' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('code');
    const missing = await agent.post('/server/api/v1/auth/callback', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['client_id', 'code', 'state']);
    expect(missing.json().message).toBe('The state field is required. (and 2 more errors)');
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const { agent, state } = await startSignIn();
    const res = await callback(agent, { state, code: 'code:unreachable' });
    expect(res.statusCode).toBe(503);
  });

  it('refuses an account the app does not know (403)', async () => {
    const { agent, state } = await startSignIn();
    expect((await callback(agent, { state, code: 'code:stranger@example.com' })).statusCode).toBe(403);
  });

  it('needs the XSRF token like every state-changing call (419)', async () => {
    const { agent, state } = await startSignIn();
    const res = await callback(agent, { state, code: 'code:manager@example.com' }, { noCsrf: true });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });
});

describe('session', () => {
  it('answers 401 with Laravel’s body when nobody is signed in', async () => {
    const res = await new Agent(t.app).get('/server/api/v1/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 419 for a state-changing call with a wrong token or no session at all', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post('/server/api/v1/notification/read', { all: true }, { headers: { 'x-xsrf-token': 'nope' }, noCsrf: true })).statusCode).toBe(419);
    expect((await new Agent(t.app).post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(419);
  });

  it('accepts the token URL-encoded as well as decoded', async () => {
    const agent = await t.signIn('manager@example.com');
    const res = await agent.post('/server/api/v1/notification/read', { ids: ['x'] }, { noCsrf: true, headers: { 'x-xsrf-token': encodeURIComponent(agent.xsrf!) } });
    expect(res.statusCode).toBe(200);
  });

  it('expires after 86400 s without activity', async () => {
    const agent = await t.signIn('manager@example.com');
    t.clock.advance(86_401_000);
    try {
      expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
    } finally {
      t.clock.advance(-86_401_000);
    }
  });

  it('logout ends the session (204) and invalidates the old token', async () => {
    const agent = await t.signIn('manager@example.com');
    const oldToken = agent.xsrf!;
    const oldSession = agent.cookies.get('adcreative_session')!;
    expect((await agent.post('/server/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
    expect(agent.xsrf).not.toBe(oldToken);
    agent.cookies.set('adcreative_session', oldSession);
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
  });

  it('logout needs a signed-in session', async () => {
    expect((await (await t.guest()).post('/server/api/v1/auth/logout')).statusCode).toBe(401);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON, signed in or not', async () => {
    const res = await new Agent(t.app).get('/server/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('could not be found');
  });
});
