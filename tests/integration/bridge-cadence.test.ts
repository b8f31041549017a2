/**
 * The bridge's two cadences through the real data path (engine, live queries, batcher, the
 * main thread's cache) under virtual time: a render's progress goes at the display cadence (one
 * batch every 50 ms however fast the events come, and only the progress crosses), what a person
 * acts on (a status: a render finished or failed) goes within a frame, taking what is pending.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisualBuild } from '../../worker/contract/creatives';
import { startSession, type StartedSession } from '../harness';
import { RendersServer } from '../harness/renders-server';
import { useVirtualClock } from '../harness/virtual-clock';
import { buildsQuery, PageOfList } from '../harness/windowed-list';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

async function rendersPage() {
  session = await startSession({ routeBrand: 'acme' });
  const server = new RendersServer(session);
  server.seed('acme', 200);
  const page = await PageOfList.open(session);
  await page.watch(buildsQuery(999), { from: 0, to: 20 });
  await vi.advanceTimersByTimeAsync(1_000);
  return { s: session, server, page };
}

describe('bridge cadence', () => {
  it('a storm of progress on the rows in view: one batch per 50 ms, carrying only progress values', async () => {
    const { server, page } = await rendersPage();
    const from = page.batches.length;
    const start = Date.now();
    const at: number[] = [];
    const seen = page.batches.length;
    // 2,000 progress events a second for one second, over the 20 rows in view (ids 200 … 181).
    for (let ms = 0; ms < 1_000; ms++) {
      for (let i = 0; i < 2; i++) {
        const id = String(200 - ((ms * 2 + i) % 20));
        server.update('acme', id, 'rendering', 1 + ((ms * 2 + i) % 98));
      }
      await vi.advanceTimersByTimeAsync(1);
      if (page.batches.length > seen + at.length) at.push(Date.now() - start);
    }
    await vi.advanceTimersByTimeAsync(100);
    const patches = page.patchesSince(from);
    // The first event after a quiet second goes within a frame (16 ms); from then on one batch
    // every 50 ms after the last: 16, 66, …, 966, and the last events (to 999 ms) at 1,016.
    expect(page.batches.slice(from).map((b) => b.batch)).toHaveLength(21);
    expect(at).toEqual(Array.from({ length: 20 }, (_, k) => 16 + 50 * k));
    for (const patch of patches) {
      expect(patch.records).toBeUndefined();
      expect(patch.ids).toBeUndefined();
      expect(Object.keys(patch.progress ?? {}).length).toBeGreaterThan(0);
    }
    // The page ends with every row's last value.
    const view = page.view()!;
    const progressOf = (id: string) => page.cache.progressOf(page.watchId!, id) ?? (view.items.find((r) => r.id === id) as VisualBuild).progress;
    for (const build of server.renders('acme').slice(0, 20)) expect(progressOf(build.id)).toBe(build.progress);
  });

  it('a render that finishes goes within a frame, with the progress pending; the cadence goes on from it', async () => {
    const { server, page } = await rendersPage();
    const from = page.batches.length;
    const start = Date.now();
    server.update('acme', '200', 'rendering', 10); // after a quiet second: within a frame
    await vi.advanceTimersByTimeAsync(16);
    server.update('acme', '199', 'rendering', 20); // a figure: waits for 16 + 50
    await vi.advanceTimersByTimeAsync(10);
    server.update('acme', '198', 'failed', 100); // a status: at once (26 + 16)
    await vi.advanceTimersByTimeAsync(16);
    expect(page.batches.slice(from).map((b) => b.batch - page.batches[from]!.batch)).toEqual([0, 1]);
    const [first, second] = page.patchesSince(from);
    expect(first!.progress).toEqual({ '200': 10 });
    expect(second!.progress).toEqual({ '199': 20 });
    expect(second!.records?.map((r) => [r.id, (r as VisualBuild).status])).toEqual([['198', 'failed']]);
    server.update('acme', '197', 'rendering', 30); // a figure again: 50 ms after the last batch (42)
    await vi.advanceTimersByTimeAsync(49);
    expect(page.batches.length - from).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.batches.length - from).toBe(3);
    expect(Date.now() - start).toBe(92);
  });
});
