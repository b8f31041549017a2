import type { AddressInfo } from 'node:net';
import { parse, validate } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGGED_USER_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION, NOTIFICATIONS_QUERY } from '../../worker/ports/graphql/documents.ts';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createSchema } from './executable-schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gql = (agent: Agent, query: string, variables: Record<string, unknown> = {}) => agent.post('/server/api/v1/graphql', { query, variables });
const ALL = { order: 'CREATED_AT', orderDir: 'DESC', last30Days: true, first: 20 };
const count = (sql: string, ...args: unknown[]) => t.db.prepare(sql).pluck().get(...args) as number;

describe('schema', () => {
  it('accepts every document the client sends (docs/api-wire.md)', () => {
    const schema = createSchema();
    for (const doc of [LOGGED_USER_QUERY, NOTIFICATIONS_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION]) expect(validate(schema, parse(doc))).toEqual([]);
  });
});

describe('queries over HTTP', () => {
  it('loggedUser answers the id and the unread count', async () => {
    const res = await gql(await t.signIn('manager@example.com'), LOGGED_USER_QUERY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { loggedUser: { id: '1', unread_notifications_count: count('SELECT COUNT(*) FROM notifications WHERE notifiable_id = 1 AND read_at IS NULL') } } });
  });

  it('notificationsPaginated: the last 30 days, newest first, with Lighthouse paginatorInfo', async () => {
    const { data } = (await gql(await t.signIn('manager@example.com'), NOTIFICATIONS_QUERY, ALL)).json();
    const within = count("SELECT COUNT(*) FROM notifications WHERE notifiable_id = 1 AND created_at >= '2025-05-16T12:00:00.000Z'");
    const everything = count('SELECT COUNT(*) FROM notifications WHERE notifiable_id = 1');
    expect(within).toBeLessThan(everything);
    const page = data.notificationsPaginated;
    expect(page.paginatorInfo).toEqual({ count: 20, currentPage: 1, perPage: 20, total: within, lastItem: 20, lastPage: Math.ceil(within / 20) });
    const dates = page.data.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.data[0]).toMatchObject({ notifiable_id: '1', notifiable_type: 'App\\Models\\User', data: expect.objectContaining({ brandIdentifier: expect.any(String) }) });
    expect(data.loggedUser.id).toBe('1');
  });

  it('readAt given as null keeps only unread; leaving it out keeps all', async () => {
    const agent = await t.signIn('manager@example.com');
    const unread = (await gql(agent, NOTIFICATIONS_QUERY, { ...ALL, readAt: null, first: 200 })).json().data.notificationsPaginated;
    expect(unread.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    const all = (await gql(agent, NOTIFICATIONS_QUERY, { ...ALL, first: 200 })).json().data.notificationsPaginated;
    expect(all.paginatorInfo.total).toBeGreaterThan(unread.paginatorInfo.total);
    expect(all.data.some((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  it('answers errors in the body with status 200', async () => {
    const agent = await t.signIn('manager@example.com');
    const invalid = await gql(agent, NOTIFICATIONS_QUERY, { ...ALL, first: 0 });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json().errors[0]).toMatchObject({ extensions: { category: 'validation' } });
    expect((await gql(agent, '{ nope }')).json().errors[0].message).toContain('Cannot query field "nope"');
    expect((await gql(agent, '{ loggedUser {')).json().errors[0].message).toContain('Syntax Error');
  });

  it('a notification of another brand is a brandRedirect error naming that brand', async () => {
    const globex = t.db.prepare('SELECT id FROM notifications WHERE notifiable_id = 1 AND brand_id = 2 LIMIT 1').pluck().get() as string;
    const agent = await t.signIn('manager@example.com', 'acme');
    const res = (await gql(agent, 'query ($id: ID!) { notification(id: $id) { id } }', { id: globex })).json();
    expect(res.errors[0]).toMatchObject({ message: 'This model belongs to another brand.', extensions: { category: 'brandRedirect', brand: 'globex' } });
    const same = (await agent.post('/server/api/v1/graphql', { query: 'query ($id: ID!) { notification(id: $id) { id } }', variables: { id: globex } }, { brand: 'globex' })).json();
    expect(same).toEqual({ data: { notification: { id: globex } } });
  });

  it('someone else’s notification is simply not there', async () => {
    const theirs = t.db.prepare('SELECT id FROM notifications WHERE notifiable_id = 3 LIMIT 1').pluck().get() as string;
    expect((await gql(await t.signIn('manager@example.com'), 'query ($id: ID!) { notification(id: $id) { id } }', { id: theirs })).json()).toEqual({ data: { notification: null } });
  });

  it('is 401 signed out, 419 without the token, 422 without a query', async () => {
    expect((await gql(await t.guest(), LOGGED_USER_QUERY)).statusCode).toBe(401);
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post('/server/api/v1/graphql', { query: LOGGED_USER_QUERY }, { noCsrf: true })).statusCode).toBe(419);
    expect((await agent.post('/server/api/v1/graphql', {})).statusCode).toBe(422);
  });
});

describe('subscription over graphql-ws', () => {
  let origin: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/server/api/v1/graphql`;
  });

  const clientFor = (agent: Agent | null) =>
    createClient({
      url: origin,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { headers: { 'X-Brand': 'acme' } },
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: agent ? { cookie: `adcreative_session=${agent.cookies.get('adcreative_session')}` } : {} });
        }
      },
    });

  it('announces a notification created for the signed-in person, and only theirs', async () => {
    const manager = await t.signIn('manager@example.com');
    const client = clientFor(manager);
    const received: { id: string; type: string }[] = [];
    const first = new Promise<void>((resolve, reject) => {
      client.subscribe<{ notificationCreated: { id: string; type: string } }>(
        { query: NOTIFICATION_CREATED_SUBSCRIPTION },
        { next: (r) => (received.push(r.data!.notificationCreated), resolve()), error: reject, complete: () => {} },
      );
    });
    await new Promise((r) => setTimeout(r, 100));
    // A comment by the developer on the manager's visual notifies the manager (not the developer).
    const version = t.db.prepare('SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.user_id = 1 AND v.brand_id = 1 LIMIT 1').pluck().get() as number;
    const res = await (await t.signIn('developer@example.com')).post(`/server/api/v1/visual-version/${version}/comment`, { comment: 'Live!' });
    expect(res.statusCode).toBe(201);
    await first;
    await client.dispose();
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toBe('App\\Notifications\\VisualVersionCommentCreatedNotification');
  });

  const upgradeStatus = (headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(origin, 'graphql-transport-ws', { headers });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => (ws.close(), resolve(101)));
      ws.on('error', () => resolve(-1));
    });

  it('refuses the upgrade without a session', async () => {
    expect(await upgradeStatus({})).toBe(401);
  });

  it('refuses pages of another origin, accepts our own', async () => {
    const manager = await t.signIn('manager@example.com');
    const cookie = `adcreative_session=${manager.cookies.get('adcreative_session')}`;
    expect(await upgradeStatus({ cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus({ cookie, origin: t.config.appOrigin })).toBe(101);
  });
});
