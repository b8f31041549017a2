/**
 * The outbox through the real engine over fake ports, under virtual time: writes made while the
 * network is down are kept as data, survive a reload (a new data layer over the same store), go
 * out in order, one at a time, with the same Idempotency-Key on every attempt, once each; a
 * refused one keeps the server's reason and holds only what is about the same thing; a brand's
 * entries are never sent or shown in another brand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aComment, aNotification, aVersion, loggedEvents, startSession, type StartedSession } from '../harness';
import { httpFailure, networkFailure } from '../harness/http-failure';
import { useVirtualClock } from '../harness/virtual-clock';
import { createMemoryOutboxStore } from '../../worker/ports/outbox/memory-outbox-store';
import type { OutboxEntry } from '../../worker/domains/outbox/contract';
import type { ManualFeedInput } from '../../worker/domains/feeds/contract';
import { aFeed } from '../harness/servers/feeds-test-server';

useVirtualClock();
const sessions: StartedSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.dl.dispose();
});

const offline = () => networkFailure();

async function open(outbox = createMemoryOutboxStore(), network: 'online' | 'offline' = 'online') {
  const s = await startSession({ routeBrand: 'acme', outbox, beforeStart: (fakes) => (network === 'online' ? goOnline(fakes) : goOffline(fakes)) });
  sessions.push(s);
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

function goOffline(s: Pick<StartedSession, 'backend'>) {
  s.backend.autoFail('commentAdd', offline).autoFail('markNotificationsRead', offline).autoFail('versionTransition', offline).autoFail('feedEdit', offline);
}

function goOnline(s: Pick<StartedSession, 'backend'>) {
  let id = 100;
  s.backend
    .autoAnswer('commentAdd', (call) => aComment(++id, { comment: (call.args[0] as { comment: string }).comment }))
    .autoAnswer('markNotificationsRead', undefined)
    .autoAnswer('versionTransition', (call) => aVersion(Number((call.args[0] as { id: string }).id)))
    .autoAnswer('feedEdit', (call) => aFeed(Number((call.args[0] as { id: string }).id), { kind: 'manual' }));
}

/** A manual feed's whole grid, as its edit form sends it. */
const grid = (...names: string[]): ManualFeedInput => ({
  kind: 'manual',
  name: 'Shoes',
  currency: 'EUR',
  columns: [{ name: 'sku', type: 'text' }, { name: 'name', type: 'text' }],
  rows: names.map((name, i) => ({ sku: `S-${i + 1}`, name })),
});

/** What the server received, in order: method, what it was about, the key. */
const sent = (s: StartedSession) =>
  s.backend.calls
    .filter((c) => ['commentAdd', 'markNotificationsRead', 'versionTransition', 'feedEdit'].includes(c.method))
    .map((c) => ({ method: c.method, arg: JSON.stringify(c.args[0]), brand: c.brand, key: c.idempotencyKey }));

const stored = (store: ReturnType<typeof createMemoryOutboxStore>) => [...store.entries.values()] as OutboxEntry[];

describe('the outbox', () => {
  it('keeps writes made offline (no toast), sends them in order once the page is back online, each once, with its key', async () => {
    const store = createMemoryOutboxStore();
    const s = await open(store);
    goOffline(s);

    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'First' })).toEqual({ ok: true, queued: true });
    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '12', comment: 'Second' })).toEqual({ ok: true, queued: true });
    expect(await s.dl.dispatch({ type: 'notifications/mark-read', id: 'n-1' })).toEqual({ ok: true, queued: true });
    await vi.advanceTimersByTimeAsync(0);

    // Only the first was tried: the others queued behind it without a request.
    expect(sent(s)).toHaveLength(1);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
    const entries = s.dl.engine.state().outbox.entries;
    expect(entries.map((e) => [e.command.type, e.status, e.brand])).toEqual([
      ['comments/add', 'waiting', 'acme'],
      ['comments/add', 'waiting', 'acme'],
      ['notifications/mark-read', 'waiting', 'acme'],
    ]);
    expect(stored(store).map((e) => e.key)).toEqual(entries.map((e) => e.key));
    expect(sent(s)[0]!.key).toBe(entries[0]!.key);

    goOnline(s);
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);

    expect(sent(s).slice(1)).toEqual([
      { method: 'commentAdd', arg: JSON.stringify({ versionId: '11', comment: 'First' }), brand: 'acme', key: entries[0]!.key },
      { method: 'commentAdd', arg: JSON.stringify({ versionId: '12', comment: 'Second' }), brand: 'acme', key: entries[1]!.key },
      { method: 'markNotificationsRead', arg: JSON.stringify({ ids: ['n-1'] }), brand: 'acme', key: entries[2]!.key },
    ]);
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
    expect(stored(store)).toEqual([]);
    // Each write once: a second resync sends nothing more.
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent(s)).toHaveLength(4);
    expect(loggedEvents(s.dl, 'outbox/sent')).toHaveLength(3);
  });

  it('a read mark made offline holds (no rollback) and is confirmed when sent', async () => {
    const s = await open();
    s.graphql.autoAnswer('notifications', { items: [aNotification('n-1')], total: 1, unreadCount: 1 });
    await s.dl.dispatch({ type: 'notifications/load', filter: 'all' });
    goOffline(s);
    expect(await s.dl.dispatch({ type: 'notifications/mark-read', id: 'n-1' })).toEqual({ ok: true, queued: true });
    const list = s.dl.engine.state().notifications;
    expect(list.items[0]!.readAt).not.toBeNull();
    expect(list.unreadCount).toBe(0);
    expect(loggedEvents(s.dl, 'notifications/read-rolled-back')).toEqual([]);

    goOnline(s);
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.backend.count('markNotificationsRead')).toBe(2);
    expect(loggedEvents(s.dl, 'notifications/read-confirmed')).toEqual([{ type: 'notifications/read-confirmed', ids: ['n-1'] }]);
    expect(s.dl.engine.state().notifications.items[0]!.readAt).not.toBeNull();
  });

  it('survives a reload: a new data layer over the same store shows the entry pending and sends it once, with the same key', async () => {
    const store = createMemoryOutboxStore();
    const first = await open(store);
    goOffline(first);
    await first.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'Before the reload' });
    const key = first.dl.engine.state().outbox.entries[0]!.key;
    await first.dl.dispose();
    sessions.splice(sessions.indexOf(first), 1);

    // The reload, still offline: restored, tried once, still waiting.
    const second = await open(store, 'offline');
    expect(sent(second)).toHaveLength(1);
    await second.dl.dispatch({ type: 'outbox/send' });
    expect(sent(second)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.dl.engine.state().outbox.entries.map((e) => [e.key, e.status, e.command])).toEqual([
      [key, 'waiting', { type: 'comments/add', versionId: '11', comment: 'Before the reload' }],
    ]);

    goOnline(second);
    await second.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);
    const delivered = sent(second).filter((c) => c.method === 'commentAdd');
    expect(new Set(delivered.map((c) => c.key))).toEqual(new Set([key]));
    expect(second.backend.calls.filter((c) => c.method === 'commentAdd' && c.outcome === 'resolved')).toHaveLength(1);
    expect(second.dl.engine.state().outbox.entries).toEqual([]);
    expect(stored(store)).toEqual([]);
  });

  it('a refused entry keeps the server’s reason and holds only the entries about the same thing; dropping it lets them go', async () => {
    const store = createMemoryOutboxStore();
    const s = await open(store);
    goOffline(s);
    await s.dl.dispatch({ type: 'versions/action', id: '11', action: 'request-approval' });
    await s.dl.dispatch({ type: 'comments/add', versionId: '12', comment: 'Unrelated' });
    await s.dl.dispatch({ type: 'versions/action', id: '11', action: 'approve' });
    const [request, unrelated, approve] = s.dl.engine.state().outbox.entries;

    goOnline(s);
    s.backend.autoFail('versionTransition', () => httpFailure(422, 'Unprocessable', { message: 'The version is no longer a draft.', errors: { state: ['The version is no longer a draft.'] } }, 'POST /api/v1/visual-version/11/request-approval'));
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);

    expect(sent(s).slice(1).map((c) => [c.method, c.key])).toEqual([
      ['versionTransition', request!.key],
      ['commentAdd', unrelated!.key],
    ]);
    expect(s.dl.engine.state().outbox.entries.map((e) => [e.key, e.status, e.refusal?.message ?? null])).toEqual([
      [request!.key, 'refused', 'The version is no longer a draft.'],
      [approve!.key, 'waiting', null],
    ]);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
    expect(stored(store).find((e) => e.key === request!.key)?.status).toBe('refused');

    goOnline(s);
    expect(await s.dl.dispatch({ type: 'outbox/drop', key: request!.key })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(s).slice(3).map((c) => [c.method, c.arg, c.key])).toEqual([['versionTransition', JSON.stringify({ id: '11', action: 'approve', comment: null }), approve!.key]]);
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
    expect(stored(store)).toEqual([]);
  });

  it('an edited refusal is sent again with its new text under a new key', async () => {
    const s = await open();
    goOffline(s);
    await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'x'.repeat(3) });
    const [entry] = s.dl.engine.state().outbox.entries;
    s.backend.autoFail('commentAdd', () => httpFailure(422, '', { message: 'The comment is too short.', errors: { comment: ['The comment is too short.'] } }));
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.dl.engine.state().outbox.entries[0]).toMatchObject({ status: 'refused', refusal: { fieldErrors: { comment: ['The comment is too short.'] } } });

    goOnline(s);
    expect(await s.dl.dispatch({ type: 'outbox/edit', key: entry!.key, comment: 'A longer comment' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    const last = sent(s).at(-1)!;
    expect(last.arg).toBe(JSON.stringify({ versionId: '11', comment: 'A longer comment' }));
    expect(last.key).not.toBe(entry!.key);
    expect(sent(s)).toHaveLength(3);
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
  });

  it('keeps a manual feed’s grid saved offline, whole, across a reload, and sends the grids in the order they were saved', async () => {
    const store = createMemoryOutboxStore();
    const first = await open(store);
    goOffline(first);
    expect(await first.dl.dispatch({ type: 'feeds/edit', id: '7', input: grid('Red shoe', 'Blue shoe') })).toEqual({ ok: true, queued: true });
    expect(await first.dl.dispatch({ type: 'feeds/edit', id: '7', input: grid('Red shoe', 'Blue shoe', 'Green shoe') })).toEqual({ ok: true, queued: true });
    const keys = first.dl.engine.state().outbox.entries.map((e) => e.key);
    expect(stored(store).map((e) => [e.key, e.command])).toEqual([
      [keys[0], { type: 'feeds/edit', id: '7', input: grid('Red shoe', 'Blue shoe') }],
      [keys[1], { type: 'feeds/edit', id: '7', input: grid('Red shoe', 'Blue shoe', 'Green shoe') }],
    ]);
    await first.dl.dispose();
    sessions.splice(sessions.indexOf(first), 1);

    const second = await open(store);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(second).map((c) => [c.method, c.arg, c.key])).toEqual([
      ['feedEdit', JSON.stringify({ id: '7', input: grid('Red shoe', 'Blue shoe') }), keys[0]],
      ['feedEdit', JSON.stringify({ id: '7', input: grid('Red shoe', 'Blue shoe', 'Green shoe') }), keys[1]],
    ]);
    expect(second.dl.engine.state().outbox.entries).toEqual([]);
    expect(stored(store)).toEqual([]);
  });

  it('a refused feed grid holds the later grids of that feed; corrected (outbox/edit-feed) it goes again under a new key, then they follow', async () => {
    const s = await open();
    goOffline(s);
    await s.dl.dispatch({ type: 'feeds/edit', id: '7', input: grid('') });
    await s.dl.dispatch({ type: 'feeds/edit', id: '7', input: grid('', 'Blue shoe') });
    await s.dl.dispatch({ type: 'comments/add', versionId: '12', comment: 'Unrelated' });
    const [bad, later, unrelated] = s.dl.engine.state().outbox.entries;

    goOnline(s);
    s.backend.autoFail('feedEdit', () => httpFailure(422, 'Unprocessable', { message: 'The name of row 1 is required.', errors: { 'rows.0.name': ['The name of row 1 is required.'] } }, 'PUT /api/v1/feed/7/manual'));
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(s).slice(1).map((c) => [c.method, c.key])).toEqual([
      ['feedEdit', bad!.key],
      ['commentAdd', unrelated!.key],
    ]);
    expect(s.dl.engine.state().outbox.entries.map((e) => [e.key, e.status, e.refusal?.fieldErrors ?? null])).toEqual([
      [bad!.key, 'refused', { 'rows.0.name': ['The name of row 1 is required.'] }],
      [later!.key, 'waiting', null],
    ]);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
    // Only a kept feed grid is corrected as a grid; a comment's text is not.
    expect(await s.dl.dispatch({ type: 'outbox/edit', key: bad!.key, comment: 'x' })).toEqual({ ok: false, error: 'OUTBOX.NOT_EDITABLE' });

    goOnline(s);
    expect(await s.dl.dispatch({ type: 'outbox/edit-feed', key: bad!.key, input: grid('Red shoe') })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    const resent = sent(s).slice(3);
    expect(resent.map((c) => [c.method, c.arg])).toEqual([
      ['feedEdit', JSON.stringify({ id: '7', input: grid('Red shoe') })],
      ['feedEdit', JSON.stringify({ id: '7', input: grid('', 'Blue shoe') })],
    ]);
    expect(resent[0]!.key).not.toBe(bad!.key);
    expect(resent[1]!.key).toBe(later!.key);
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
  });

  it('keeps no upload or fetch edit: only a manual feed’s rows wait offline', async () => {
    const s = await open();
    goOffline(s);
    const result = await s.dl.dispatch({ type: 'feeds/edit', id: '7', input: { kind: 'fetch', name: 'Shop', url: 'https://shop.example/feed.csv', format: 'csv', schedule: 'daily', currency: 'EUR' } });
    expect(result).toMatchObject({ ok: false });
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
  });

  it('is brand-scoped: acme’s entries are neither shown nor sent in beta, and go with X-Brand acme once acme is back', async () => {
    const store = createMemoryOutboxStore();
    const s = await open(store);
    goOffline(s);
    await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'For acme' });
    const key = s.dl.engine.state().outbox.entries[0]!.key;

    goOnline(s);
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(0);
    await s.dl.dispatch({ type: 'connection/resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.dl.engine.state().brand.identifier).toBe('beta');
    expect(s.dl.engine.state().outbox).toEqual({ restored: true, entries: [] });
    expect(sent(s)).toHaveLength(1);

    await s.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(s).slice(1)).toEqual([{ method: 'commentAdd', arg: JSON.stringify({ versionId: '11', comment: 'For acme' }), brand: 'acme', key }]);
    expect(stored(store)).toEqual([]);
  });

  it('a write made online is sent with a key and answered as before; a refusal of it goes to the form, not the outbox', async () => {
    const s = await open();
    goOnline(s);
    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'Online' })).toEqual({ ok: true, id: '101' });
    expect(sent(s)[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    s.backend.autoFail('commentAdd', () => httpFailure(403, 'Forbidden'));
    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'Refused' })).toMatchObject({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
    expect(s.dl.engine.state().outbox.entries).toEqual([]);
  });
});
