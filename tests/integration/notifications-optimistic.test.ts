/** Optimistic mark-as-read and mark-all-read, rolled back when the call fails (spec section 4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification, apiErrors, someNotifications, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

/** Signed in with 3 unread and 1 read notification loaded. */
async function withNotifications(unreadCount = 3): Promise<StartedSession> {
  session = await startSession();
  const items = [...someNotifications(3), aNotification(4, { readAt: '2025-04-30T08:00:00.000Z' })];
  session.graphql.autoAnswer('notifications', { items, total: 4, unreadCount });
  // After a rollback the engine reconciles the count with the server: answer what the server has.
  session.graphql.autoAnswer('unreadCount', unreadCount);
  await session.dl.dispatch({ type: 'notifications/load', filter: 'all' });
  expect(session.dl.engine.state().notifications.unreadCount).toBe(unreadCount);
  return session;
}

const list = () => session!.dl.engine.state().notifications;
const readAt = (id: string) => list().items.find((n) => n.id === id)?.readAt;

describe('mark as read', () => {
  it('shows the item read at once and rolls it back when the call fails', async () => {
    const { backend, dl } = await withNotifications();
    backend.manual('markNotificationsRead');
    const pending = dl.dispatch({ type: 'notifications/mark-read', id: '2' });
    await backend.flush();
    expect(readAt('2')).toBe('2025-05-01T09:00:00.000Z');
    expect(list().unreadCount).toBe(2);
    expect(list().marking).toEqual(['2']);
    expect(backend.pending('markNotificationsRead')[0]?.args).toEqual([{ ids: ['2'] }]);

    backend.fail('markNotificationsRead', apiErrors.unavailable());
    expect(await pending).toEqual({ ok: false, error: 'REQUESTS.UNAVAILABLE' });
    expect(readAt('2')).toBeNull();
    expect(list().unreadCount).toBe(3);
    expect(list().marking).toEqual([]);
    expect(dl.engine.state().toasts.items.map((t) => t.key)).toEqual(['REQUESTS.UNAVAILABLE']);
    // The reconcile refetch agrees with the rolled-back count.
    await vi.advanceTimersByTimeAsync(300);
    expect(list().unreadCount).toBe(3);
  });

  it('confirms on success and keeps the item read', async () => {
    const { dl } = await withNotifications();
    expect(await dl.dispatch({ type: 'notifications/mark-read', id: '1' })).toEqual({ ok: true });
    expect(readAt('1')).not.toBeNull();
    expect(list()).toMatchObject({ unreadCount: 2, marking: [] });
  });

  it('reconciles with the server after a confirmed mark: an answer fetched before the mark cannot leave the count stale', async () => {
    const { graphql, dl } = await withNotifications();
    expect(await dl.dispatch({ type: 'notifications/mark-read', id: '1' })).toEqual({ ok: true });
    expect(list().unreadCount).toBe(2);
    // A page answered from before the server saw the mark brings the old count back…
    await dl.dispatch({ type: 'notifications/load', filter: 'all' });
    expect(list().unreadCount).toBe(3);
    // …and the refresh the confirmation scheduled (300 ms window) puts the server's truth back.
    graphql.autoAnswer('notifications', { items: someNotifications(3).map((n) => (n.id === '1' ? { ...n, readAt: '2025-05-01T09:00:00.000Z' } : n)), total: 4, unreadCount: 2 });
    await vi.advanceTimersByTimeAsync(300);
    expect(list().unreadCount).toBe(2);
  });

  it('ignores an item already read or with a call in flight (one call, one decrement)', async () => {
    const { backend, dl } = await withNotifications();
    backend.manual('markNotificationsRead');
    void dl.dispatch({ type: 'notifications/mark-read', id: '1' });
    expect(await dl.dispatch({ type: 'notifications/mark-read', id: '1' })).toEqual({ ok: true });
    expect(await dl.dispatch({ type: 'notifications/mark-read', id: '4' })).toEqual({ ok: true });
    await backend.flush();
    expect(backend.count('markNotificationsRead')).toBe(1);
    expect(list().unreadCount).toBe(2);
  });

  it('never makes the unread count negative, also when the rollback follows', async () => {
    // The server says 0 unread although the page shows unread items (stale count).
    const { backend, dl } = await withNotifications(0);
    backend.autoFail('markNotificationsRead', () => apiErrors.unhandled(500));
    for (const id of ['1', '2', '3']) await dl.dispatch({ type: 'notifications/mark-read', id });
    expect(list().unreadCount).toBe(0);
    const counts = dl.engine.log.contents().envelopes.flatMap((e) => (e.event.type === 'notifications/read-rolled-back' ? [e.event.unreadCount] : []));
    expect(counts).toEqual([0, 0, 0]);
    expect(list().items.slice(0, 3).every((n) => n.readAt === null)).toBe(true);
  });

  it('a session that expired meanwhile rolls back and reports session/expired, without a toast for 401', async () => {
    const { backend, dl } = await withNotifications();
    backend.autoFail('markNotificationsRead', () => apiErrors.sessionExpired());
    await dl.dispatch({ type: 'notifications/mark-read', id: '1' });
    const state = dl.engine.state();
    expect(state.session.status).toBe('expired');
    expect(readAt('1')).toBeNull();
    expect(state.toasts.items).toEqual([]);
  });
});

describe('mark all as read', () => {
  it('marks everything read at once and rolls back every item and the count on failure', async () => {
    const { backend, dl } = await withNotifications();
    backend.manual('markNotificationsRead');
    const pending = dl.dispatch({ type: 'notifications/mark-all-read' });
    await backend.flush();
    expect(list().items.every((n) => n.readAt !== null)).toBe(true);
    expect(list()).toMatchObject({ unreadCount: 0, markingAll: true });
    expect(backend.pending('markNotificationsRead')[0]?.args).toEqual([{ all: true }]);
    // Disabled while marking: a second click sends nothing.
    await dl.dispatch({ type: 'notifications/mark-all-read' });
    expect(backend.count('markNotificationsRead')).toBe(1);

    backend.fail('markNotificationsRead', apiErrors.unhandled(500));
    expect((await pending).ok).toBe(false);
    expect(list().items.map((n) => n.readAt === null)).toEqual([true, true, true, false]);
    expect(list()).toMatchObject({ unreadCount: 3, markingAll: false });
  });

  it('is a no-op when nothing is unread', async () => {
    const { backend, dl } = await withNotifications();
    await dl.dispatch({ type: 'notifications/mark-all-read' });
    const calls = backend.count('markNotificationsRead');
    expect(list().unreadCount).toBe(0);
    await dl.dispatch({ type: 'notifications/mark-all-read' });
    expect(backend.count('markNotificationsRead')).toBe(calls);
  });
});

describe('notification list', () => {
  it('loads 20 per page, load more appends the next 20, and stops when everything is loaded', async () => {
    session = await startSession();
    const { graphql, dl } = session;
    const all = someNotifications(45);
    graphql.serveNotifications(all);
    // A page lands no sooner than the minimum fetch delay (worker/domains/notifications/load-more.test.ts).
    const loadMore = async () => {
      const done = dl.dispatch({ type: 'notifications/load-more' });
      await vi.advanceTimersByTimeAsync(200);
      return done;
    };
    await dl.dispatch({ type: 'notifications/load', filter: 'all' });
    expect(list().items).toHaveLength(20);
    await loadMore();
    expect(list().items).toHaveLength(40);
    await loadMore();
    expect(list().items.map((n) => n.id)).toEqual(all.map((n) => n.id));
    const calls = graphql.count('notifications');
    await dl.dispatch({ type: 'notifications/load-more' });
    expect(graphql.count('notifications')).toBe(calls);
    // Page by page (tests/integration/notifications-paging.test.ts), never a growing `first`.
    expect(graphql.calls.filter((c) => c.method === 'notifications').map((c) => c.args[0])).toEqual([1, 2, 3].map((page) => ({ first: 20, page, unreadOnly: false })));
  });

  it('the unread filter asks the server for unread only, and a newer load wins over an older one', async () => {
    session = await startSession();
    const { graphql, dl } = session;
    graphql.manual('notifications');
    const older = dl.dispatch({ type: 'notifications/load', filter: 'all' });
    const newer = dl.dispatch({ type: 'notifications/load', filter: 'unread' });
    await graphql.flush();
    expect(graphql.pending('notifications').map((c) => c.args[0])).toEqual([{ first: 20, page: 1, unreadOnly: true }]);
    graphql.answer('notifications', { items: [aNotification(9)], total: 1, unreadCount: 1 });
    expect(await older).toEqual({ ok: false, error: 'REQUESTS.ABORTED' });
    expect(await newer).toEqual({ ok: true });
    expect(list()).toMatchObject({ filter: 'unread', status: 'ready', total: 1 });
  });
});
