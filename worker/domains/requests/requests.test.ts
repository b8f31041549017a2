/**
 * The data-call totals the loading bar follows: every HTTP and GraphQL request the engine makes is
 * counted once when it starts and once when it settles (answered, failed or aborted).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBalance, apiErrors, loggedEvents, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

let session: StartedSession | null = null;

useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const requests = (s: StartedSession) => s.dl.engine.state().requests;
const calls = (s: StartedSession) => s.backend.count() + s.graphql.count();

describe('requests slice', () => {
  it('counts each call of a session start once started and once finished', async () => {
    session = await startSession();
    await vi.advanceTimersByTimeAsync(100);
    const { started, finished } = requests(session);
    expect(started).toBe(calls(session));
    expect(finished).toBe(started);
    expect(loggedEvents(session.dl, 'requests/started')).toHaveLength(started);
  });

  it('keeps a call in flight until its answer, GraphQL included', async () => {
    session = await startSession();
    const s = session;
    const base = requests(s);
    s.backend.manual('balance');
    s.graphql.manual('unreadCount');
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(30_000);
    // The resync refetched balance, builds widget, brand user, me, incidents and the unread count.
    expect(requests(s).started - base.started).toBe(6);
    expect(requests(s).started - requests(s).finished).toBe(2);
    s.backend.answer('balance', aBalance(10));
    await s.backend.flush();
    expect(requests(s).started - requests(s).finished).toBe(1);
    s.graphql.answer('unreadCount', 2);
    await s.graphql.flush();
    expect(requests(s).finished).toBe(requests(s).started);
  });

  it('counts failed and aborted calls as finished', async () => {
    session = await startSession();
    const s = session;
    s.backend.autoFail('balance', () => apiErrors.unavailable());
    s.backend.manual('buildsWidget');
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requests(s).started - requests(s).finished).toBe(1);
    // A brand switch aborts the widget call still in flight.
    s.backend.autoAnswer('buildsWidget', { unfinished: 0, unfinishedWithinEnvironment: 0 });
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(100);
    expect(requests(s).finished).toBe(requests(s).started);
  });
});
