/**
 * The notification list read through a window over the bridge (docs/engine.md
 * "Windows"): with 5,000 notifications loaded, what a batch carries follows the window on screen,
 * not how far the user scrolled. A mark-read, a mark-all-read or a new notification on top sends
 * only the window's changed rows; the slice crosses without its items; moving the window is one
 * message and the next batch carries exactly the new window's rows; the window reaching the last
 * row held loads the next page by itself. Virtual time; the fake GraphQL port pages like the
 * reference server (tests/harness/fake-graphql.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch, DataLayerApi } from '../../worker/contract/api';
import type { AppNotification } from '../../worker/contract/entities';
import type { ListWindow, QueryPatch } from '../../worker/contract/live-queries';
import { LOAD_MORE_MIN_MS } from '../../worker/domains/notifications/loads';
import type { NotificationsQuery } from '../../worker/ports/types';
import { aNotification, apiErrors, notificationsPageOf, someNotifications, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const LIST = { kind: 'notifications/list' } as const;
const SCREEN: ListWindow = { from: 0, to: 12 };
const ids = (items: readonly { readonly id: string }[]) => items.map((n) => n.id);
const pagesAsked = (s: StartedSession) => s.graphql.calls.filter((c) => c.method === 'notifications').map((c) => (c.args[0] as NotificationsQuery).page);

/**
 * The server pages `server` like the reference server, and every answer is new objects, as
 * decoding the wire gives (the same objects would hide whether the worker keeps identities).
 */
function serve(s: StartedSession, server: readonly AppNotification[]): void {
  s.graphql.autoAnswer('notifications', (call) => {
    const page = notificationsPageOf(server, call.args[0] as NotificationsQuery);
    return { ...page, items: page.items.map((n) => structuredClone(n)) };
  });
}

/** Lets the fake network answer, the engine fold it and the bridge send its batch. */
async function settle(s: StartedSession, ms = 20): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  s.dl.flushBatches();
}

/**
 * Signed in as acme's manager, the server holding `server` (newest first; a test may add to its
 * top), `loaded` of them read 20 at a time, a listener recording every batch, and a watch of the
 * list through `window`. `batches` starts empty after the set-up.
 */
async function withLoaded(server: AppNotification[], loaded: number, window: ListWindow = SCREEN) {
  session = await startSession({ routeBrand: 'acme' });
  const s = session;
  serve(s, server);
  const batches: Batch[] = [];
  await s.dl.subscribe((batch) => {
    batches.push(batch);
  });
  await s.dl.dispatch({ type: 'notifications/load', filter: 'all' });
  for (let page = 1; page * 20 < loaded; page++) {
    const done = s.dl.dispatch({ type: 'notifications/load-more' });
    await vi.advanceTimersByTimeAsync(LOAD_MORE_MIN_MS);
    expect(await done).toEqual({ ok: true });
  }
  const watchId = await s.dl.watch(LIST, 'acme', window);
  await settle(s);
  expect(s.dl.engine.state().notifications.items).toHaveLength(loaded);
  batches.length = 0;
  return { s, watchId, batches };
}

/** The patches of one watch over `batches`, and every record they carried. */
function patchesOf(batches: readonly Batch[], watchId: number): QueryPatch[] {
  return batches.flatMap((b) => b.queries.filter((q) => q.id === watchId));
}
const recordsOf = (patches: readonly QueryPatch[]) => patches.flatMap((p) => p.records ?? []);

describe('the notification list through a window, 5,000 loaded', () => {
  it('the first batch of the watch carries the window’s rows and the list’s figures; the slice never carries items', async () => {
    session = await startSession({ routeBrand: 'acme' });
    const s = session;
    const server = someNotifications(5000);
    s.graphql.serveNotifications(server);
    const batches: Batch[] = [];
    await s.dl.subscribe((batch) => {
      batches.push(batch);
    });
    await s.dl.dispatch({ type: 'notifications/load', filter: 'all' });
    const watchId = await s.dl.watch(LIST, 'acme', SCREEN);
    await settle(s);
    const [patch] = patchesOf(batches, watchId);
    expect(patch).toMatchObject({ status: 'ready', offset: 0, ids: ids(server.slice(0, 12)), aggregates: { total: 5000, loaded: 20, loadingMore: false, moreFailure: null } });
    expect(ids(recordsOf([patch!]))).toEqual(ids(server.slice(0, 12)));
    // The slice crossed (filter, counts), but never its items.
    const slices = batches.flatMap((b) => (b.changed.notifications === undefined ? [] : [b.changed.notifications]));
    expect(slices.length).toBeGreaterThan(0);
    for (const slice of slices) expect(slice).not.toHaveProperty('items');
    expect((await s.dl.snapshot()).notifications).not.toHaveProperty('items');
  });

  it('a mark-read in the window sends that one row; one outside the window sends no row', async () => {
    const { s, watchId, batches } = await withLoaded(someNotifications(5000), 5000);
    await s.dl.dispatch({ type: 'notifications/mark-read', id: '4' });
    await settle(s);
    const shown = recordsOf(patchesOf(batches, watchId));
    expect(ids(shown)).toEqual(['4']);
    expect((shown[0] as AppNotification).readAt).not.toBeNull();
    // The count crossed with the summary, not the list.
    expect(batches.map((b) => b.changed.notifications?.unreadCount).filter((c) => c !== undefined)).toEqual([4999]);

    batches.length = 0;
    await s.dl.dispatch({ type: 'notifications/mark-read', id: '3000' });
    await settle(s);
    expect(patchesOf(batches, watchId)).toEqual([]);
    expect(s.dl.engine.state().notifications.items[2999]?.readAt).not.toBeNull();
    expect(batches.map((b) => b.changed.notifications?.unreadCount).filter((c) => c !== undefined)).toEqual([4998]);
  });

  it('mark all read sends the window’s 12 rows, not 5,000', async () => {
    const { s, watchId, batches } = await withLoaded(someNotifications(5000), 5000);
    await s.dl.dispatch({ type: 'notifications/mark-all-read' });
    await settle(s);
    const shown = recordsOf(patchesOf(batches, watchId));
    expect(ids(shown)).toEqual(ids(someNotifications(12)));
    expect(shown.every((n) => (n as AppNotification).readAt !== null)).toBe(true);
    expect(s.dl.engine.state().notifications.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('a new notification on top arrives live: the window moves down by one and only the new row crosses', async () => {
    const server = someNotifications(5000);
    const { s, watchId, batches } = await withLoaded(server, 5000);
    const created = aNotification('new');
    server.unshift(created);
    s.graphql.pushNotification(created);
    await settle(s, 400); // the 300 ms refresh window, then page 1 again
    const patches = patchesOf(batches, watchId);
    expect(ids(recordsOf(patches))).toEqual(['new']);
    const last = patches.at(-1)!;
    expect(last.ids).toEqual(['new', ...ids(server.slice(1, 12))]);
    expect(last.aggregates).toMatchObject({ total: 5001, loaded: 5001 });
    expect(s.dl.engine.state().notifications.items).toHaveLength(5001);
  });

  it('moving the window is one message, and the next batch carries exactly the new window’s rows', async () => {
    const server = someNotifications(5000);
    const { s, watchId, batches } = await withLoaded(server, 5000);
    const messages = (['dispatch', 'watch', 'unwatch', 'setWindow', 'select', 'windowIds'] as const).map((name) => vi.spyOn(s.dl as DataLayerApi, name));
    await s.dl.setWindow(watchId, { from: 2500, to: 2512 });
    await settle(s);
    expect(messages.flatMap((spy) => spy.mock.calls)).toEqual([[watchId, { from: 2500, to: 2512 }]]);
    expect(batches).toHaveLength(1);
    const [patch] = patchesOf(batches, watchId);
    expect(patch).toMatchObject({ offset: 2500, ids: ids(server.slice(2500, 2512)) });
    expect(ids(recordsOf([patch!]))).toEqual(ids(server.slice(2500, 2512)));
    // The figures did not change: not sent again; nothing else crossed.
    expect(patch?.aggregates).toBeUndefined();
    expect(batches[0]!.changed).toEqual({});
    // Every load-more was asked by the test: the window in the middle asks for nothing.
    expect(pagesAsked(s)).toHaveLength(250);
  });

  it('keeps a batch small: a mark-read with 5,000 loaded is a few KiB, the whole list would be hundreds', async () => {
    const { s, batches } = await withLoaded(someNotifications(5000), 5000);
    await s.dl.dispatch({ type: 'notifications/mark-read', id: '2' });
    await settle(s);
    const bytes = batches.reduce((sum, b) => sum + JSON.stringify({ changed: b.changed, queries: b.queries }).length, 0);
    const wholeList = JSON.stringify(s.dl.engine.state().notifications).length;
    expect(bytes).toBeLessThan(2048);
    expect(wholeList).toBeGreaterThan(1_000_000);
  });
});

describe('paging as the window reaches the end', () => {
  it('loads the next page when the window reaches the last row held, one page at a time, and stops at the total', async () => {
    const server = someNotifications(50);
    const { s, watchId, batches } = await withLoaded(server, 20);
    expect(pagesAsked(s)).toEqual([1]);
    await s.dl.setWindow(watchId, { from: 8, to: 20 });
    await settle(s);
    expect(pagesAsked(s)).toEqual([1, 2]);
    expect(patchesOf(batches, watchId).at(-1)?.aggregates).toMatchObject({ loadingMore: true, loaded: 20 });
    await settle(s, LOAD_MORE_MIN_MS);
    expect(s.dl.engine.state().notifications.items).toHaveLength(40);
    // The window no longer reaches the end: nothing more.
    expect(pagesAsked(s)).toEqual([1, 2]);
    await s.dl.setWindow(watchId, { from: 28, to: 40 });
    await settle(s, LOAD_MORE_MIN_MS + 20);
    expect(pagesAsked(s)).toEqual([1, 2, 3]);
    expect(patchesOf(batches, watchId).at(-1)?.aggregates).toMatchObject({ total: 50, loaded: 50, loadingMore: false });
    // At the end the window asks for nothing more.
    await s.dl.setWindow(watchId, { from: 38, to: 50 });
    await settle(s, 1000);
    expect(pagesAsked(s)).toEqual([1, 2, 3]);
  });

  it('a failed page stops the asking (no loop against a failing server) until a page is asked for again', async () => {
    const server = someNotifications(50);
    const { s, watchId, batches } = await withLoaded(server, 20);
    s.graphql.autoFail('notifications', () => apiErrors.unavailable());
    await s.dl.setWindow(watchId, { from: 8, to: 20 });
    await settle(s, LOAD_MORE_MIN_MS + 20);
    await settle(s, 5000);
    expect(pagesAsked(s)).toEqual([1, 2]);
    expect(patchesOf(batches, watchId).at(-1)?.aggregates).toMatchObject({ loadingMore: false, moreFailure: { key: 'NOTIFICATIONS.LOAD_MORE_FAILED' } });
    serve(s, server);
    // Try again: the page asks once; the window, still at the end, goes on by itself.
    const retried = s.dl.dispatch({ type: 'notifications/load-more' });
    await settle(s, LOAD_MORE_MIN_MS);
    expect(await retried).toEqual({ ok: true });
    await settle(s, LOAD_MORE_MIN_MS + 20);
    expect(pagesAsked(s)).toEqual([1, 2, 2]);
    expect(patchesOf(batches, watchId).at(-1)?.aggregates).toMatchObject({ loaded: 40, moreFailure: null });
  });

  it('an unknown kind takes no row but counts as loaded: the window asks for the next page at once when a page shows nothing', async () => {
    const unknown = Array.from({ length: 20 }, (_, i) => aNotification(`legacy-${i}`, { type: 'App\\Notifications\\LegacyDigestNotification' }));
    const server = [...unknown, ...someNotifications(5)];
    const { s, watchId, batches } = await withLoaded(server, 20);
    await settle(s, LOAD_MORE_MIN_MS + 20);
    expect(pagesAsked(s)).toEqual([1, 2]);
    const last = patchesOf(batches, watchId).at(-1)!;
    expect(last.aggregates).toMatchObject({ total: 5, loaded: 5 });
    expect(last.ids).toEqual(ids(someNotifications(5)));
  });
});
