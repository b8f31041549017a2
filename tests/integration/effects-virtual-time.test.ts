/**
 * The live-event refresh rules (spec section 4) under virtual time: vitest fake
 * timers drive RxJS's asyncScheduler, the fake ports' delays and the engine clock alike.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBalance, aBrandSummary, aBrandUser, aNotification, anIncident, aStorage, aUser, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;

useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

async function started(options: Parameters<typeof startSession>[0] = {}): Promise<StartedSession> {
  session = await startSession(options);
  expect(session.result).toEqual({ ok: true });
  return session;
}

describe('BalanceManager Spend → balance refetch (30 s window)', () => {
  it('one Spend per second for 10 minutes refetches the balance exactly every 30 s, 20 times, never two in flight', async () => {
    const { backend, live, dl } = await started();
    const before = backend.count('balance');
    const firstSpendAt = Date.now();
    // Answers take 2.5 s: long enough that a careless policy would overlap calls.
    let balance = 1000;
    backend.autoAnswer('balance', () => aBalance((balance -= 1)), { delayMs: 2_500 });
    for (let second = 0; second < 600; second++) {
      live.emitRaw('private-brand.acme', 'App\\Events\\BalanceManager\\Spend', { brandId: 347, amount: 1 });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await vi.advanceTimersByTimeAsync(35_000);
    const refetches = backend.calls.filter((c) => c.method === 'balance').slice(before).map((c) => c.startedAt - firstSpendAt);
    // Each window opens with a Spend and closes 30 s later (maxWait = window); the last Spend
    // (599 s) falls in the window that closes at 600 s, so no trailing call follows.
    expect(refetches).toEqual(Array.from({ length: 20 }, (_, i) => 30_000 * (i + 1)));
    expect(backend.maxConcurrent('balance')).toBe(1);
    expect(dl.engine.state().balance.value).toBe(balance);
  });

  it('editors outside collaborative mode never fetch the balance or the builds widget, not even on live events', async () => {
    const { backend, live } = await started();
    backend.autoAnswer('brandUser', (call) => aBrandUser({ identifier: call.ctx.brand ?? '', role: 'editor', collaborativeMode: false }));
    const balanceBefore = backend.count('balance');
    const widgetBefore = backend.count('buildsWidget');
    await session!.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    for (let i = 0; i < 90; i++) {
      live.emit({ type: 'live/balance-spend', amount: 1, balance: null, version: null });
      live.emit({ type: 'live/visual-build-updated', buildId: i + 1, status: 'rendering', progress: 10 });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(backend.count('balance')).toBe(balanceBefore);
    expect(backend.count('buildsWidget')).toBe(widgetBefore);
    expect(session!.dl.engine.state().balance.value).toBeNull();
    expect(session!.dl.engine.state().builds.widget).toBeNull();
  });

  it('editors in collaborative mode do fetch it', async () => {
    const { backend, live } = await started();
    backend.autoAnswer('brandUser', (call) => aBrandUser({ identifier: call.ctx.brand ?? '', role: 'editor', collaborativeMode: true }));
    await session!.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    const before = backend.count('balance');
    // One load at sign-in, one for the switch's brand user (a collaborative editor may see money).
    expect(before).toBe(2);
    live.emit({ type: 'live/balance-spend', amount: 1, balance: null, version: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(backend.count('balance')).toBe(before + 1);
  });
});

describe('VisualBuildCreated / Updated → builds widget (3 s window)', () => {
  it('a 10 s burst refetches exactly every 3 s, the last one the trailing refetch 2.1 s after the last event', async () => {
    const { backend, live, dl } = await started();
    backend.calls.length = 0;
    const burstStart = Date.now();
    backend.autoAnswer('buildsWidget', { unfinished: 9, unfinishedWithinEnvironment: 4 }, { delayMs: 200 });
    let lastEventAt = 0;
    for (let i = 0; i < 100; i++) {
      live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 347, visualBuild: { id: 500 + (i % 7), status: i % 2 ? 'running' : 'done' } });
      lastEventAt = Date.now();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(20_000);
    const starts = backend.calls.filter((c) => c.method === 'buildsWidget').map((c) => c.startedAt - burstStart);
    // Events every 100 ms from 0 to 9.9 s; windows close at 3, 6 and 9 s, and the one the events
    // after 9 s opened closes at 12 s: the trailing refetch, 2.1 s after the last event.
    expect(lastEventAt - burstStart).toBe(9_900);
    expect(starts).toEqual([3_000, 6_000, 9_000, 12_000]);
    expect(backend.maxConcurrent('buildsWidget')).toBe(1);
    expect(dl.engine.state().builds.widget).toEqual({ unfinished: 9, unfinishedWithinEnvironment: 4 });
  });
});

describe('other refresh rules', () => {
  it('BrandStoreUsageCalculated → brand user refetched, storage recalculated', async () => {
    const { backend, live, dl } = await started();
    backend.autoAnswer('brandUser', (call) => aBrandUser({ identifier: call.ctx.brand ?? '', storage: aStorage(93) }));
    const before = backend.count('brandUser');
    live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 347 });
    live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 347 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(backend.count('brandUser')).toBe(before + 1);
    expect(dl.engine.state().storage.usage?.percentageInt).toBe(93);
    expect(dl.engine.state().brand.brandUser?.brand.storage?.percentageInt).toBe(93);
  });

  it('BrandUserUpdated / BrandUpdated / UserUpdated → me (user, brands, locale) and brand user refreshed', async () => {
    const { backend, live, dl } = await started();
    backend.autoAnswer('me', { user: aUser({ name: 'Marta Renamed', locale: 'cs' }), brands: [aBrandSummary('acme'), aBrandSummary('zeta')] });
    const me = backend.count('me');
    const brandUser = backend.count('brandUser');
    live.emit({ type: 'live/user-updated', userId: 1 });
    live.emit({ type: 'live/brand-updated', brandId: 347 });
    live.emit({ type: 'live/brand-user-updated' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(backend.count('me')).toBe(me + 1);
    expect(backend.count('brandUser')).toBe(brandUser + 1);
    const state = dl.engine.state();
    expect(state.session.user?.name).toBe('Marta Renamed');
    expect(state.session.brands.map((b) => b.identifier)).toEqual(['acme', 'zeta']);
    expect(state.session.locale).toBe('cs');
  });

  it('incidents reload on created / archived / restored only', async () => {
    const { backend, live, dl } = await started();
    backend.autoAnswer('incidents', [anIncident(1), anIncident(2)]);
    const before = backend.count('incidents');
    live.emitRaw('public', 'IncidentUpdated', { action: 'updated', incident: { id: 1 } });
    live.emitRaw('public', 'IncidentTransitioned', { action: 'resolved', incident: { id: 1 } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(backend.count('incidents')).toBe(before);
    for (const action of ['created', 'archived', 'restored']) {
      live.emitRaw('public', 'IncidentTransitioned', { action, incident: { id: 2 } });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(backend.count('incidents')).toBe(before + 3);
    expect(dl.engine.state().incidents.items.map((i) => i.id)).toEqual([1, 2]);
  });

  it('ShowMaintenance opens the modal, NewVersionAvailable sets the flag', async () => {
    const { live, dl } = await started();
    live.emitRaw('public', 'App\\Events\\ShowMaintenance', { severity: 'high', message: 'Upgrading the database' });
    live.emitRaw('public', 'NewVersionAvailable', { buildNumber: 812, revision: 'f00d' });
    await vi.advanceTimersByTimeAsync(0);
    expect(dl.engine.state().system).toMatchObject({ maintenance: { severity: 'high', message: 'Upgrading the database' }, newVersionAvailable: true });
    await dl.dispatch({ type: 'system/close-maintenance' });
    expect(dl.engine.state().system.maintenance).toBeNull();
  });

  it('a new notification refetches the unread count and the first page, throttled and debounced at 300 ms', async () => {
    const { graphql, dl } = await started();
    graphql.autoAnswer('notifications', { items: [aNotification(1)], total: 1, unreadCount: 1 });
    await dl.dispatch({ type: 'notifications/load', filter: 'all' });
    const before = graphql.count('notifications');
    const firstPushAt = Date.now();
    graphql.autoAnswer('notifications', { items: [aNotification(3), aNotification(2), aNotification(1)], total: 3, unreadCount: 3 }, { delayMs: 50 });
    for (let i = 0; i < 20; i++) {
      graphql.pushNotification(aNotification(100 + i));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    const refetches = graphql.calls.filter((c) => c.method === 'notifications').slice(before).map((c) => c.startedAt - firstPushAt);
    // A notification every 50 ms from 0 to 950 ms, 300 ms windows: they close at 300, 600, 900
    // and, for the pushes after 900 ms, 1,200 ms.
    expect(refetches).toEqual([300, 600, 900, 1_200]);
    expect(graphql.maxConcurrent('notifications')).toBe(1);
    expect(dl.engine.state().notifications.unreadCount).toBe(3);
    expect(dl.engine.state().notifications.items.map((n) => n.id)).toEqual(['3', '2', '1']);
  });

  it('before the notification list was opened, a new notification refetches only the unread count', async () => {
    const { graphql, dl } = await started();
    graphql.autoAnswer('unreadCount', 5);
    const pages = graphql.count('notifications');
    graphql.pushNotification(aNotification(7));
    await vi.advanceTimersByTimeAsync(300);
    expect(dl.engine.state().notifications.unreadCount).toBe(5);
    expect(graphql.count('notifications')).toBe(pages);
  });

  it('after a reconnect, resync refetches what the missed events would have refreshed', async () => {
    const { backend, graphql, live } = await started();
    const counts = () => ({
      balance: backend.count('balance'),
      buildsWidget: backend.count('buildsWidget'),
      brandUser: backend.count('brandUser'),
      me: backend.count('me'),
      incidents: backend.count('incidents'),
      unreadCount: graphql.count('unreadCount'),
    });
    const before = counts();
    live.setConnection('unavailable');
    live.setConnection('connected');
    live.resubscribed();
    await vi.advanceTimersByTimeAsync(30_000);
    const after = counts();
    for (const key of Object.keys(before) as (keyof typeof before)[]) expect(after[key], key).toBe(before[key] + 1);
    expect(session!.dl.engine.state().connection).toEqual({ state: 'connected', reconnects: 1, downForAWhile: false });
  });
});
