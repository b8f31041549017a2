/**
 * A private channel whose authorisation fails (on joining, or when pusher re-authorises it after
 * a reconnect) reaches the engine as `connection/channel-auth-failed`: a 401 ends the session, a
 * 419 refreshes the CSRF token and authorises the channel once more, a 403 is only logged, and
 * anything else shows one warning toast per connection.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { CHANNEL_AUTH_FAILED_TOAST } from '../../worker/domains/session/channel-auth-failures';
import { apiErrors, loggedEvents as logged, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

const ACME = 'private-brand.acme';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

/** A reconnect as the live port reports it: the socket is back; its channels are re-authorised next. */
async function reconnect(s: StartedSession): Promise<void> {
  s.live.setConnection('unavailable');
  s.live.setConnection('connected');
  await vi.advanceTimersByTimeAsync(0);
}

async function authFails(s: StartedSession, status: number): Promise<void> {
  s.live.channelAuthFailed(ACME, status);
  await vi.advanceTimersByTimeAsync(0);
}

const warnings = (s: StartedSession) => logged(s.dl, 'toast/requested').filter((t) => t.key === CHANNEL_AUTH_FAILED_TOAST);

describe('channel authorisation failures', () => {
  it('are logged as events with the channel and the status', async () => {
    session = await startSession();
    await reconnect(session);
    await authFails(session, 503);
    expect(logged(session.dl, 'connection/channel-auth-failed')).toEqual([{ type: 'connection/channel-auth-failed', channel: ACME, status: 503 }]);
  });

  it('401 ends the session like any 401', async () => {
    session = await startSession();
    await reconnect(session);
    await authFails(session, 401);
    expect(logged(session.dl, 'session/expired')).toEqual([{ type: 'session/expired', status: 401 }]);
    expect(session.dl.engine.state().session.status).toBe('expired');
    expect(warnings(session)).toEqual([]);
  });

  it('419 refreshes the CSRF token and authorises the channel again, quietly', async () => {
    session = await startSession();
    const s = session;
    s.cookies.xsrfToken = 'xsrf-2';
    await reconnect(s);
    await authFails(s, 419);
    expect(s.backend.count('csrfCookie')).toBe(2);
    expect(s.live.xsrfToken).toBe('xsrf-2');
    expect(s.live.retriedChannels).toEqual([ACME]);
    expect(logged(s.dl, 'session/csrf-refreshed')).toEqual([{ type: 'session/csrf-refreshed', trigger: `channel ${ACME}`, ok: true }]);
    expect(warnings(s)).toEqual([]);
    expect(s.dl.engine.state().session.status).toBe('signed-in');
  });

  it('a 419 again after the retry: one warning, no further retry in this connection; the next connection may retry again', async () => {
    session = await startSession();
    const s = session;
    await reconnect(s);
    await authFails(s, 419);
    await authFails(s, 419);
    await authFails(s, 419);
    expect(s.live.retriedChannels).toEqual([ACME]);
    expect(warnings(s)).toHaveLength(1);
    expect(warnings(s)[0]).toMatchObject({ kind: 'warning', params: {}, text: null });

    await reconnect(s);
    await authFails(s, 419);
    expect(s.live.retriedChannels).toEqual([ACME, ACME]);
  });

  it('a 419 whose CSRF refresh fails: the warning, no retry', async () => {
    session = await startSession();
    const s = session;
    s.backend.autoFail('csrfCookie', () => apiErrors.unavailable());
    await reconnect(s);
    await authFails(s, 419);
    expect(s.live.retriedChannels).toEqual([]);
    expect(warnings(s)).toHaveLength(1);
  });

  it.each([500, 503, 0])('%i shows one warning per connection, however often it fails', async (status) => {
    session = await startSession();
    const s = session;
    await reconnect(s);
    await authFails(s, status);
    await authFails(s, status);
    expect(warnings(s)).toHaveLength(1);
    await reconnect(s);
    await authFails(s, status);
    expect(warnings(s)).toHaveLength(2);
    expect(s.live.retriedChannels).toEqual([]);
    expect(s.dl.engine.state().session.status).toBe('signed-in');
  });

  it('the warning has a text in every locale', () => {
    for (const locale of [en, cs, fr]) {
      const text = CHANNEL_AUTH_FAILED_TOAST.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
      expect(typeof text === 'string' && text.length > 0).toBe(true);
    }
  });

  it('403 is only logged: the brand answers 403 itself', async () => {
    session = await startSession();
    await reconnect(session);
    await authFails(session, 403);
    expect(warnings(session)).toEqual([]);
    expect(session.dl.engine.state().session.status).toBe('signed-in');
  });

  it("a failure of another brand's channel after a switch is dropped with that brand", async () => {
    session = await startSession();
    await session.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await authFails(session, 401);
    expect(session.dl.engine.state().session.status).toBe('signed-in');
    expect(session.dl.engine.state().diagnostics.foreignBrandDropped).toBeGreaterThan(0);
  });
});
