import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGGED_USER_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION, NOTIFICATIONS_QUERY } from '../../worker/ports/graphql/documents.ts';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { checkGraphqlLimits, GRAPHQL_LIMITS } from './limits.ts';

const aliases = (n: number, field = '__typename') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** `__schema { types { fields { type { ofType … { name } } } } }`: `depth` levels of valid introspection. */
const introspectionOfDepth = (depth: number) => `{ __schema { types { fields { type { ${'ofType { '.repeat(depth - 5)}name${' }'.repeat(depth - 5)} } } } } }`;
/** F0 is one field; each next fragment spreads the previous twice: F20 is 2^20 fields in a few lines. */
const fragmentBomb = (levels: number) =>
  [`query Bomb { ...F${levels} }`, 'fragment F0 on Query { __typename }', ...Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`)].join('\n');
const messages = (source: string) => checkGraphqlLimits(parse(source)).map((e) => e.message);

describe('the limits of one document (limits.ts)', () => {
  it('leave the app’s own documents alone', () => {
    for (const doc of [LOGGED_USER_QUERY, NOTIFICATIONS_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION]) expect(messages(doc)).toEqual([]);
  });

  it('allow 30 aliases and refuse 31', () => {
    expect(messages(aliases(30))).toEqual([]);
    expect(messages(aliases(31))).toEqual(['Max query aliases should be 30 but got 31.']);
  });

  it('allow depth 10 and refuse 11, counting fragments where they are spread', () => {
    expect(messages(introspectionOfDepth(10))).toEqual([]);
    expect(messages(introspectionOfDepth(11))).toEqual(['Max query depth should be 10 but got 11.']);
    const viaFragments = `{ __schema { ...Types } } fragment Types on __Schema { types { ...Deep } } fragment Deep on __Type { fields { type { ${'ofType { '.repeat(6)}name${' }'.repeat(6)} } } }`;
    expect(messages(viaFragments)).toEqual(['Max query depth should be 10 but got 11.']);
  });

  it('refuse more than 200 field selections, repeated fields and expanded fragments included', () => {
    expect(messages(`{ loggedUser { ${'id '.repeat(199)} } }`)).toEqual([]);
    expect(messages(`{ loggedUser { ${'id '.repeat(200)} } }`)).toEqual(['Max query fields should be 200 but got 201.']);
    expect(messages(fragmentBomb(20))).toEqual([`Max query fields should be 200 but got ${2 ** 20}.`]);
  });

  it('count aliases inside fragments once per spread', () => {
    const twice = `{ ...A ...A } fragment A on Query { ${Array.from({ length: 16 }, (_, i) => `x${i}: __typename`).join(' ')} }`;
    expect(messages(twice)).toEqual(['Max query aliases should be 30 but got 32.']);
  });

  it('leave a fragment cycle to graphql’s own validation instead of looping', () => {
    expect(messages('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toEqual([]);
  });
});

let t: TestApp;
let manager: Agent;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager@example.com');
});
afterAll(() => t.close());

const gql = (query: string, variables: Record<string, unknown> = {}) => manager.post('/server/api/v1/graphql', { query, variables });
const refused = (message: string) => ({ errors: [expect.objectContaining({ message, extensions: { category: 'graphql' } })] });

describe('over HTTP', () => {
  it('refuses 2,000 aliases before validating or running anything: a Lighthouse-shaped error, status 200, no data', async () => {
    const res = await gql(aliases(2000));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        { message: 'Max query aliases should be 30 but got 2000.', extensions: { category: 'graphql' } },
        { message: 'Max query fields should be 200 but got 2000.', extensions: { category: 'graphql' } },
      ],
    });
    expect(res.json()).not.toHaveProperty('data');
  });

  it('refuses 2,000 aliases of a real field at the parser (over the token limit)', async () => {
    const res = await gql(aliases(2000, 'loggedUser { id unread_notifications_count }'));
    // graphql's own words ("more that" sic).
    expect(res.json()).toEqual({ errors: [expect.objectContaining({ message: expect.stringContaining(`${GRAPHQL_LIMITS.maxTokens} tokens. Parsing aborted.`) })] });
    expect(res.json()).not.toHaveProperty('data');
  });

  it('refuses a deep query and a fragment bomb', async () => {
    expect((await gql(introspectionOfDepth(11))).json()).toEqual(refused('Max query depth should be 10 but got 11.'));
    expect((await gql(fragmentBomb(20))).json()).toEqual(refused(`Max query fields should be 200 but got ${2 ** 20}.`));
  });

  it('still answers the app’s own queries, and a query at the limits', async () => {
    expect((await gql(LOGGED_USER_QUERY)).json()).toEqual({ data: { loggedUser: { id: '1', unread_notifications_count: expect.any(Number) } } });
    const page = (await gql(NOTIFICATIONS_QUERY, { order: 'CREATED_AT', orderDir: 'DESC', last30Days: true, first: 20 })).json();
    expect(page.errors).toBeUndefined();
    expect(page.data.notificationsPaginated.data).toHaveLength(20);
    expect(Object.keys((await gql(aliases(30))).json().data)).toHaveLength(30);
    expect((await gql(introspectionOfDepth(10))).json().data.__schema.types.length).toBeGreaterThan(0);
  });
});

describe('over graphql-ws', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/server/api/v1/graphql`;
  });

  /** The first thing the server answers to one operation: its errors, or `data` when it ran. */
  const firstAnswer = async (query: string): Promise<unknown> => {
    const cookie = `adcreative_session=${manager.cookies.get('adcreative_session')}`;
    const client = createClient({
      url,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { headers: { 'X-Brand': 'acme' } },
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    try {
      return await new Promise((resolve) => {
        client.subscribe({ query }, { next: (result) => resolve(result.errors ? { errors: result.errors } : { data: 'ran' }), error: (errors) => resolve({ errors }), complete: () => {} });
      });
    } finally {
      await client.dispose();
    }
  };

  it('refuses too many aliases in a subscription, a deep query and a document over the token limit, as error messages', async () => {
    const subscriptions = `subscription { ${Array.from({ length: 31 }, (_, i) => `a${i}: notificationCreated { id }`).join(' ')} }`;
    expect(await firstAnswer(subscriptions)).toEqual(refused('Max query aliases should be 30 but got 31.'));
    expect(await firstAnswer(introspectionOfDepth(11))).toEqual(refused('Max query depth should be 10 but got 11.'));
    expect(await firstAnswer(aliases(4000))).toEqual({ errors: [expect.objectContaining({ message: expect.stringContaining(`${GRAPHQL_LIMITS.maxTokens} tokens. Parsing aborted.`), extensions: { category: 'graphql' } })] });
  });

  it('still runs a query within the limits', async () => {
    expect(await firstAnswer(LOGGED_USER_QUERY)).toEqual({ data: 'ran' });
  });
});
