/** The error catalogue as events (spec section 8): toasts, session expiry, redirects, logs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InProcessDataLayer } from '../../worker/host/create-data-layer';
import {
  apiErrors,
  type FakePorts,
  loggedEvents as logged,
  startSession,
  type StartedSession,
} from '../harness';

let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
  vi.useRealTimers();
});

describe('errors become events (spec section 8)', () => {
  async function failDismiss(fakes: FakePorts, dl: InProcessDataLayer, status: number, body: unknown = {}) {
    fakes.backend.manual('dismissIncident');
    const result = dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    await fakes.backend.flush();
    fakes.backend.failWithStatus('dismissIncident', status, body);
    return result;
  }

  // 419 is answered with a CSRF refresh and a retry first: csrf-retry.test.ts.
  it.each([
    [404, {}, ['REQUESTS.NOT_FOUND'], null],
    [403, {}, ['REQUESTS.UNAUTHORIZED'], null],
    [503, {}, ['REQUESTS.UNAVAILABLE'], null],
    [401, {}, [], 401],
    [500, {}, ['REQUESTS.FAILED'], null],
    [422, { message: 'Invalid', errors: { a: ['A is wrong'], b: ['B is wrong'] } }, ['REQUESTS.INVALID', 'REQUESTS.INVALID'], null],
  ])('status %i → toasts %j, session expiry %s, and a request/failed log entry', async (status, body, keys, expired) => {
    session = await startSession();
    await failDismiss(session, session.dl, status, body);
    const state = session.dl.engine.state();
    expect(state.toasts.items.map((t) => t.key)).toEqual(keys);
    expect(logged(session.dl, 'session/expired').map((e) => e.status)).toEqual(expired === null ? [] : [expired]);
    expect(logged(session.dl, 'request/failed')).toMatchObject([{ method: 'POST', path: '/api/v1/incident/1/dismiss', status }]);
    if (status === 422) expect(state.toasts.items.map((t) => t.text)).toEqual(['A is wrong', 'B is wrong']);
  });

  it('an answer the port could not use (AppInternalError) is counted as malformed, per origin', async () => {
    session = await startSession();
    const { backend, graphql, dl } = session;
    backend.autoFail('dismissIncident', () => apiErrors.internal());
    await dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    graphql.autoFail('notifications', () => apiErrors.internal());
    await dl.dispatch({ type: 'notifications/load', filter: 'all' });
    const state = dl.engine.state();
    expect(state.diagnostics.malformed).toEqual({ live: 0, http: 1, graphql: 1 });
    expect(state.diagnostics.lastMalformed).toMatchObject({ origin: 'graphql', name: '/api/v1/graphql NotificationsPaginated' });
    expect(state.toasts.items.map((t) => t.key)).toEqual(['REQUESTS.INVALID_RESPONSE']);
    expect(state.notifications.status).toBe('error');
  });

  it('a repeated failure replaces its stale toast instead of stacking', async () => {
    session = await startSession();
    await failDismiss(session, session.dl, 503);
    await failDismiss(session, session.dl, 503);
    const items = session.dl.engine.state().toasts.items;
    expect(items).toHaveLength(1);
    expect(items[0]?.id).toBe('toast-2');
  });

  it('brand-redirect asks the UI to switch brand', async () => {
    session = await startSession();
    session.backend.autoFail('dismissIncident', () => apiErrors.brandRedirect('beta'));
    await session.dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    expect(session.dl.engine.state().brand.redirectTo).toBe('beta');
    expect(logged(session.dl, 'brand/redirect-requested')).toEqual([{ type: 'brand/redirect-requested', identifier: 'beta' }]);
  });

  it('an error that is not a typed port error is logged as internal and toasted generically', async () => {
    session = await startSession();
    session.backend.autoFail('dismissIncident', () => new TypeError('x is undefined'));
    expect(await session.dl.dispatch({ type: 'incidents/dismiss', id: 1 })).toEqual({ ok: false, error: 'REQUESTS.FAILED' });
    expect(logged(session.dl, 'request/failed')).toMatchObject([{ kind: 'internal', reason: 'TypeError: x is undefined' }]);
    expect(session.dl.engine.state().toasts.items.map((t) => t.key)).toEqual(['REQUESTS.FAILED']);
  });

  it('background refetches suppress toasts but still log and still expire the session', async () => {
    vi.useFakeTimers();
    session = await startSession();
    const { backend, live, dl } = session;
    backend.autoFail('brandUser', () => apiErrors.sessionExpired());
    live.emit({ type: 'live/brand-store-usage-calculated' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(dl.engine.state().toasts.items).toEqual([]);
    expect(dl.engine.state().session.status).toBe('expired');
    // A failed background refresh keeps the brand usable.
    expect(dl.engine.state().brand.status).toBe('ready');
    expect(backend.calls.at(-1)?.method).toBe('brandUser');
  });

  it('toast ids are deterministic: the same run gives the same log and the same state hash', async () => {
    vi.useFakeTimers();
    const run = async () => {
      vi.setSystemTime(Date.UTC(2025, 4, 1, 9));
      const s = await startSession();
      s.backend.autoFail('dismissIncident', () => apiErrors.unavailable());
      await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });
      await s.dl.dispatch({ type: 'toast/dismiss', id: 'toast-1' });
      await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });
      const events = s.dl.engine.log.contents().envelopes;
      const hash = await s.dl.stateHash();
      await s.dl.dispose();
      return { events, hash };
    };
    const a = await run();
    const b = await run();
    expect(b.events).toEqual(a.events);
    expect(b.hash).toBe(a.hash);
    const toastIds = a.events.flatMap((e) => (e.event.type === 'toast/requested' ? [e.event.id] : []));
    expect(toastIds).toEqual(['toast-1', 'toast-2']);
  });
});
