/**
 * The live connection's quiet "down" signal and the resyncs (after a reconnect, and when the
 * browser is back online), under virtual time: the scheduler port is vitest's fake timers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedEvents, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';
import { CONNECTION_DOWN_NOTICE_MS } from './down-for-a-while';

let session: StartedSession | null = null;

useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

async function connected(): Promise<StartedSession> {
  session = await startSession();
  expect(session.result).toEqual({ ok: true });
  session.live.setConnection('connecting');
  session.live.setConnection('connected');
  return session;
}

const downForAWhile = (s: StartedSession) => s.dl.engine.state().connection.downForAWhile;
const notices = (s: StartedSession) => loggedEvents(s.dl, 'connection/down-for-a-while').length;

describe('connection/down-for-a-while', () => {
  it('is 3 s', () => {
    expect(CONNECTION_DOWN_NOTICE_MS).toBe(3_000);
  });

  it('comes exactly 3000 ms after the connection dropped, not at 2999, and only once', async () => {
    const s = await connected();
    s.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(downForAWhile(s)).toBe(false);
    expect(notices(s)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(downForAWhile(s)).toBe(true);
    expect(notices(s)).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices(s)).toBe(1);
  });

  it('counts one outage from its first drop, through unavailable and new attempts', async () => {
    const s = await connected();
    s.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(1_000);
    s.live.setConnection('unavailable');
    await vi.advanceTimersByTimeAsync(1_000);
    s.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(downForAWhile(s)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(downForAWhile(s)).toBe(true);
  });

  it('says nothing about a blip shorter than 3 s', async () => {
    const s = await connected();
    s.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(2_500);
    s.live.setConnection('connected');
    s.live.resubscribed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices(s)).toBe(0);
    expect(downForAWhile(s)).toBe(false);
  });

  it('says nothing while the first connect takes its time', async () => {
    session = await startSession();
    session.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(5_000);
    session.live.setConnection('unavailable');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices(session)).toBe(0);
  });

  it('clears on reconnection; the reconnect resyncs; a second outage counts again from its own drop', async () => {
    const s = await connected();
    s.live.setConnection('unavailable');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(downForAWhile(s)).toBe(true);
    const before = s.backend.count('me');
    s.live.setConnection('connected');
    expect(downForAWhile(s)).toBe(false);
    s.live.resubscribed();
    await vi.advanceTimersByTimeAsync(1_000); // the me refresh window
    expect(s.backend.count('me')).toBe(before + 1);
    expect(s.dl.engine.state().connection).toEqual({ state: 'connected', reconnects: 1, downForAWhile: false });

    s.live.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(downForAWhile(s)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(downForAWhile(s)).toBe(true);
    expect(notices(s)).toBe(2);
  });
});

describe('connection/resync (the browser is back online)', () => {
  it('refetches what a reconnect would, without counting a reconnect', async () => {
    session = await startSession();
    const { backend, graphql, dl } = session;
    const counts = () => ({
      balance: backend.count('balance'),
      buildsWidget: backend.count('buildsWidget'),
      brandUser: backend.count('brandUser'),
      me: backend.count('me'),
      incidents: backend.count('incidents'),
      unreadCount: graphql.count('unreadCount'),
    });
    const before = counts();
    expect(await dl.dispatch({ type: 'connection/resync' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(30_000);
    const after = counts();
    for (const key of Object.keys(before) as (keyof typeof before)[]) expect(after[key], key).toBe(before[key] + 1);
    expect(dl.engine.state().connection.reconnects).toBe(0);
    expect(loggedEvents(dl, 'connection/resync-requested')).toHaveLength(1);
  });

  it('reloads watched queries too', async () => {
    session = await startSession();
    const { backend, dl } = session;
    const query = { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 20 } as const;
    backend.autoAnswer('resourceList', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
    await dl.watch(query, 'acme');
    await vi.advanceTimersByTimeAsync(100);
    const before = backend.count('resourceList');
    expect(before).toBe(1);
    await dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(1_000); // the live-query window
    expect(backend.count('resourceList')).toBe(before + 1);
  });
});
