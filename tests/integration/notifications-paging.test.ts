/**
 * The notification list pages like Lighthouse's paginator (docs/notifications.md): load more asks
 * for the next page of 20 (`page: n+1`), never a growing `first`; notifications created meanwhile
 * push the server's pages down, so a page may repeat the end of the one before (dropped), and
 * nothing is ever skipped; the live refresh reads page 1 only and merges it on top. Virtual time;
 * the fake GraphQL port pages like the reference server (tests/harness/fake-graphql.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../worker/contract/entities';
import { LOAD_MORE_MIN_MS } from '../../worker/domains/notifications/loads';
import type { NotificationsQuery } from '../../worker/ports/types';
import { aNotification, apiErrors, loggedEvents, notificationsPageOf, someNotifications, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const list = () => session!.dl.engine.state().notifications;
const ids = (items: readonly AppNotification[]) => items.map((n) => n.id);
const asked = () => session!.graphql.calls.filter((c) => c.method === 'notifications').map((c) => c.args[0] as NotificationsQuery);
const pagesAsked = () => asked().map((q) => q.page);
const page = (n: number): NotificationsQuery => ({ first: 20, page: n, unreadOnly: false });

/** Signed in, the server holding `server` (newest first; the test may add to its top), page 1 loaded. */
async function withList(server: AppNotification[]): Promise<StartedSession> {
  session = await startSession();
  session.graphql.serveNotifications(server);
  await session.dl.dispatch({ type: 'notifications/load', filter: 'all' });
  return session;
}

/** One load-more, through its minimum fetch delay. */
async function loadMore(): Promise<void> {
  const done = session!.dl.dispatch({ type: 'notifications/load-more' });
  await vi.advanceTimersByTimeAsync(LOAD_MORE_MIN_MS);
  expect(await done).toEqual({ ok: true });
}

describe('load more pages by 20', () => {
  it('reads 2,500 notifications in 125 requests of 20, pages 1 to 125, and ends exactly at the total', async () => {
    const server = someNotifications(2500);
    const { graphql } = await withList(server);
    for (let i = 0; i < 125; i++) await loadMore();
    // The load and 124 load-mores asked; the 125th load-more found everything loaded.
    expect(asked()).toEqual(Array.from({ length: 125 }, (_, i) => page(i + 1)));
    expect(list()).toMatchObject({ total: 2500, pages: 125, loadingMore: false });
    expect(ids(list().items)).toEqual(ids(server));
    // 2,500 rows travelled (re-reading from the top with a growing `first` took 157,500).
    expect(loggedEvents(session!.dl, 'notifications/page-loaded').reduce((rows, e) => rows + e.items.length, 0)).toBe(2500);
    expect(graphql.count('notifications')).toBe(125);
  });

  it('a notification created between two load-mores: the next page repeats the end of the last one, the repeat is dropped, nothing is skipped', async () => {
    const server = someNotifications(45);
    await withList(server);
    // Created on the server, not announced (yet): the server's pages move down by one.
    server.unshift(aNotification('new'));
    await loadMore();
    const [first, second] = loggedEvents(session!.dl, 'notifications/page-loaded');
    expect(second!.items[0]!.id).toBe(first!.items.at(-1)!.id);
    expect(ids(list().items)).toEqual(ids(someNotifications(39)));
    expect(list().total).toBe(46);

    await loadMore();
    expect(list().items).toHaveLength(45);
    // Every page read, one short of the total: the missing one is on top, and rather than a page
    // past the last (empty, again and again) load more asks page 1, which brings it.
    await loadMore();
    expect(pagesAsked()).toEqual([1, 2, 3, 1]);
    expect(ids(list().items)).toEqual(ids(server));
    expect(list().items.length).toBe(list().total);
    // At the end, load more asks nothing.
    await loadMore();
    expect(pagesAsked()).toHaveLength(4);
  });

  it('an announced one is merged on top by the refresh; the next page’s repeat is dropped', async () => {
    const server = someNotifications(45);
    const { graphql } = await withList(server);
    await loadMore();
    const created = aNotification('new');
    server.unshift(created);
    graphql.pushNotification(created);
    await vi.advanceTimersByTimeAsync(300);
    expect(ids(list().items)).toEqual(ids(server.slice(0, 41)));
    expect(list()).toMatchObject({ total: 46, pages: 2 });

    await loadMore();
    expect(pagesAsked()).toEqual([1, 2, 1, 3]);
    expect(ids(list().items)).toEqual(ids(server));
    expect(list().items.length).toBe(list().total);
  });
});

describe('the live refresh', () => {
  it('reads page 1 only, however much is loaded, and keeps the pages below', async () => {
    const server = someNotifications(100);
    const { backend, graphql } = await withList(server);
    await loadMore();
    await loadMore();
    expect(list().items).toHaveLength(60);

    // A rolled-back mark-read reconciles with one page.
    backend.autoFail('markNotificationsRead', () => apiErrors.unavailable());
    await session!.dl.dispatch({ type: 'notifications/mark-read', id: '7' });
    await vi.advanceTimersByTimeAsync(300);
    expect(asked().slice(3)).toEqual([page(1)]);
    expect(ids(list().items)).toEqual(ids(server.slice(0, 60)));

    // A burst of three new ones: one refresh of one page, merged on top.
    const fresh = someNotifications(3, 1001);
    for (const n of fresh.toReversed()) {
      server.unshift(n);
      graphql.pushNotification(n);
    }
    await vi.advanceTimersByTimeAsync(300);
    expect(asked().slice(4)).toEqual([page(1)]);
    expect(ids(list().items)).toEqual(ids(server.slice(0, 63)));
    expect(list()).toMatchObject({ total: 103, pages: 3 });

    // Load more goes on with page 4: it repeats three, skips none.
    await loadMore();
    expect(asked().slice(5)).toEqual([page(4)]);
    expect(ids(list().items)).toEqual(ids(server.slice(0, 80)));
  });

  it('restarts from page 1 when a page or more arrived at once, rather than leave a gap', async () => {
    const server = someNotifications(45);
    const { graphql } = await withList(server);
    await loadMore();
    const burst = someNotifications(25, 1001);
    server.unshift(...burst);
    graphql.pushNotification(burst[0]!);
    await vi.advanceTimersByTimeAsync(300);
    // Page 1 is all new: what was loaded does not follow it without a gap.
    expect(ids(list().items)).toEqual(ids(burst.slice(0, 20)));
    expect(list()).toMatchObject({ total: 70, pages: 1 });

    for (let i = 0; i < 3; i++) await loadMore();
    expect(pagesAsked()).toEqual([1, 2, 1, 2, 3, 4]);
    expect(ids(list().items)).toEqual(ids(server));
  });

  it('drops a load-more page that answers after such a restart: it no longer follows the list', async () => {
    const server = someNotifications(45);
    const { graphql } = await withList(server);
    await loadMore();
    graphql.manual('notifications');
    const late = session!.dl.dispatch({ type: 'notifications/load-more' });
    const burst = someNotifications(25, 1001);
    server.unshift(...burst);
    graphql.pushNotification(burst[0]!);
    await vi.advanceTimersByTimeAsync(300);
    expect(pagesAsked()).toEqual([1, 2, 3, 1]);
    // The refresh answers first and restarts the list; page 3, read before the burst, comes after.
    const [page3, refresh] = graphql.pending('notifications');
    refresh!.resolve(notificationsPageOf(server, page(1)));
    page3!.resolve(notificationsPageOf(server.slice(25), page(3)));
    expect(await late).toEqual({ ok: true });
    expect(ids(list().items)).toEqual(ids(burst.slice(0, 20)));
    expect(list()).toMatchObject({ pages: 1, total: 70, loadingMore: false });
  });
});
