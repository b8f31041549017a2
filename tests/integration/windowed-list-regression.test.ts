/**
 * A reported failure (1,700 renders, scrolled to the end), as a regression test through the real data path (engine, bridge batcher,
 * main-thread cache; fake ports, virtual time): a brand with 1,700 renders, the farm running
 * (renders created, started, finished and failed while the page loads and scrolls), the Renders
 * list scrolled to the end. It showed "1,685 of 1,733" with 1,709 in the database: each page of
 * 999 was a watch of its own, patched on its own. Now the list past 999 is exact.
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

const row = (b: VisualBuild) => `${b.id}:${b.status}:${b.progress}`;

/** One step of the farm: two renders queued, the oldest queued one starts, the oldest rendering one ends. */
function farmStep(server: RendersServer, step: number): void {
  server.create('acme');
  server.create('acme');
  const all = server.renders('acme');
  const queued = all.filter((b) => b.status === 'queued').at(-1);
  const rendering = all.filter((b) => b.status === 'rendering').at(-1);
  if (queued !== undefined) server.update('acme', queued.id, 'rendering', 1);
  if (rendering !== undefined) server.update('acme', rendering.id, step % 9 === 0 ? 'failed' : 'finished', 100);
}

describe('the Renders list past 999 renders with the farm running', () => {
  it('scrolled to the end, shows every render of the brand and the exact total', async () => {
    const s = await startSession({ routeBrand: 'acme' });
    session = s;
    // Answers take 40 ms each way, events 120 ms: pages answered after a change arrive before its event.
    const server = new RendersServer(s, { latency: 40, eventLag: 120 });
    server.seed('acme', 1700, (i) => (i < 1600 ? 'finished' : i < 1650 ? 'rendering' : 'queued'));
    const page = await PageOfList.open(s);
    await page.watch(buildsQuery(999), { from: 0, to: 20 });

    // The user scrolls down steadily while the farm works: 50 rows every 50 ms, to the end.
    let step = 0;
    for (let from = 0; from < 1800; from += 50) {
      farmStep(server, step++);
      await page.setWindow({ from, to: from + 20 });
      await vi.advanceTimersByTimeAsync(50);
    }
    const count = server.listed('acme').length;
    await page.setWindow({ from: count - 20, to: count });
    for (let i = 0; i < 20; i++) {
      farmStep(server, step++);
      await vi.advanceTimersByTimeAsync(100);
    }
    // The farm stops; the page settles.
    await vi.advanceTimersByTimeAsync(5_000);
    s.dl.flushBatches();

    const listed = server.listed('acme');
    expect(listed.length).toBeGreaterThan(1750);
    const view = page.view();
    expect(view?.aggregates?.total).toBe(listed.length);
    expect(view?.aggregates?.loaded).toBe(listed.length);
    // The window is where it was asked to be: the last 20 rows before the farm's last renders came.
    expect(view?.offset).toBe(count - 20);
    expect(view?.items.map((b) => row(b as VisualBuild))).toEqual(listed.slice(count - 20, count).map(row));
    // And every render is there, in order: the whole list, read window by window.
    const seen: string[] = [];
    for (let from = 0; from < listed.length; from += 100) {
      await page.setWindow({ from, to: from + 100 });
      await vi.advanceTimersByTimeAsync(20);
      s.dl.flushBatches();
      seen.push(...(page.view()?.items ?? []).map((b) => row(b as VisualBuild)));
    }
    expect(seen).toEqual(listed.map(row));
    expect(view?.aggregates?.counts).toEqual(Object.fromEntries(['finished', 'failed', 'rendering', 'queued'].map((status) => [status, listed.filter((b) => b.status === status).length]).filter(([, n]) => n !== 0)));
  });
});
