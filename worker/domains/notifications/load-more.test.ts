/**
 * Loading more notifications under the spec's minimum fetch delay (section 9: 200 ms), on
 * virtual time: the loader stays at least 200 ms, a quicker answer waits for it, a slower one is
 * not held back, and a burst of load-more commands is one request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrors, loggedEvents, someNotifications, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';
import { LOAD_MORE_MIN_MS } from './loads';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const TOTAL = 45;
const ALL = someNotifications(TOTAL);

/** Signed in with the first page (20 of 45) loaded; the server answers a page after `delayMs`. */
async function withFirstPage(delayMs: number): Promise<StartedSession> {
  session = await startSession();
  session.graphql.serveNotifications(ALL);
  await session.dl.dispatch({ type: 'notifications/load', filter: 'all' });
  session.graphql.serveNotifications(ALL, { delayMs });
  return session;
}

const list = () => session!.dl.engine.state().notifications;
/** Virtual ms from the load-more's start to its page (or failure). */
function loaderShownFor(type: 'notifications/page-loaded' | 'notifications/load-failed'): number {
  const envelopes = session!.dl.engine.log.contents().envelopes;
  const started = envelopes.filter((e) => e.event.type === 'notifications/load-started' && e.event.append).at(-1)!;
  const ended = envelopes.filter((e) => e.event.type === type && e.seq > started.seq).at(-1)!;
  return ended.at - started.at;
}

describe('load more (minimum fetch delay)', () => {
  it(`keeps the loader ${LOAD_MORE_MIN_MS} ms when the server answers sooner`, async () => {
    const { dl } = await withFirstPage(50);
    const done = dl.dispatch({ type: 'notifications/load-more' });
    expect(list().loadingMore).toBe(true);
    await vi.advanceTimersByTimeAsync(199);
    expect(list()).toMatchObject({ loadingMore: true });
    expect(list().items).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({ ok: true });
    expect(list()).toMatchObject({ loadingMore: false, total: TOTAL });
    expect(list().items).toHaveLength(40);
    expect(loaderShownFor('notifications/page-loaded')).toBe(200);
  });

  it('adds nothing to a slower answer', async () => {
    const { dl } = await withFirstPage(350);
    const done = dl.dispatch({ type: 'notifications/load-more' });
    await vi.advanceTimersByTimeAsync(349);
    expect(list().loadingMore).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(list().items).toHaveLength(40);
    expect(loaderShownFor('notifications/page-loaded')).toBe(350);
  });

  it('asks once for a burst of load-more commands, then goes on page by page to the end', async () => {
    const { dl, graphql } = await withFirstPage(10);
    const before = graphql.count('notifications');
    const burst = Array.from({ length: 10 }, () => dl.dispatch({ type: 'notifications/load-more' }));
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(30);
      burst.push(dl.dispatch({ type: 'notifications/load-more' }));
    }
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all(burst);
    expect(graphql.count('notifications') - before).toBe(1);
    expect(graphql.calls.filter((c) => c.method === 'notifications').slice(before).map((c) => c.args[0])).toEqual([{ first: 20, page: 2, unreadOnly: false }]);

    const last = dl.dispatch({ type: 'notifications/load-more' });
    await vi.advanceTimersByTimeAsync(200);
    await last;
    // 40 → 45 took one more request (page 3); at the end, load-more asks for nothing.
    expect(list().items).toHaveLength(TOTAL);
    expect(graphql.count('notifications') - before).toBe(2);
    await dl.dispatch({ type: 'notifications/load-more' });
    expect(graphql.count('notifications') - before).toBe(2);
    expect(loggedEvents(dl, 'notifications/page-loaded').map((e) => e.items.length)).toEqual([20, 20, 5]);
  });

  it(`holds a failure back to ${LOAD_MORE_MIN_MS} ms too, then keeps what was loaded`, async () => {
    const { dl, graphql } = await withFirstPage(0);
    graphql.autoFail('notifications', () => apiErrors.unavailable(), { delayMs: 30 });
    const done = dl.dispatch({ type: 'notifications/load-more' });
    await vi.advanceTimersByTimeAsync(199);
    expect(list().loadingMore).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({ ok: false, error: 'REQUESTS.UNAVAILABLE' });
    expect(list()).toMatchObject({ status: 'ready', loadingMore: false });
    expect(list().items).toHaveLength(20);
    expect(loaderShownFor('notifications/load-failed')).toBe(200);
  });
});
