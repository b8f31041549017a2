/**
 * Exact lists at any size: a model-based test of a windowed builds list against a
 * model of the server, through the real data path (engine, live-query store, bridge batcher,
 * main-thread cache) over fake ports, under virtual time.
 *
 * Random creates, updates and status changes (announced live), deletes (a write's
 * `records/removed`), filter changes, window moves (scrolling, paging further), brand switches
 * and reconnects (with changes whose events were lost), with the server's answers taking time so
 * that events overtake pages already answered, and events taking time so that answers overtake
 * them. Pages are small (3–12 rows) so that a list of a
 * few dozen rows pages as a list of thousands does with 999. After each settle, the window's
 * rows, their order, their fields and the total equal the model's.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListWindow } from '../../worker/contract/live-queries';
import type { VisualBuild } from '../../worker/contract/creatives';
import { startSession, type StartedSession } from '../harness';
import { RendersServer, type RenderStatus } from '../harness/renders-server';
import { useVirtualClock } from '../harness/virtual-clock';
import { buildsQuery, PageOfList } from '../harness/windowed-list';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const STATUSES: readonly RenderStatus[] = ['queued', 'rendering', 'finished', 'failed'];

type Op =
  | { readonly kind: 'create'; readonly count: number }
  | { readonly kind: 'update'; readonly pick: number; readonly status: RenderStatus; readonly progress: number }
  | { readonly kind: 'progress'; readonly pick: number; readonly progress: number }
  | { readonly kind: 'delete'; readonly pick: number }
  | { readonly kind: 'filter'; readonly status: RenderStatus | undefined }
  | { readonly kind: 'window'; readonly from: number; readonly size: number }
  | { readonly kind: 'brand-switch' }
  | { readonly kind: 'disconnect' }
  | { readonly kind: 'reconnect' }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'settle' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), count: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES), progress: fc.integer({ min: 0, max: 100 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(), progress: fc.integer({ min: 1, max: 99 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('filter' as const), status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('window' as const), from: fc.nat({ max: 80 }), size: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'brand-switch' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'disconnect' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reconnect' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
);

const scenario = fc.record({
  seeded: fc.integer({ min: 0, max: 70 }),
  statuses: fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 4 }),
  perPage: fc.integer({ min: 3, max: 12 }),
  latency: fc.integer({ min: 0, max: 60 }),
  eventLag: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 150 })),
  ops: fc.array(op, { maxLength: 25 }),
});

/** Runs the scenario; returns a description of the first difference from the model, or null. */
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function run({ seeded, statuses, perPage, latency, eventLag, ops }: Scenario): Promise<string | null> {
  await session?.dl.dispose();
  const s = await startSession({ routeBrand: 'acme' });
  session = s;
  const server = new RendersServer(s, { latency, eventLag });
  server.seed('acme', seeded, (i) => statuses[i % statuses.length]!);
  server.seed('beta', 5);
  const page = await PageOfList.open(s);
  let filter: RenderStatus | undefined;
  let window: ListWindow = { from: 0, to: 10 };
  let connected = true;
  await page.watch(buildsQuery(perPage, filter), window);
  const pickOf = (n: number): VisualBuild | undefined => {
    const all = server.renders('acme');
    return all.length === 0 ? undefined : all[n % all.length];
  };

  const settle = async (): Promise<string | null> => {
    if (!connected) {
      s.live.setConnection('connected');
      s.live.resubscribed();
      server.announcing = connected = true;
    }
    await vi.advanceTimersByTimeAsync(10_000);
    s.dl.flushBatches();
    const view = page.view();
    const expected = server.listed('acme', filter);
    const want = expected.slice(window.from, window.to).map((b) => `${b.id}:${b.status}:${b.progress}`);
    // Progress alone crosses apart from the record (a row's bar reads it: live-progress.tsx).
    const progressOf = (r: VisualBuild) => page.cache.progressOf(page.watchId!, r.id) ?? r.progress;
    const got = view?.items.map((b) => { const r = b as VisualBuild; return `${r.id}:${r.status}:${progressOf(r)}`; });
    if (view?.status !== 'ready') return `status ${view?.status}`;
    if (view.offset !== window.from) return `offset ${view.offset} instead of ${window.from}`;
    if (JSON.stringify(got) !== JSON.stringify(want)) return `window ${JSON.stringify(window)}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`;
    if (view.aggregates?.total !== expected.length) return `total ${view.aggregates?.total} instead of ${expected.length}`;
    return null;
  };

  for (const step of ops) {
    switch (step.kind) {
      case 'create':
        for (let i = 0; i < step.count; i++) server.create('acme');
        break;
      case 'update': {
        const build = pickOf(step.pick);
        if (build !== undefined) server.update('acme', build.id, step.status, step.status === 'queued' ? 0 : step.status === 'rendering' ? step.progress : 100);
        break;
      }
      case 'progress': {
        const build = pickOf(step.pick);
        if (build?.status === 'rendering') server.update('acme', build.id, 'rendering', step.progress);
        break;
      }
      case 'delete': {
        const build = pickOf(step.pick);
        if (build !== undefined && server.remove('acme', build.id)) {
          s.dl.engine.emit({ event: { type: 'records/removed', resource: 'visual-build', id: build.id }, source: 'command', brand: 'acme' });
        }
        break;
      }
      case 'filter':
        filter = step.status;
        window = { from: 0, to: 10 };
        await page.watch(buildsQuery(perPage, filter), window);
        break;
      case 'window':
        window = { from: step.from, to: step.from + step.size };
        await page.setWindow(window);
        break;
      case 'brand-switch':
        // The user goes to beta and comes back: the worker forgets the watch, the page watches again.
        await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
        server.create('acme'); // heard on acme's channel while beta is in scope: dropped
        await s.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
        await vi.advanceTimersByTimeAsync(latency * 2 + 1);
        await page.watch(buildsQuery(perPage, filter), window);
        break;
      case 'disconnect':
        if (connected) s.live.setConnection('unavailable');
        server.announcing = connected = false;
        break;
      case 'reconnect':
        if (!connected) {
          s.live.setConnection('connected');
          s.live.resubscribed();
        }
        server.announcing = connected = true;
        break;
      case 'wait':
        await vi.advanceTimersByTimeAsync(step.ms);
        break;
      case 'settle': {
        const difference = await settle();
        if (difference !== null) return difference;
      }
    }
  }
  return settle();
}

describe('a windowed builds list against a model of the server', () => {
  it('counts a row created while the window’s page was on its way, with stale rows held elsewhere', async () => {
    // Found by the property below: the page answered without the row, the count stayed one short.
    expect(await run({ seeded: 7, statuses: ['queued'], perPage: 3, latency: 0, eventLag: 0, ops: [
      { kind: 'window', from: 3, size: 1 }, { kind: 'disconnect' }, { kind: 'settle' }, { kind: 'window', from: 0, size: 1 }, { kind: 'create', count: 1 },
    ] })).toBeNull();
  });

  it('shows a change made while the socket was down once it is back, an event sent just before the drop lost with it', async () => {
    // Found by the property below. The model once delivered the update sent just before the drop
    // after the reconnect (over a socket that had closed), while the change made meanwhile stayed
    // unsent: an order no socket gives, and the resync's page took the older status from it.
    expect(await run({ seeded: 1, statuses: ['queued'], perPage: 3, latency: 34, eventLag: 1, ops: [
      { kind: 'wait', ms: 67 }, { kind: 'update', pick: 0, status: 'queued', progress: 0 }, { kind: 'window', from: 0, size: 1 },
      { kind: 'disconnect' }, { kind: 'update', pick: 0, status: 'finished', progress: 0 },
    ] })).toBeNull();
  });

  it('drops a render that left the filter unheard, between two pages the resync reloaded', async () => {
    // Found by the property below, as a worker that ran out of memory: #5 finished while the
    // socket was down; the resync's two pages came back without it, and its place in the page grid
    // was page 2, reloaded again and again at the same instant for ever (window-rows.ts `goneAbove`).
    expect(await run({ seeded: 9, statuses: ['rendering', 'queued', 'queued'], perPage: 5, latency: 0, eventLag: 2, ops: [
      { kind: 'filter', status: 'queued' }, { kind: 'create', count: 2 }, { kind: 'settle' }, { kind: 'delete', pick: 1107309466 },
      { kind: 'settle' }, { kind: 'settle' }, { kind: 'disconnect' }, { kind: 'update', pick: 143992546, status: 'finished', progress: 80 },
    ] })).toBeNull();
  });

  it('shows exactly the model’s rows, order and total after every settle (2,000 random runs)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        expect(await run(sc)).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  }, 120_000);
});
