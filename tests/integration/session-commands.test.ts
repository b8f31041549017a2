/** The shell's commands: start, sign-in and sign-out, token, locale, incident dismissal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import {
  aBrandSummary,
  aBrandUser,
  anIncident,
  anInvite,
  apiErrors,
  aUser,
  createFakePorts,
  loggedEvents as logged,
  startSession,
  type StartedSession,
} from '../harness';
import { networkFailure } from '../harness/http-failure';

let session: StartedSession | null = null;
let extra: InProcessDataLayer | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  await extra?.dispose();
  session = extra = null;
  vi.useRealTimers();
});

describe('start', () => {
  it('sets the token, the locale, asks for the CSRF cookie, connects live and loads the session', async () => {
    session = await startSession();
    const { backend, live, graphql, dl } = session;
    expect(backend.xsrfToken).toBe('xsrf-1');
    expect(live.xsrfToken).toBe('xsrf-1');
    expect(live.connected).toBe(true);
    expect(backend.calls.map((c) => c.method).slice(0, 4)).toEqual(['csrfCookie', 'me', 'invites', 'brandUser']);
    // No brand in the route: the reads that find the user's brand are sent before any is known.
    expect(backend.calls.filter((c) => c.brand === null).map((c) => c.method)).toEqual(['csrfCookie', 'me', 'invites']);
    expect(backend.calls.filter((c) => c.method !== 'me' && c.method !== 'invites' && c.method !== 'csrfCookie').every((c) => c.brand === 'acme')).toBe(true);
    expect(graphql.calls.map((c) => [c.method, c.brand])).toEqual([['unreadCount', 'acme']]);
    expect(dl.engine.state()).toMatchObject({
      session: { status: 'signed-in', locale: 'en' },
      brand: { identifier: 'acme', status: 'ready' },
      balance: { status: 'ready', value: 250 },
      builds: { status: 'ready' },
      incidents: { status: 'ready' },
    });
  });

  it('sends the route brand as X-Brand from the very first call on a branded route (spec section 7)', async () => {
    session = await startSession({ routeBrand: 'beta' });
    const { backend, graphql } = session;
    expect(backend.calls.map((c) => c.method).slice(0, 4)).toEqual(['csrfCookie', 'me', 'brandUser', 'invites']);
    expect(backend.calls.filter((c) => c.brand !== 'beta').map((c) => c.method)).toEqual([]);
    expect(graphql.calls.filter((c) => c.brand !== 'beta').map((c) => c.method)).toEqual([]);
  });

  it.each([
    ['the route brand first', 'beta', 'acme', 'beta'],
    ["then the user's last brand", null, 'beta', 'beta'],
    ['then the first brand', null, null, 'acme'],
  ])('chooses %s', async (_label, routeBrand, lastBrand, expected) => {
    session = await startSession({ routeBrand, user: aUser({ lastBrand }) });
    expect(session.dl.engine.state().brand.identifier).toBe(expected);
    expect(session.live.brand).toBe(expected);
  });

  it('reads the session while the CSRF cookie is on its way, and enters the brand only after it (one round trip less)', async () => {
    const fakes = createFakePorts();
    fakes.backend.manual('csrfCookie');
    extra = createDataLayer(fakes.ports);
    const started = extra.dispatch({ type: 'start', xsrfToken: 'xsrf-1', routeBrand: null, locale: 'en' });
    await fakes.backend.flush();
    expect(fakes.backend.pending().map((c) => c.method)).toEqual(['csrfCookie']);
    expect(fakes.backend.calls.map((c) => c.method)).toEqual(['csrfCookie', 'me', 'invites']);
    expect(fakes.live.connected).toBe(false);
    fakes.backend.answer('csrfCookie', undefined);
    expect(await started).toEqual({ ok: true });
    expect(fakes.live.connected).toBe(true);
    expect(fakes.backend.calls.map((c) => c.method).slice(0, 4)).toEqual(['csrfCookie', 'me', 'invites', 'brandUser']);
    expect(extra.engine.state().brand).toMatchObject({ identifier: 'acme', status: 'ready' });
  });

  it('on a branded route, reads the brand user beside me, and opens the brand once me says who is signed in (one round trip less)', async () => {
    const fakes = createFakePorts();
    fakes.backend.manual('me');
    extra = createDataLayer(fakes.ports);
    const started = extra.dispatch({ type: 'start', xsrfToken: 'xsrf-1', routeBrand: 'acme', locale: 'en' });
    await fakes.backend.flush();
    expect(fakes.backend.pending().map((c) => c.method)).toEqual(['me']);
    expect(fakes.backend.calls.map((c) => c.method)).toEqual(['csrfCookie', 'me', 'brandUser', 'invites']);
    expect(fakes.live.brand).toBeNull();
    expect(fakes.graphql.subscriptions).toEqual([]);
    fakes.backend.answer('me', { user: aUser(), brands: [aBrandSummary('acme'), aBrandSummary('beta')] });
    expect(await started).toEqual({ ok: true });
    expect(extra.engine.state().session.status).toBe('signed-in');
    expect(extra.engine.state().brand).toMatchObject({ identifier: 'acme', status: 'ready' });
    expect(fakes.live.brand).toBe('acme');
    expect(fakes.graphql.subscriptions.map((sub) => sub.brand)).toEqual(['acme']);
    expect(fakes.backend.count('balance')).toBe(1);
  });

  it('a signed-out visitor’s deep link asks for the brand user once and opens nothing of the brand', async () => {
    const fakes = createFakePorts();
    fakes.backend.manual('me');
    fakes.backend.manual('brandUser');
    extra = createDataLayer(fakes.ports);
    const started = extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: 'acme', locale: 'en' });
    await fakes.backend.flush();
    fakes.backend.failWithStatus('brandUser', 401);
    fakes.backend.failWithStatus('me', 401);
    expect(await started).toEqual({ ok: false, error: 'REQUESTS.FAILED' });
    expect(extra.engine.state().session.status).toBe('expired');
    expect(fakes.backend.calls.map((c) => c.method)).toEqual(['csrfCookie', 'me', 'brandUser', 'invites']);
    expect(fakes.live.brand).toBeNull();
    expect(fakes.graphql.subscriptions).toEqual([]);
  });

  it('a user without brands gets no brand scope, only invites', async () => {
    const fakes = createFakePorts({ brands: [], user: aUser({ lastBrand: null }) });
    fakes.backend.autoAnswer('invites', [anInvite('h1')]);
    extra = createDataLayer(fakes.ports);
    expect(await extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: null, locale: 'cs' })).toEqual({ ok: true });
    const state = extra.engine.state();
    expect(state.brand.identifier).toBeNull();
    expect(state.session.invites).toEqual([anInvite('h1')]);
    expect(fakes.backend.count('brandUser')).toBe(0);
  });

  it('a 401 from me means no session: session/expired, no toast, no brand', async () => {
    const fakes = createFakePorts();
    fakes.backend.manual('me');
    extra = createDataLayer(fakes.ports);
    const result = extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: null, locale: 'en' });
    await fakes.backend.flush();
    fakes.backend.failWithStatus('me', 401);
    expect(await result).toEqual({ ok: false, error: 'REQUESTS.FAILED' });
    const state = extra.engine.state();
    expect(state.session.status).toBe('expired');
    expect(state.toasts.items).toEqual([]);
    expect(logged(extra, 'session/expired')).toEqual([{ type: 'session/expired', status: 401 }]);
    expect(logged(extra, 'request/failed')).toEqual([
      { type: 'request/failed', method: 'GET', path: '/api/v1/me', status: 401, kind: 'resolved', reason: 'session-expired' },
    ]);
  });

  it("follows the user's saved locale", async () => {
    session = await startSession({ user: aUser({ locale: 'cs' }) });
    expect(session.dl.engine.state().session.locale).toBe('cs');
  });

  it('a brand the user is not a member of (403) fails the brand: brand/user-failed and a toast', async () => {
    const fakes = createFakePorts();
    fakes.backend.autoAnswer('brandUser', () => {
      throw apiErrors.unhandled(403, 'REQUESTS.UNAUTHORIZED');
    });
    extra = createDataLayer(fakes.ports);
    await extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: 'zeta', locale: 'en' });
    const state = extra.engine.state();
    expect(state.brand).toMatchObject({ identifier: 'zeta', status: 'error', brandUser: null });
    expect(logged(extra, 'brand/user-failed')).toEqual([{ type: 'brand/user-failed', identifier: 'zeta', status: 403 }]);
    expect(state.toasts.items.map((t) => t.key)).toEqual(['REQUESTS.UNAUTHORIZED']);
    expect(fakes.backend.count('balance')).toBe(0);
  });

  it('a brand user that gets no answer (offline) leaves the brand loading, and the resync once back loads it', async () => {
    const fakes = createFakePorts();
    let offline = true;
    fakes.backend.autoAnswer('brandUser', (call) => {
      if (offline) throw networkFailure('GET /api/v1/brand-user');
      return aBrandUser({ identifier: call.ctx.brand ?? 'acme' });
    });
    extra = createDataLayer(fakes.ports);
    await extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: 'acme', locale: 'en' });
    expect(extra.engine.state().brand).toMatchObject({ identifier: 'acme', status: 'loading', brandUser: null });
    offline = false;
    extra.engine.emit({ event: { type: 'connection/resync-requested' }, source: 'system', brand: null });
    await vi.waitFor(() => expect(extra!.engine.state().brand.status).toBe('ready'));
  });
});

describe('sign-in, sign-out, token, locale', () => {
  it('complete-sign-in exchanges the code, then loads the session', async () => {
    const fakes = createFakePorts();
    extra = createDataLayer(fakes.ports);
    expect(await extra.dispatch({ type: 'session/complete-sign-in', code: 'c0de', state: 's7' })).toEqual({ ok: true });
    expect(fakes.backend.calls[0]).toMatchObject({ method: 'authCallback', args: [{ code: 'c0de', state: 's7' }] });
    expect(extra.engine.state().session.status).toBe('signed-in');
  });

  it('sign-out leaves the brand channel, closes the subscription and clears the state', async () => {
    session = await startSession();
    const { live, graphql, dl } = session;
    expect(await dl.dispatch({ type: 'session/sign-out' })).toEqual({ ok: true });
    expect(live.brand).toBeNull();
    expect(graphql.activeSubscriptions()).toEqual([]);
    expect(dl.engine.state()).toMatchObject({ session: { status: 'signed-out', user: null }, brand: { identifier: null }, balance: { value: null } });
  });

  it('set-xsrf-token reaches the backend and the live port', async () => {
    session = await startSession();
    await session.dl.dispatch({ type: 'session/set-xsrf-token', token: 'rotated' });
    expect([session.backend.xsrfToken, session.live.xsrfToken]).toEqual(['rotated', 'rotated']);
  });

  it('set-locale changes the locale at once and saves it; a failure toasts but keeps the choice', async () => {
    session = await startSession();
    const { backend, dl } = session;
    await dl.dispatch({ type: 'session/set-locale', locale: 'fr' });
    expect(backend.calls.at(-1)).toMatchObject({ method: 'updateLocale', args: ['fr'] });
    backend.autoFail('updateLocale', () => apiErrors.validation('The locale is not allowed.'));
    expect(await dl.dispatch({ type: 'session/set-locale', locale: 'cs' })).toEqual({ ok: false, error: 'REQUESTS.INVALID' });
    const state = dl.engine.state();
    expect(state.session.locale).toBe('cs');
    expect(state.toasts.items.map((t) => [t.key, t.text])).toEqual([['REQUESTS.INVALID', 'The locale is not allowed.']]);
  });
});

describe('incidents/dismiss', () => {
  it('disables the button, removes the row on success', async () => {
    session = await startSession();
    const { backend, dl } = session;
    backend.autoAnswer('incidents', [anIncident(1), anIncident(2)]);
    await dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    backend.manual('dismissIncident');
    const pending = dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    expect(dl.engine.state().incidents.dismissing).toEqual([1]);
    await dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    await backend.flush();
    expect(backend.count('dismissIncident')).toBe(1);
    backend.answer('dismissIncident', undefined);
    await pending;
    expect(dl.engine.state().incidents).toMatchObject({ items: [anIncident(2)], dismissing: [] });
  });

  it('re-enables the button when the call fails', async () => {
    session = await startSession();
    const { backend, dl } = session;
    backend.autoFail('dismissIncident', () => apiErrors.unhandled(500));
    await dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    expect(dl.engine.state().incidents).toMatchObject({ items: [anIncident(1)], dismissing: [] });
    expect(logged(session.dl, 'incidents/dismiss-failed')).toEqual([{ type: 'incidents/dismiss-failed', id: 1 }]);
  });
});

describe('godlike primary role', () => {
  it('a godlike user changes their own role in the current brand', async () => {
    session = await startSession({ user: aUser({ isGodlike: true }) });
    session.backend.autoAnswer('setGodlikePrimaryRole', undefined);
    expect(await session.dl.dispatch({ type: 'user/set-godlike-primary-role', primaryRole: 'visitor' })).toEqual({ ok: true });
    const call = session.backend.calls.find((c) => c.method === 'setGodlikePrimaryRole');
    expect(call).toMatchObject({ args: ['visitor'], brand: 'acme' });
  });

  it('anyone else is refused without asking the server', async () => {
    session = await startSession();
    expect(await session.dl.dispatch({ type: 'user/set-godlike-primary-role', primaryRole: 'manager' })).toEqual({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
    expect(session.backend.count('setGodlikePrimaryRole')).toBe(0);
  });

  it('a failed call answers not ok and toasts the catalogue key', async () => {
    session = await startSession({ user: aUser({ isGodlike: true }) });
    session.backend.autoFail('setGodlikePrimaryRole', () => apiErrors.unavailable());
    const result = await session.dl.dispatch({ type: 'user/set-godlike-primary-role', primaryRole: 'editor' });
    expect(result.ok).toBe(false);
    expect(session.dl.engine.state().toasts.items.map((t) => t.key)).toContain('REQUESTS.UNAVAILABLE');
  });
});
