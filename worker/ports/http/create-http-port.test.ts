/**
 * Request shapes and response translation of every REST call the domains declare
 * (docs/api-wire.md), run through the real HttpPort.
 */
import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse, textResponse, type FakeHandler } from '../testing/fake-fetch';
import { AppInternalError } from './errors';
import type { Locale, PrimaryRole } from '../../contract/entities';
import { brandCalls } from '../../domains/brand/calls';
import { widgetCalls } from '../../domains/builds/widget';
import { incidentsCalls } from '../../domains/incidents';
import { notificationsCalls, type MarkReadTarget } from '../../domains/notifications/calls';
import { sessionCalls } from '../../domains/session/calls';
import { walletCalls } from '../../domains/wallet';
import type { RequestContext } from '../types';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from './create-http-port';

/** The calls by their names, as one object, so each case reads like the call it checks. */
function callsOf(port: ReturnType<typeof createHttpPort>) {
  return {
    setXsrfToken: (token: string | null) => port.setXsrfToken(token),
    csrfCookie: (c: RequestContext) => port.call(sessionCalls.csrfCookie, undefined, c),
    authCallback: (p: { code: string; state: string }, c: RequestContext) => port.call(sessionCalls.authCallback, p, c),
    logout: (c: RequestContext) => port.call(sessionCalls.logout, undefined, c),
    me: (c: RequestContext) => port.call(sessionCalls.me, undefined, c),
    invites: (c: RequestContext) => port.call(sessionCalls.invites, undefined, c),
    updateLocale: (locale: Locale, c: RequestContext) => port.call(sessionCalls.updateLocale, locale, c),
    setGodlikePrimaryRole: (role: PrimaryRole, c: RequestContext) => port.call(sessionCalls.setGodlikePrimaryRole, role, c),
    brandUser: (c: RequestContext) => port.call(brandCalls.brandUser, undefined, c),
    balance: (c: RequestContext) => port.call(walletCalls.balance, undefined, c),
    buildsWidget: (c: RequestContext) => port.call(widgetCalls.buildsWidget, undefined, c),
    incidents: (c: RequestContext) => port.call(incidentsCalls.incidents, undefined, c),
    dismissIncident: (id: number, c: RequestContext) => port.call(incidentsCalls.dismissIncident, id, c),
    markNotificationsRead: (t: MarkReadTarget, c: RequestContext) => port.call(notificationsCalls.markNotificationsRead, t, c),
  };
}

const ORIGIN = 'https://app.test';

function setup(handler: FakeHandler = () => textResponse(204, '')) {
  const fake = createFakeFetch(handler);
  const backend = callsOf(createHttpPort({ fetch: fake.fetch, origin: ORIGIN, env: { oauthClientId: 'spa-client', oauthScope: DEFAULT_OAUTH_SCOPE } }));
  return { fake, backend };
}

const ctx = { brand: 'acme' } as const;

describe('headers', () => {
  it('sends Accept, X-Requested-With, X-Brand, the current X-XSRF-TOKEN, cookies and the signal', async () => {
    const { fake, backend } = setup(() => jsonResponse(200, { data: { balance: 3 } }));
    const controller = new AbortController();
    backend.setXsrfToken('token-1');
    await backend.balance({ brand: 'acme', signal: controller.signal });
    expect(fake.last().headers).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Brand': 'acme',
      'X-XSRF-TOKEN': 'token-1',
    });
    expect(fake.last().credentials).toBe('include');
    expect(fake.last().signal).toBe(controller.signal);

    backend.setXsrfToken('token-2');
    await backend.balance({ brand: 'other' });
    expect(fake.last().headers).toMatchObject({ 'X-Brand': 'other', 'X-XSRF-TOKEN': 'token-2' });
  });

  it('sends the call’s X-Request-Id and tells the caller each answer’s status and the path as sent', async () => {
    const { fake, backend } = setup(() => jsonResponse(404, { message: 'gone' }));
    const answers: unknown[] = [];
    await expect(backend.incidents({ brand: 'acme', requestId: 'mhx2k0c0-7', onAnswer: (a) => answers.push(a) })).rejects.toThrow();
    expect(fake.last().headers['X-Request-Id']).toBe('mhx2k0c0-7');
    expect(answers).toEqual([{ status: 404, path: '/api/v1/incident?severity=high&notExpired=1&limit=999' }]);
  });

  it('omits X-Brand for a null brand and X-XSRF-TOKEN for a null token', async () => {
    const { fake, backend } = setup(() => jsonResponse(200, { data: { balance: 3 } }));
    await backend.balance({ brand: null });
    expect(fake.last().headers).not.toHaveProperty('X-Brand');
    expect(fake.last().headers).not.toHaveProperty('X-XSRF-TOKEN');
    backend.setXsrfToken('t');
    backend.setXsrfToken(null);
    await backend.balance({ brand: null });
    expect(fake.last().headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('adds Content-Type only when there is a JSON body', async () => {
    const { fake, backend } = setup();
    await backend.logout(ctx);
    expect(fake.last().headers).not.toHaveProperty('Content-Type');
    await backend.updateLocale('cs', ctx);
    expect(fake.last().headers['Content-Type']).toBe('application/json');
  });
});

describe('calls without an answer body', () => {
  it.each([
    ['csrfCookie', (b: ReturnType<typeof setup>['backend']) => b.csrfCookie(ctx), 'GET', '/server/sanctum/csrf-cookie', null],
    ['logout', (b: ReturnType<typeof setup>['backend']) => b.logout(ctx), 'POST', '/server/api/v1/auth/logout', null],
    ['dismissIncident', (b: ReturnType<typeof setup>['backend']) => b.dismissIncident(17, ctx), 'POST', '/server/api/v1/incident/17/dismiss', null],
    ['markNotificationsRead ids', (b: ReturnType<typeof setup>['backend']) => b.markNotificationsRead({ ids: ['n1', 'n2'] }, ctx), 'POST', '/server/api/v1/notification/read', { ids: ['n1', 'n2'] }],
    ['markNotificationsRead all', (b: ReturnType<typeof setup>['backend']) => b.markNotificationsRead({ all: true, ids: ['n1'] }, ctx), 'POST', '/server/api/v1/notification/read', { all: true }],
    ['updateLocale', (b: ReturnType<typeof setup>['backend']) => b.updateLocale('fr', ctx), 'PUT', '/server/api/v1/profile/update', { locale: 'fr' }],
    ['setGodlikePrimaryRole', (b: ReturnType<typeof setup>['backend']) => b.setGodlikePrimaryRole('visitor', ctx), 'PUT', '/server/api/v1/user/godlike-primary-role', { primary_role: 'visitor' }],
    [
      'authCallback',
      (b: ReturnType<typeof setup>['backend']) => b.authCallback({ code: 'c0de', state: 'st4te' }, { brand: null }),
      'POST',
      '/server/api/v1/auth/callback',
      { state: 'st4te', code: 'c0de', client_id: 'spa-client', grant_type: 'authorization_code', scope: 'openid profile email' },
    ],
  ] as const)('%s', async (_name, call, method, path, body) => {
    const { fake, backend } = setup();
    await expect(call(backend)).resolves.toBeUndefined();
    expect(fake.last()).toMatchObject({ method, url: `${ORIGIN}${path}`, body });
  });
});

const brandsWire = [
  { id: 1, identifier: 'acme', label: 'Acme', collaborative_mode: false, store_identifier: 'acme-store' },
  { id: 2, identifier: 'globex', label: 'Globex', collaborative_mode: 1 },
];

describe('calls with an answer', () => {
  it('me → user and brands (snake_case → camelCase, 0/1 booleans, unknown locale → en)', async () => {
    const { fake, backend } = setup(() =>
      jsonResponse(200, {
        data: {
          id: 5,
          email: 'eva@example.test',
          name: 'Eva',
          locale: 'de',
          last_brand: 'acme',
          is_mfa_enabled: true,
          is_password_valid: 0,
          is_godlike: false,
          brands: brandsWire,
        },
      }),
    );
    await expect(backend.me(ctx)).resolves.toStrictEqual({
      user: {
        id: 5,
        email: 'eva@example.test',
        name: 'Eva',
        locale: 'en',
        lastBrand: 'acme',
        isMfaEnabled: true,
        isPasswordValid: false,
        isGodlike: false,
      },
      brands: [
        { id: 1, identifier: 'acme', label: 'Acme', collaborativeMode: false, storeIdentifier: 'acme-store' },
        { id: 2, identifier: 'globex', label: 'Globex', collaborativeMode: true, storeIdentifier: null },
      ],
    });
    expect(fake.last()).toMatchObject({ method: 'GET', url: `${ORIGIN}/server/api/v1/me` });
  });

  it('me without the { data } wrapper is an invalid response', async () => {
    const { backend } = setup(() => jsonResponse(200, { id: 5, email: 'x', name: 'x', locale: 'en', brands: [] }));
    await expect(backend.me(ctx)).rejects.toBeInstanceOf(AppInternalError);
  });

  it('invites → hash, brand label, and the role, team and expiry when given (an unknown role is not said)', async () => {
    const { fake, backend } = setup(() =>
      jsonResponse(200, {
        data: [
          { hash: 'h1', brand: { label: 'Acme' }, primary_role: 'editor', team: { id: 2, name: 'Launch' }, expires_at: '2025-06-29T12:00:00.000Z' },
          { hash: 'h2', brand: null, primary_role: 'owner' },
          { hash: 'h3' },
        ],
      }),
    );
    const none = { primaryRole: null, teamName: null, expiresAt: null };
    await expect(backend.invites({ brand: null })).resolves.toStrictEqual([
      { hash: 'h1', brandLabel: 'Acme', primaryRole: 'editor', teamName: 'Launch', expiresAt: '2025-06-29T12:00:00.000Z' },
      { hash: 'h2', brandLabel: null, ...none },
      { hash: 'h3', brandLabel: null, ...none },
    ]);
    expect(fake.last().url).toBe(`${ORIGIN}/server/api/v1/invite`);
  });

  it('brandUser → domain BrandUser, mnt_meta KiB × 1024', async () => {
    const { fake, backend } = setup(() =>
      jsonResponse(200, {
        data: {
          id: 9,
          user_id: 5,
          brand_id: 1,
          primary_role: 'editor',
          team: { id: 4, name: 'Design' },
          team_id: 4,
          uploads_root_directory_id: 77,
          brand: {
            id: 1,
            identifier: 'acme',
            label: 'Acme',
            language_code: 'cs',
            collaborative_mode: false,
            modules: [{ label: 'Reports', href: 'https://modules.test/reports' }],
            mnt_meta: {
              used: 1536,
              total: 2048,
              percentage: 75.5,
              usedInode: 10,
              totalInode: 100,
              percentageInode: 10,
              usedVolume: 1,
              totalVolume: 2,
              percentageVolume: 50,
              percentageInt: 76,
            },
          },
        },
      }),
    );
    await expect(backend.brandUser(ctx)).resolves.toStrictEqual({
      id: 9,
      userId: 5,
      brandId: 1,
      primaryRole: 'editor',
      team: { id: 4, name: 'Design' },
      uploadsRootDirectoryId: 77,
      brand: {
        id: 1,
        identifier: 'acme',
        label: 'Acme',
        languageCode: 'cs',
        collaborativeMode: false,
        modules: [{ label: 'Reports', href: 'https://modules.test/reports' }],
        storage: { used: 1536 * 1024, total: 2048 * 1024, percentage: 75.5, percentageInt: 76 },
      },
    });
    expect(fake.last()).toMatchObject({ url: `${ORIGIN}/server/api/v1/brand-user`, headers: { 'X-Brand': 'acme' } });
  });

  it('brandUser without team, modules or mnt_meta', async () => {
    const { backend } = setup(() =>
      jsonResponse(200, {
        data: {
          id: 9,
          user_id: 5,
          brand_id: 1,
          primary_role: 'manager',
          team: null,
          team_id: null,
          uploads_root_directory_id: null,
          brand: { id: 1, identifier: 'acme', label: 'Acme', language_code: null, collaborative_mode: true },
        },
      }),
    );
    await expect(backend.brandUser(ctx)).resolves.toMatchObject({
      team: null,
      uploadsRootDirectoryId: null,
      brand: { modules: [], storage: null, collaborativeMode: true },
    });
  });

  it('brandUser with an unknown role is an invalid response', async () => {
    const { backend } = setup(() =>
      jsonResponse(200, {
        data: { id: 9, user_id: 5, brand_id: 1, primary_role: 'owner', brand: { id: 1, identifier: 'a', label: 'A', collaborative_mode: true } },
      }),
    );
    const error = await backend.brandUser(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppInternalError);
    expect((error as Error).message).toContain('primary_role');
  });

  it.each([
    [{ balance: 42.5, version: 7 }, { balance: 42.5, version: 7 }],
    [{ balance: '17.25', version: 0 }, { balance: 17.25, version: 0 }],
    // A server without versions (contract/balance-version.ts): folded by arrival.
    [{ balance: 42.5 }, { balance: 42.5, version: null }],
    [{ balance: 42.5, version: null }, { balance: 42.5, version: null }],
  ])('balance %j → %j', async (data, expected) => {
    const { fake, backend } = setup(() => jsonResponse(200, { data }));
    await expect(backend.balance(ctx)).resolves.toStrictEqual(expected);
    expect(fake.last().url).toBe(`${ORIGIN}/server/api/v1/balance-manager/balance`);
  });

  it.each([[{ balance: 1, version: '7' }], [{ balance: 1, version: 1.5 }], [{ balance: 1, version: -1 }]])('balance %j: a version that is not a non-negative integer is an unusable answer', async (data) => {
    const { backend } = setup(() => jsonResponse(200, { data }));
    await expect(backend.balance(ctx)).rejects.toBeInstanceOf(AppInternalError);
  });

  it('buildsWidget', async () => {
    const { fake, backend } = setup(() => jsonResponse(200, { data: { unfinished: 4, unfinishedWithinEnvironment: 2 } }));
    await expect(backend.buildsWidget(ctx)).resolves.toStrictEqual({ unfinished: 4, unfinishedWithinEnvironment: 2 });
    expect(fake.last().url).toBe(`${ORIGIN}/server/api/v1/visual-build/widget`);
  });

  it('incidents: query, paginator .data, severity other than high/medium → success', async () => {
    const { fake, backend } = setup(() =>
      jsonResponse(200, {
        current_page: 1,
        data: [
          { id: 1, severity: 'high', body: 'Renders slow', expires_at: '2030-01-01T00:00:00Z', is_dismissed: false },
          { id: 2, severity: 'medium', body: 'Feeds delayed', expires_at: null, is_dismissed: 1 },
          { id: 3, severity: 'low', body: 'Fixed', expires_at: null, is_dismissed: false },
          { id: 4, severity: null, body: 'Other', expires_at: null },
        ],
        from: 1,
        last_page: 1,
        per_page: 999,
        to: 4,
        total: 4,
      }),
    );
    await expect(backend.incidents(ctx)).resolves.toStrictEqual([
      { id: 1, severity: 'high', body: 'Renders slow', expiresAt: '2030-01-01T00:00:00Z', isDismissed: false },
      { id: 2, severity: 'medium', body: 'Feeds delayed', expiresAt: null, isDismissed: true },
      { id: 3, severity: 'success', body: 'Fixed', expiresAt: null, isDismissed: false },
      { id: 4, severity: 'success', body: 'Other', expiresAt: null, isDismissed: false },
    ]);
    expect(fake.last().url).toBe(`${ORIGIN}/server/api/v1/incident?severity=high&notExpired=1&limit=999`);
  });

  it('a trailing slash on the origin does not double the slash', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { data: { balance: 1 } }));
    const backend = callsOf(createHttpPort({ fetch: fake.fetch, origin: `${ORIGIN}/`, env: { oauthClientId: 'c', oauthScope: DEFAULT_OAUTH_SCOPE } }));
    await backend.balance(ctx);
    expect(fake.last().url).toBe(`${ORIGIN}/server/api/v1/balance-manager/balance`);
  });
});
