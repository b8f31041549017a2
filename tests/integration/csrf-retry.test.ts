/**
 * A 419 (CSRF token mismatch) under virtual time: the data layer fetches the csrf cookie again,
 * takes the page's new token (the fake cookie jar) and sends the request once more. Only a second
 * 419 fails, with REQUESTS.EXPIRED; a 419 never ends the session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandResult } from '../../worker/contract/commands';
import { apiErrors, loggedEvents as logged, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

/** The server's answers to the write, in order: 'csrf' is a 419, 'ok' answers, anything else throws it. */
function scriptDismiss(s: StartedSession, ...answers: readonly ('csrf' | 'ok' | Error)[]): string[] {
  const tokens: string[] = [];
  s.backend.autoAnswer('dismissIncident', () => {
    tokens.push(s.backend.xsrfToken ?? 'none');
    const answer = answers[tokens.length - 1] ?? 'ok';
    if (answer === 'csrf') throw apiErrors.csrfExpired();
    if (answer instanceof Error) throw answer;
  });
  return tokens;
}

/** csrf-cookie requests made after the session started (start makes one). */
const refreshes = (s: StartedSession) => s.backend.count('csrfCookie') - 1;

describe('a 419 is answered with a fresh token and one retry', () => {
  it('419 then 200: exactly two requests for the write and one csrf-cookie request; ok, no expiry, no toast', async () => {
    session = await startSession();
    const s = session;
    const tokens = scriptDismiss(s, 'csrf', 'ok');
    s.cookies.xsrfToken = 'xsrf-2';
    const result = await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });

    expect(result).toEqual({ ok: true });
    expect(s.backend.count('dismissIncident')).toBe(2);
    expect(refreshes(s)).toBe(1);
    expect(s.cookies.reads).toBe(1);
    // The retry carried the page's new token; every port has it now.
    expect(tokens).toEqual(['xsrf-1', 'xsrf-2']);
    expect(s.live.xsrfToken).toBe('xsrf-2');
    // Same arguments for the second attempt.
    expect(s.backend.calls.filter((c) => c.method === 'dismissIncident').map((c) => c.args)).toEqual([[1], [1]]);
    const state = s.dl.engine.state();
    expect(state.session.status).toBe('signed-in');
    expect(state.toasts.items).toEqual([]);
    expect(state.incidents.items.map((i) => i.id)).toEqual([]);
    expect(logged(s.dl, 'session/expired')).toEqual([]);
    expect(logged(s.dl, 'request/failed')).toEqual([]);
    expect(logged(s.dl, 'session/csrf-refreshed')).toEqual([{ type: 'session/csrf-refreshed', trigger: 'POST /api/v1/incident/1/dismiss', ok: true }]);
  });

  it('419 twice: REQUESTS.EXPIRED toast, the session stays signed in', async () => {
    session = await startSession();
    const s = session;
    scriptDismiss(s, 'csrf', 'csrf');
    s.cookies.xsrfToken = 'xsrf-2';
    const result = await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });

    expect(result).toEqual({ ok: false, error: 'REQUESTS.EXPIRED' });
    expect(s.backend.count('dismissIncident')).toBe(2);
    expect(refreshes(s)).toBe(1);
    const state = s.dl.engine.state();
    expect(state.session.status).toBe('signed-in');
    expect(state.toasts.items.map((t) => t.key)).toEqual(['REQUESTS.EXPIRED']);
    expect(logged(s.dl, 'session/expired')).toEqual([]);
    expect(logged(s.dl, 'request/failed')).toMatchObject([{ path: '/api/v1/incident/1/dismiss', status: 419, reason: 'csrf-expired' }]);
    // The dismiss button works again (the optimistic flag is rolled back).
    expect(state.incidents.dismissing).toEqual([]);
  });

  it('five parallel writes meeting a 419 share one csrf refresh, then all succeed', async () => {
    session = await startSession();
    const s = session;
    // The first five attempts meet the 419; the refresh takes 100 ms, so they all arrive during it.
    scriptDismiss(s, 'csrf', 'csrf', 'csrf', 'csrf', 'csrf');
    s.backend.autoAnswer('csrfCookie', undefined, { delayMs: 100 });
    s.cookies.xsrfToken = 'xsrf-2';
    const results: Promise<CommandResult>[] = [1, 2, 3, 4, 5].map((id) => s.dl.dispatch({ type: 'incidents/dismiss', id }));
    await vi.advanceTimersByTimeAsync(100);

    expect(await Promise.all(results)).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(s.backend.count('dismissIncident')).toBe(10);
    expect(refreshes(s)).toBe(1);
    expect(s.cookies.reads).toBe(1);
    expect(logged(s.dl, 'session/csrf-refreshed')).toHaveLength(1);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
  });

  it('a refresh that cannot get a token fails the write with its 419: one attempt, REQUESTS.EXPIRED, still signed in', async () => {
    session = await startSession();
    const s = session;
    scriptDismiss(s, 'csrf');
    s.backend.autoFail('csrfCookie', () => apiErrors.unavailable());
    const result = await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });

    expect(result).toEqual({ ok: false, error: 'REQUESTS.EXPIRED' });
    expect(s.backend.count('dismissIncident')).toBe(1);
    expect(s.cookies.reads).toBe(0);
    // The refresh's own failure is logged, not toasted.
    expect(s.dl.engine.state().toasts.items.map((t) => t.key)).toEqual(['REQUESTS.EXPIRED']);
    expect(logged(s.dl, 'request/failed').map((e) => [e.path, e.status])).toEqual([
      ['/sanctum/csrf-cookie', 503],
      ['/api/v1/incident/1/dismiss', 419],
    ]);
    expect(logged(s.dl, 'session/csrf-refreshed')).toMatchObject([{ ok: false }]);
    expect(s.dl.engine.state().session.status).toBe('signed-in');
  });

  it('a page without an XSRF cookie after the refresh: no retry', async () => {
    session = await startSession();
    const s = session;
    scriptDismiss(s, 'csrf');
    s.cookies.xsrfToken = null;
    expect(await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 })).toEqual({ ok: false, error: 'REQUESTS.EXPIRED' });
    expect(s.backend.count('dismissIncident')).toBe(1);
    expect(s.backend.xsrfToken).toBe('xsrf-1');
  });

  it('a session that is really gone: the retry answers 401 and the session ends (no EXPIRED toast)', async () => {
    session = await startSession();
    const s = session;
    scriptDismiss(s, 'csrf', apiErrors.sessionExpired());
    s.cookies.xsrfToken = 'guest-token';
    await s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    expect(logged(s.dl, 'session/expired')).toEqual([{ type: 'session/expired', status: 401 }]);
    expect(s.dl.engine.state().session.status).toBe('expired');
    expect(s.dl.engine.state().toasts.items).toEqual([]);
  });

  it('a brand switch during the refresh cancels the write instead of sending it again', async () => {
    session = await startSession();
    const s = session;
    scriptDismiss(s, 'csrf', 'ok');
    s.backend.autoAnswer('csrfCookie', undefined, { delayMs: 100 });
    s.cookies.xsrfToken = 'xsrf-2';
    const dismiss = s.dl.dispatch({ type: 'incidents/dismiss', id: 1 });
    await vi.advanceTimersByTimeAsync(50);
    const switched = s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(100);
    await switched;

    expect(await dismiss).toEqual({ ok: false, error: 'REQUESTS.ABORTED' });
    expect(s.backend.count('dismissIncident')).toBe(1);
    expect(logged(s.dl, 'request/failed')).toMatchObject([{ path: '/api/v1/incident/1/dismiss', kind: 'aborted' }]);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
    // The token was refreshed all the same: it serves every brand.
    expect(s.backend.xsrfToken).toBe('xsrf-2');
  });

  it('GraphQL meets the same 419 handling (a refresh, then the query again)', async () => {
    session = await startSession();
    const s = session;
    let attempts = 0;
    s.graphql.autoAnswer('notifications', () => {
      if (++attempts === 1) throw apiErrors.csrfExpired();
      return { items: [], total: 0, unreadCount: 0 };
    });
    s.cookies.xsrfToken = 'xsrf-2';
    expect(await s.dl.dispatch({ type: 'notifications/load', filter: 'all' })).toEqual({ ok: true });
    expect(s.graphql.count('notifications')).toBe(2);
    expect(refreshes(s)).toBe(1);
    expect(s.dl.engine.state().notifications.status).toBe('ready');
  });
});
