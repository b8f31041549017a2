/**
 * Live queries in the worker: watched lists and records kept live by live events,
 * through the real engine and bridge over fake ports, under virtual time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import type { QueryPatch } from '../../worker/contract/live-queries';
import type { ResourceListQuery, ResourcePage, ResourceRecord } from '../../worker/domains/resources/contract';
import { apiErrors, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const build = (id: number, status = 'rendering', progress = 10): ResourceRecord => ({
  id: String(id),
  label: `#${id}`,
  fields: { id, status, progress, visual_version_id: 7 },
});

function pageOf(items: ResourceRecord[], perPage = 999): ResourcePage {
  return { items, page: 1, perPage, total: items.length, lastPage: 1 };
}

const BUILDS: ResourceListQuery = { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 999 };

/** A session whose server lists `rows` for any builds list (filtered by status when asked). */
async function withBuilds(rows: ResourceRecord[]) {
  session = await startSession({ routeBrand: 'acme' });
  session.backend.autoAnswer('resourceList', (call) => {
    const query = call.args[0] as ResourceListQuery;
    if (query.ids !== undefined) return pageOf(rows.filter((r) => query.ids!.includes(r.id)), 100);
    const status = query.filter?.status;
    return pageOf(rows.filter((r) => status === undefined || r.fields.status === status));
  });
  return session;
}

const listCalls = (s: StartedSession) => s.backend.calls.filter((c) => c.method === 'resourceList');
const viewOf = (s: StartedSession, id: number) => [...s.dl.engine.liveQueries.views()].find((v) => v.id === id);
const itemsOf = (s: StartedSession, id: number) => (viewOf(s, id)?.result as ResourcePage | undefined)?.items ?? [];

describe('a watched builds list', () => {
  it('is patched in place by 1,000 VisualBuildUpdated events with zero refetches', async () => {
    const s = await withBuilds(Array.from({ length: 300 }, (_, i) => build(i + 1)));
    const id = await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(viewOf(s, id)?.status).toBe('ready');
    expect(listCalls(s)).toHaveLength(1);
    const before = itemsOf(s, id);

    for (let i = 0; i < 1000; i++) {
      s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 347, visualBuild: { id: (i % 300) + 1, status: 'rendering', progress: Math.floor(i / 10) } });
      if (i % 100 === 99) await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(10_000);

    expect(listCalls(s)).toHaveLength(1);
    const after = itemsOf(s, id);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    // The last update of build 1 was event 900 (progress 90), of build 100 event 999 (99).
    expect(after[0]?.fields.progress).toBe(90);
    expect(after[99]?.fields.progress).toBe(99);
  });

  it('inserts a created build that matches the filter, through one id-queue call 250 ms later; one that does not match is not inserted', async () => {
    const rows = [build(1, 'queued'), build(2, 'rendering')];
    const s = await withBuilds(rows);
    const queued = await s.dl.watch({ ...BUILDS, filter: { status: 'queued' } }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(itemsOf(s, queued).map((r) => r.id)).toEqual(['1']);

    rows.push(build(3, 'queued', 0), build(4, 'rendering', 5));
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { brandId: 347, visualBuild: { id: 3, status: 'queued' } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { brandId: 347, visualBuild: { id: 4, status: 'rendering' } });
    await vi.advanceTimersByTimeAsync(249);
    expect(listCalls(s)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    const idCalls = listCalls(s).filter((c) => (c.args[0] as ResourceListQuery).ids !== undefined);
    expect(idCalls.map((c) => (c.args[0] as ResourceListQuery).ids)).toEqual([['3', '4']]);
    expect(idCalls[0]?.brand).toBe('acme');
    expect(itemsOf(s, queued).map((r) => r.id)).toEqual(['3', '1']);
    expect((viewOf(s, queued)?.result as ResourcePage).total).toBe(2);
    // No list refetch was needed.
    expect(listCalls(s)).toHaveLength(2);
  });

  it('inserts builds created together newest first, and keeps an update that came while they were fetched', async () => {
    const rows = [build(1)];
    const s = await withBuilds(rows);
    const id = await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    s.backend.autoAnswer('resourceList', (call) => {
      const query = call.args[0] as ResourceListQuery;
      // The server's answer was taken when both were still queued, newest first.
      return pageOf([build(3, 'queued', 0), build(2, 'queued', 0)].filter((r) => query.ids!.includes(r.id)), 100);
    }, { delayMs: 40 });
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id: 2, status: 'queued' } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id: 3, status: 'queued' } });
    await vi.advanceTimersByTimeAsync(260);
    // While the id queue's request is on its way, build 2 starts rendering.
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 2, status: 'rendering', progress: 34 } });
    await vi.advanceTimersByTimeAsync(40);
    expect(itemsOf(s, id).map((r) => [r.id, r.fields.status, r.fields.progress])).toEqual([
      ['3', 'queued', 0],
      ['2', 'rendering', 34],
      ['1', 'rendering', 10],
    ]);
  });

  it('drops a build that no longer matches the filter, and refetches when one outside the list may now match', async () => {
    const rows = [build(1, 'queued'), build(2, 'queued'), build(5, 'rendering')];
    const s = await withBuilds(rows);
    const queued = await s.dl.watch({ ...BUILDS, filter: { status: 'queued' } }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    rows[1] = build(2, 'rendering', 1);
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 2, status: 'rendering', progress: 1 } });
    expect(itemsOf(s, queued).map((r) => r.id)).toEqual(['1']);
    expect(listCalls(s)).toHaveLength(1);

    rows[2] = build(5, 'queued');
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 5, status: 'queued', progress: 0 } });
    await vi.advanceTimersByTimeAsync(999);
    expect(listCalls(s)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listCalls(s)).toHaveLength(2);
    expect(itemsOf(s, queued).map((r) => r.id)).toEqual(['1', '5']);
  });

  it('stops patching after unwatch', async () => {
    const s = await withBuilds([build(1)]);
    const id = await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const view = viewOf(s, id);
    await s.dl.unwatch(id);
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 1, status: 'finished', progress: 100 } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id: 2 } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(viewOf(s, id)).toBeUndefined();
    expect((view?.result as ResourcePage).items[0]?.fields.status).toBe('rendering');
    expect(listCalls(s)).toHaveLength(1);
  });

  it('unwatch aborts its load in flight (a page left before its list arrived costs nothing more)', async () => {
    const s = await withBuilds([build(1)]);
    s.backend.manual('resourceList');
    const id = await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const pending = s.backend.pending('resourceList')[0]!;
    expect(pending.ctx.signal?.aborted).toBe(false);
    await s.dl.unwatch(id);
    expect(pending.ctx.signal?.aborted).toBe(true);
    expect(s.dl.engine.state().toasts.items).toEqual([]);
  });

  it('is forgotten on a brand switch, and a watch for a brand not yet in scope waits for it (never the old X-Brand)', async () => {
    const s = await withBuilds([build(1)]);
    const acme = await s.dl.watch(BUILDS, 'acme');
    const beta = await s.dl.watch(BUILDS, 'beta');
    await vi.advanceTimersByTimeAsync(0);
    expect(listCalls(s).map((c) => c.brand)).toEqual(['acme']);
    expect(viewOf(s, beta)?.status).toBe('loading');

    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(0);
    expect(viewOf(s, acme)).toBeUndefined();
    expect([...s.dl.engine.liveQueries.views()].map((v) => v.id)).toEqual([beta]);
    expect(listCalls(s).map((c) => c.brand)).toEqual(['acme', 'beta']);
    expect(viewOf(s, beta)?.status).toBe('ready');
  });

  it('a watched record follows its build; a missing one is a 404 without a toast', async () => {
    const s = await withBuilds([]);
    s.backend.autoAnswer('resourceGet', (call) => {
      if ((call.args[0] as { id: string }).id === '9') return build(9, 'queued', 0);
      throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
    });
    const nine = await s.dl.watch({ kind: 'resource/get', resource: 'visual-build', id: '9' }, 'acme');
    const missing = await s.dl.watch({ kind: 'resource/get', resource: 'visual-build', id: '99999' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 9, status: 'rendering', progress: 42 } });
    expect((viewOf(s, nine)?.result as ResourceRecord).fields).toMatchObject({ status: 'rendering', progress: 42 });
    expect(viewOf(s, missing)).toMatchObject({ status: 'error', failure: { ok: false, status: 404, key: 'REQUESTS.NOT_FOUND' } });
    expect(s.dl.engine.state().toasts.items).toEqual([]);
  });
});

describe('the bridge carries only what changed, keyed by id', () => {
  it('sends the whole list once, then one record per changed build, never the list', async () => {
    const s = await withBuilds(Array.from({ length: 500 }, (_, i) => build(i + 1)));
    const batches: Batch[] = [];
    await s.dl.subscribe((b) => {
      batches.push(b);
    });
    const id = await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(20);
    const first = batches.flatMap((b) => b.queries).filter((q) => q.id === id && q.status === 'ready');
    expect(first).toHaveLength(1);
    expect(first[0]?.ids).toHaveLength(500);
    expect(first[0]?.records).toHaveLength(500);

    batches.length = 0;
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 17, status: 'finished', progress: 100 } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 18, progress: 55 } });
    await vi.advanceTimersByTimeAsync(16);
    const patches: QueryPatch[] = batches.flatMap((b) => b.queries);
    expect(patches).toHaveLength(1);
    expect(patches[0]).not.toHaveProperty('ids');
    expect(patches[0]?.records?.map((r) => r as ResourceRecord).map((r) => [r.id, r.fields.status, r.fields.progress])).toEqual([
      ['17', 'finished', 100],
      ['18', 'rendering', 55],
    ]);

    batches.length = 0;
    await s.dl.unwatch(id);
    await vi.advanceTimersByTimeAsync(16);
    expect(batches.flatMap((b) => b.queries)).toEqual([{ id, status: 'closed', refreshing: false, failure: null }]);
  });
});
