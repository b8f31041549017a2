import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGED_USER_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION, NOTIFICATIONS_QUERY } from '../../worker/ports/graphql/documents.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createDocumentValidator } from './validation.ts';

const SCHEMA_QUERY = '{ __schema { types { name } } }';
const TYPE_QUERY = '{ __type(name: "Query") { fields { name } } }';

describe('which documents may run', () => {
  const schema = buildSchema('type Query { hello: String }');
  const messages = (production: boolean, source: string) => createDocumentValidator({ production })(schema, parse(source)).map((e) => e.message);

  it('refuses introspection in production, naming the field, and keeps it elsewhere', () => {
    // graphql's rule names every field of an introspection type: `__schema`, then its `types`.
    expect(messages(true, SCHEMA_QUERY)).toEqual([
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      'GraphQL introspection has been disabled, but the requested query contained the field "types".',
    ]);
    expect(messages(true, TYPE_QUERY)[0]).toBe('GraphQL introspection has been disabled, but the requested query contained the field "__type".');
    expect(messages(false, SCHEMA_QUERY)).toEqual([]);
    expect(messages(false, TYPE_QUERY)).toEqual([]);
  });

  it('checks the limits before anything else in both', () => {
    const many = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: hello`).join(' ')} }`;
    expect(messages(true, many)).toEqual(['Max query aliases should be 30 but got 31.']);
    expect(messages(false, many)).toEqual(['Max query aliases should be 30 but got 31.']);
  });
});

describe('a production API server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('answers introspection over HTTP with an error and no data, and the app’s own documents as before', async () => {
    const manager = await t.signIn('manager@example.com');
    const introspection = (await manager.post('/server/api/v1/graphql', { query: SCHEMA_QUERY, variables: {} })).json();
    expect(introspection.errors).toContainEqual(expect.objectContaining({ message: expect.stringContaining('contained the field "__schema"'), extensions: { category: 'graphql' } }));
    expect(introspection).not.toHaveProperty('data');
    expect((await manager.post('/server/api/v1/graphql', { query: LOGGED_USER_QUERY, variables: {} })).json()).toEqual({ data: { loggedUser: { id: '1', unread_notifications_count: expect.any(Number) } } });
    const real = buildSchema('type Query { a: Int } type Subscription { b: Int }');
    // The app's documents are not introspection: the rule leaves them alone (checked against any schema's rule set).
    for (const doc of [LOGGED_USER_QUERY, NOTIFICATIONS_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION]) {
      expect(createDocumentValidator({ production: true })(real, parse(doc)).map((e) => e.message).filter((m) => m.includes('introspection'))).toEqual([]);
    }
  });
});
