/**
 * Reconnect storm (docs/reliability.md): a signed-in manager has acme's dashboard open in one page
 * and its Renders page in another (two workers, one session). More than 2,000 live events are
 * driven through the control API (storm-driver.ts) while every live connection is cut 12 times
 * (`live/drop`, some with soketi unreachable for a while). Each cycle:
 *
 *   events (connected) ─▶ drop ─▶ events (missed: soketi keeps nothing) ─▶ both pages connected
 *   ─▶ two balance changes at once (racing the reconnect's balance refetch; in some cycles that
 *      refetch's answer is held 500 ms with `delay`, so it is older than the spends it meets)
 *   ─▶ quiet: within 2 s, each page must show exactly what the server says
 *
 * Compared (everything that is not behind a debounce once the connection is back; the engine
 * refetches balance, running renders and the brand's storage at once on a reconnect, and the
 * Renders page's watched list within its 1 s window, docs/engine.md): the header's balance,
 * storage % and running renders on both pages, and on the Renders page the newest rows' order and
 * every rendered row's status and progress. At the end, from each worker's event log: no live
 * event was applied twice (every build move is unique: id, status, progress), and no page heard
 * more events of a kind than the server published.
 */
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from '../e2e/shell-support';
import { exportEventLog, waitForLive, type LoggedEnvelope } from '../e2e/live-support';
import { seededRandom } from '../../worker/log/seeded-random';
import { publishedEvents, stormDriver } from './storm-driver';
import { differences, readShown, serverReads, type Mismatch } from './shown-vs-server';

const BRAND = 'acme';
/** Soketi unreachable after each cut, per cycle (0: pusher-js is back after its own ~1 s retry delay). */
const DOWN_FOR_MS = [0, 1_500, 0, 3_000, 0, 1_000, 0, 2_000, 0, 2_500, 0, 1_000];
/** Farm ticks per cycle at least (a build takes four ticks; four render at once: about one build per tick). */
const TICKS_PER_CYCLE = 28;
const RESYNC_LIMIT_MS = 2_000;
/** pusher-js waits about this long before reconnecting after a cut (with no down time). */
const RETRY_DELAY_MS = 1_000;
/** Steps stop this long before the pages can be back (a step takes 30–150 ms on a 2-core machine). */
const STOP_BEFORE_BACK_MS = 400;
const PAGES = 2;
/** In these cycles the reconnect's balance answer is held, so the racing spends arrive before it. */
const HELD_BALANCE_CYCLES = new Set([1, 4, 7, 10]);
const SEED = Number(process.env.CHAOS_SEED ?? 19);

interface CycleResult {
  readonly cycle: number;
  readonly downForMs: number;
  /** From both pages connected again to both showing the server's state but the balance; null: not within the limit. */
  readonly resyncMs: number | null;
  /** The same for the balance alone. */
  readonly balanceMs: number | null;
  /** A step ended after the pages were back (a slow machine): the running-renders counter was not compared. */
  readonly overlapped: boolean;
  /** What still differed at the last read within the limit (empty when both converged). */
  readonly mismatches: readonly (Mismatch & { page: string })[];
}

/** No build move heard twice, by one worker: the log's build events, keyed by what they say. */
function duplicatedMoves(log: readonly LoggedEnvelope[]): string[] {
  const seen = new Map<string, number>();
  for (const e of log) {
    if (e.source !== 'live' || (e.event.type !== 'live/visual-build-updated' && e.event.type !== 'live/visual-build-created')) continue;
    const key = `${e.event.type} ${String(e.event.buildId)} ${String(e.event.status)} ${String(e.event.progress)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
}

test('reconnect storm: 12 cuts during 2,000+ live events, both pages back to the server’s state within 2 s, no event applied twice', async ({ page, context }, testInfo) => {
  test.setTimeout(240_000);
  const random = seededRandom(SEED);
  // Only this test's events: the farm's timer stopped, the seed's queue (stark) stepped empty first.
  await control(page, 'farm', { running: false });
  for (let i = 0; i < 4; i += 1) await control(page, 'farm/tick');
  await control(page, `brand/${BRAND}`, { balance: 50_000, storagePercent: 30 });
  const driver = stormDriver(page, BRAND, random);
  await driver.queueBuilds(30);

  await signIn(page, PEOPLE.manager, `/${BRAND}/dashboard`);
  const renders = await context.newPage();
  await renders.goto(`/${BRAND}/builds`);
  const pages = { dashboard: page, renders } as const;
  for (const p of Object.values(pages)) {
    await waitForPageReady(p);
    await waitForLive(p);
  }
  await expect(renders.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  const server = serverReads(page.request, BRAND);
  const pageErrors: string[] = [];
  for (const [name, p] of Object.entries(pages)) p.on('pageerror', (error) => pageErrors.push(`${name}: ${error.message}`));

  const results: CycleResult[] = [];
  const stormStarted = Date.now();
  for (const [cycle, downForMs] of DOWN_FOR_MS.entries()) {
    // Connected: events the pages hear.
    await driver.queueBuilds(TICKS_PER_CYCLE);
    for (let i = 0; i < 10 || driver.ticks < TICKS_PER_CYCLE * cycle + TICKS_PER_CYCLE / 2; i += 1) await driver.step();
    if (HELD_BALANCE_CYCLES.has(cycle)) await control(page, 'delay', { method: 'GET', path: '/api/v1/balance-manager/balance', ms: 500, times: PAGES });

    // The cut: events go on while the pages are away, and soketi keeps none of them for later.
    // They stop before the pages can be back (at the end of the down time, or pusher-js's own
    // ~1 s retry delay): a build event after the reconnect's refetch would put the running-renders
    // counter legitimately behind its 3 s debounce. "Back" is read at the live gate (its
    // connection count), not from the pages: pusher-js keeps showing `connected` through its
    // retry delay and reconnects locally in a few ms, too briefly for a poll of the DOM to see.
    const cutAt = Date.now();
    const dropped = (await control(page, 'live/drop', { downForMs })) as { dropped: number };
    expect(dropped.dropped, `cycle ${cycle}: both pages' connections cut`).toBe(PAGES);
    let backAt: number | null = null;
    const watchGate = (async () => {
      while (backAt === null) {
        const live = (await (await page.request.get('/__control/live')).json()) as { connections: number; down: boolean };
        if (!live.down && live.connections === PAGES) backAt = Date.now();
        else await page.waitForTimeout(20);
        expect(Date.now() - cutAt, `cycle ${cycle}: both pages back within the down time + 10 s`).toBeLessThan(downForMs + 10_000);
      }
    })();
    while (Date.now() - cutAt < Math.max(downForMs, RETRY_DELAY_MS) - STOP_BEFORE_BACK_MS && backAt === null) await driver.step();
    const lastEventAt = Date.now();
    // The server's builds, storage and queue do not change any more: read them now.
    const quiet = Promise.all([server.newest(15), server.byIds(driver.builds), server.figures()]);
    await watchGate;
    const reconnectedAt = backAt!;
    // Did a step end after the pages were back? Then its build events may be newer than the
    // reconnect's refetch, and the counter is behind its debounce by design: not compared.
    const overlapped = lastEventAt > reconnectedAt;
    // Spends racing the balance refetch each page makes on reconnecting.
    await driver.spend();
    await driver.spend();

    // Quiet now: each page must come to show exactly the server's state within the limit,
    // counted from the pages' reconnect to the moment the matching DOM was read. The balance is
    // the one just set (no tick came after it), not read: a read would take a held answer.
    const [newest, rows, quietFigures] = await quiet;
    const figures = { ...quietFigures, balance: driver.balance };
    let resyncMs: number | null = null;
    let balanceMs: number | null = null;
    let last: (Mismatch & { page: string })[] = [];
    for (;;) {
      const shown: (Mismatch & { page: string })[] = [];
      let readAt = 0;
      for (const [name, p] of Object.entries(pages)) {
        const state = await readShown(p);
        readAt = Date.now();
        shown.push(...differences(state, figures, newest, rows).filter((m) => !(overlapped && m.field === 'runningRenders')).map((m) => ({ ...m, page: name })));
      }
      const elapsed = readAt - reconnectedAt;
      if (elapsed > RESYNC_LIMIT_MS) break;
      last = shown;
      if (resyncMs === null && shown.every((m) => m.field === 'balance')) resyncMs = elapsed;
      if (balanceMs === null && shown.every((m) => m.field !== 'balance')) balanceMs = elapsed;
      if (resyncMs !== null && balanceMs !== null) break;
      if (process.env.CHAOS_DEBUG) console.log(`cycle ${cycle} +${elapsed} ms: ${shown.map((m) => `${m.page} ${m.field}`).join(', ')}`);
      await page.waitForTimeout(50);
    }
    results.push({ cycle, downForMs, resyncMs, balanceMs, overlapped, mismatches: last });
  }
  const stormMs = Date.now() - stormStarted;
  // The balance the storm compared against is the server's own.
  expect(await server.balance()).toBe(driver.balance);

  // What the server published, from its final state: the storm's builds and brand calls.
  const builds = await server.byIds(driver.builds);
  expect(builds).toHaveLength(driver.builds.length);
  const published = publishedEvents(builds, driver);
  expect(published.total).toBeGreaterThanOrEqual(2_000);

  // Each worker's log: no build move twice, and no kind heard more often than it was published.
  const heard: Record<string, Record<string, number>> = {};
  const resubscribed: Record<string, number> = {};
  for (const [name, p] of Object.entries(pages)) {
    const log = await exportEventLog(p);
    expect(duplicatedMoves(log), `${name}: live build events applied twice`).toEqual([]);
    const count = (type: string) => log.filter((e) => e.source === 'live' && e.brand === BRAND && e.event.type === type).length;
    heard[name] = { created: count('live/visual-build-created'), updated: count('live/visual-build-updated'), spends: count('live/balance-spend'), storage: count('live/brand-store-usage-calculated') };
    // How often the worker saw its channels back (one per cut expected): a figure for a failing run.
    resubscribed[name] = log.filter((e) => e.event.type === 'connection/resubscribed').length;
    for (const kind of ['created', 'updated', 'spends', 'storage'] as const) expect(heard[name]![kind], `${name}: ${kind} heard ≤ published`).toBeLessThanOrEqual(published[kind]);
    await navigateInApp(p, `/${BRAND}/dashboard`);
  }
  expect(pageErrors).toEqual([]);

  const resync = results.map((r) => r.resyncMs);
  const balanceResync = results.map((r) => r.balanceMs);
  const overlaps = results.filter((r) => r.overlapped).length;
  const figures = `${published.total} events published (${JSON.stringify(published)}), heard ${JSON.stringify(heard)}; ${results.length} cuts, resubscribed ${JSON.stringify(resubscribed)}; storm ${stormMs} ms; resync ms per cycle ${JSON.stringify(resync)}, balance ${JSON.stringify(balanceResync)} (down for ${JSON.stringify(DOWN_FOR_MS)}); steps overlapping a reconnect: ${overlaps}`;
  testInfo.annotations.push({ type: 'figures', description: figures });
  console.log(`[chaos] storm: ${figures}`);

  // Within 2 s of every reconnect, both pages showed the server's state. Balance is reported
  // apart (a Spend folded on top of a fetched balance that already has it, or lost
  // under a late answer) makes it drift until the balance is ordered by the server.
  const late = (field: (m: Mismatch) => boolean) => results.flatMap((r) => r.mismatches.filter(field).map((m) => ({ cycle: r.cycle, ...m })));
  expect(late((m) => m.field !== 'balance'), 'state other than the balance still differing 2 s after a reconnect').toEqual([]);
  expect(resync.filter((ms) => ms === null), 'cycles whose state other than the balance did not match within 2 s').toEqual([]);
  expect(late((m) => m.field === 'balance'), 'balance still differing 2 s after a reconnect').toEqual([]);
  expect(balanceResync.filter((ms) => ms === null), 'cycles whose balance did not match within 2 s').toEqual([]);
});
