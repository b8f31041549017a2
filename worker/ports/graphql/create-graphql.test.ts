/** GraphQL queries over HTTP: request shape, translation, and the error handling of spec section 8. */
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TOAST_KEYS } from '../http/error-catalogue';
import { AppInternalError, ResolvedApiError, UnhandledApiError } from '../http/errors';
import { createXsrfTokenCell } from '../http/request-headers';
import { createFakeFetch, jsonResponse, textResponse, type FakeHandler } from '../testing/fake-fetch';
import { createGraphql } from './create-graphql';
import { LOGGED_USER_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION, NOTIFICATIONS_QUERY } from './documents';

const ORIGIN = 'https://app.test';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const xsrf = createXsrfTokenCell('xsrf-1');
  return { fake, xsrf, graphql: createGraphql({ fetch: fake.fetch, origin: ORIGIN, xsrf }) };
}

const wireNotification = (over: Record<string, unknown> = {}) => ({
  id: '9b1d-1',
  type: 'App\\Notifications\\AdSetReviewed',
  notifiable_id: '5',
  notifiable_type: 'App\\Models\\User',
  data: { brandIdentifier: 'acme', adSet: 12, reviewState: 'approved' },
  read_at: null,
  created_at: '2025-01-31T10:15:00.000000Z',
  updated_at: '2025-01-31T10:15:00.000000Z',
  ...over,
});

const page = (data: unknown[], total = data.length, unread = 3) => ({
  data: {
    notificationsPaginated: {
      data,
      paginatorInfo: { count: data.length, currentPage: 1, perPage: 20, total, lastItem: data.length || null, lastPage: 1 },
    },
    loggedUser: { id: '5', unread_notifications_count: unread },
  },
});

describe('documents', () => {
  it('are valid against the schema documented in docs/api-wire.md', () => {
    const markdown = readFileSync(new URL('../../../docs/api-wire.md', import.meta.url), 'utf8');
    const sdl = /```graphql\n([\s\S]*?)```/.exec(markdown)?.[1];
    expect(sdl).toBeTruthy();
    const schema = buildSchema(sdl as string);
    for (const document of [LOGGED_USER_QUERY, NOTIFICATIONS_QUERY, NOTIFICATION_CREATED_SUBSCRIPTION]) {
      expect(validate(schema, parse(document))).toEqual([]);
    }
  });
});

describe('queries', () => {
  it('notifications: POST to /server/api/v1/graphql with the shared headers and the spec variables', async () => {
    const { fake, xsrf, graphql } = setup(() => jsonResponse(200, page([wireNotification()], 41, 7)));
    xsrf.set('xsrf-2');
    const result = await graphql.notifications({ first: 20, page: 1, unreadOnly: false }, { brand: 'acme' });
    const call = fake.last();
    expect(call.url).toBe(`${ORIGIN}/server/api/v1/graphql`);
    expect(call.method).toBe('POST');
    expect(call.credentials).toBe('include');
    expect(call.headers).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'X-Brand': 'acme',
      'X-XSRF-TOKEN': 'xsrf-2',
    });
    expect(call.body).toMatchObject({
      operationName: 'NotificationsPaginated',
      variables: { order: 'CREATED_AT', orderDir: 'DESC', last30Days: true, first: 20, page: 1 },
    });
    expect((call.body as { variables: object }).variables).not.toHaveProperty('readAt');
    expect(result).toStrictEqual({
      items: [
        {
          id: '9b1d-1',
          type: 'App\\Notifications\\AdSetReviewed',
          data: { brandIdentifier: 'acme', adSet: 12, reviewState: 'approved' },
          readAt: null,
          createdAt: '2025-01-31T10:15:00.000000Z',
        },
      ],
      total: 41,
      unreadCount: 7,
    });
  });

  it('notifications unread only sends readAt: null explicitly; a later page sends its number', async () => {
    const { fake, graphql } = setup(() => jsonResponse(200, page([])));
    await graphql.notifications({ first: 20, page: 3, unreadOnly: true }, { brand: 'acme' });
    expect((fake.last().body as { variables: object }).variables).toStrictEqual({
      order: 'CREATED_AT',
      orderDir: 'DESC',
      last30Days: true,
      first: 20,
      page: 3,
      readAt: null,
    });
  });

  it('accepts notification data as an object or as a JSON string, and numeric ids', async () => {
    const { graphql } = setup(() =>
      jsonResponse(200, page([wireNotification({ id: 12, data: '{"hash":"h1"}', read_at: '2025-02-01T08:00:00Z' })])),
    );
    const result = await graphql.notifications({ first: 20, page: 1, unreadOnly: false }, { brand: null });
    expect(result.items[0]).toMatchObject({ id: '12', data: { hash: 'h1' }, readAt: '2025-02-01T08:00:00Z' });
  });

  it.each([
    ['an array', [1, 2]],
    ['a JSON string of an array', '[1]'],
    ['a string that is not JSON', 'hello'],
    ['null', null],
  ])('rejects notification data that is %s', async (_label, data) => {
    const { graphql } = setup(() => jsonResponse(200, page([wireNotification({ data })])));
    const error = await graphql.notifications({ first: 20, page: 1, unreadOnly: false }, { brand: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppInternalError);
    expect(error).toMatchObject({ toast: { key: TOAST_KEYS.INVALID_RESPONSE } });
  });

  it('unreadCount: LoggedUser query', async () => {
    const { fake, graphql } = setup(() => jsonResponse(200, { data: { loggedUser: { id: '5', unread_notifications_count: 4 } } }));
    await expect(graphql.unreadCount({ brand: 'acme' })).resolves.toBe(4);
    expect(fake.last().body).toMatchObject({ operationName: 'LoggedUser', variables: {} });
    expect((fake.last().body as { query: string }).query).toContain('unread_notifications_count');
  });
});

describe('errors', () => {
  const failure = (handler: FakeHandler) =>
    setup(handler).graphql.unreadCount({ brand: 'acme' }).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );

  it.each([
    ['a brand identifier', 'globex'],
    ['a brand model', { identifier: 'globex', label: 'Globex' }],
  ])('brandRedirect with %s → ResolvedApiError brand-redirect, no toast', async (_label, brand) => {
    const error = await failure(() =>
      jsonResponse(200, {
        data: null,
        errors: [
          { message: 'Other', extensions: { category: 'graphql' } },
          { message: 'Model belongs to another brand', extensions: { category: 'brandRedirect', brand } },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ResolvedApiError);
    expect(error).toMatchObject({ reason: 'brand-redirect', detail: { identifier: 'globex' }, toast: { key: null, texts: [] } });
  });

  it('other GraphQL errors → UnhandledApiError with GRAPHQL_ERROR, the error text as its parameter', async () => {
    const error = await failure(() =>
      jsonResponse(200, { data: null, errors: [{ message: 'Cannot query field "x"', extensions: { category: 'graphql' } }] }),
    );
    expect(error).toBeInstanceOf(UnhandledApiError);
    expect(error).toMatchObject({ status: null, toast: { key: 'GRAPHQL_ERROR', params: { text: 'Cannot query field "x"' }, texts: [] } });
  });

  it('category authentication → ResolvedApiError session-expired, exactly like a 401, and it wins over the rest', async () => {
    const error = await failure(() =>
      jsonResponse(200, {
        data: null,
        errors: [
          { message: 'Model belongs to another brand', extensions: { category: 'brandRedirect', brand: 'globex' } },
          { message: 'Unauthenticated.', extensions: { category: 'authentication' } },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ResolvedApiError);
    expect(error).toMatchObject({ reason: 'session-expired', status: null, toast: { key: null, texts: [] } });
  });

  it('brandRedirect without a brand is an ordinary GraphQL error', async () => {
    const error = await failure(() =>
      jsonResponse(200, { errors: [{ message: 'Redirect', extensions: { category: 'brandRedirect' } }] }),
    );
    expect(error).toMatchObject({ toast: { key: 'GRAPHQL_ERROR', params: { text: 'Redirect' }, texts: [] } });
  });

  it.each([
    [401, 'resolved', 'session-expired', null],
    [419, 'resolved', 'csrf-expired', TOAST_KEYS.EXPIRED],
    [500, 'unhandled', undefined, TOAST_KEYS.FAILED],
    [503, 'unhandled', undefined, TOAST_KEYS.UNAVAILABLE],
  ] as const)('HTTP %d is classified like REST', async (status, kind, reason, key) => {
    const error = await failure(() => jsonResponse(status, { message: 'x' }));
    expect(error).toBeInstanceOf(kind === 'resolved' ? ResolvedApiError : UnhandledApiError);
    expect(error).toMatchObject({ status, toast: { key } });
    if (reason) expect(error).toMatchObject({ reason });
  });

  it('a 200 that is not JSON or lacks data → AppInternalError', async () => {
    expect(await failure(() => textResponse(200, 'nope'))).toBeInstanceOf(AppInternalError);
    expect(await failure(() => jsonResponse(200, { data: { loggedUser: null } }))).toBeInstanceOf(AppInternalError);
    expect(await failure(() => jsonResponse(200, { errors: 'bad' }))).toBeInstanceOf(AppInternalError);
  });

});
