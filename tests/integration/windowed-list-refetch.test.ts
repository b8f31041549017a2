/**
 * Refetch only what is shown (docs/engine.md, "Windows"): a person deep in a long list whose
 * rows go stale costs the server the pages the window shows, not every page loaded above it.
 * Through the real data path (engine, bridge batcher, main-thread cache) over fake ports, under
 * virtual time, counting the list calls exactly.
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

async function deepInTheList() {
  const s = await startSession({ routeBrand: 'acme' });
  session = s;
  const server = new RendersServer(s, { latency: 5 });
  server.seed('acme', 1000, () => 'finished');
  const page = await PageOfList.open(s);
  // Pages of 10: a list of 1,000 rows is 100 pages, as 100,000 rows would be with 999.
  await page.watch(buildsQuery(10), { from: 0, to: 20 });
  for (let from = 0; from <= 980; from += 20) {
    await page.setWindow({ from, to: from + 20 });
    await vi.advanceTimersByTimeAsync(20);
  }
  await vi.advanceTimersByTimeAsync(10_000);
  s.dl.flushBatches();
  expect(page.view()?.aggregates?.loaded).toBe(1000);
  return { s, server, page };
}

/** What the window shows, each row's figure as its bar reads it. */
function shown(page: PageOfList): string[] {
  return (page.view()?.items ?? []).map((b) => {
    const r = b as VisualBuild;
    return row({ ...r, progress: page.cache.progressOf(page.watchId!, r.id) ?? r.progress });
  });
}

describe('a windowed list that goes stale', () => {
  it('reloads the two pages the window shows (and the total), then a page above only when scrolled to it', async () => {
    const { s, server, page } = await deepInTheList();
    const before = s.backend.count('buildsList');
    expect(before).toBeGreaterThanOrEqual(100);

    // Changes whose events were lost (the connection was down), then the resync: the list is stale.
    s.live.setConnection('unavailable');
    server.announcing = false;
    const [top, deep] = [server.renders('acme')[5]!, server.renders('acme')[985]!];
    server.update('acme', top.id, 'failed', 100);
    server.update('acme', deep.id, 'failed', 100);
    s.live.setConnection('connected');
    s.live.resubscribed();
    server.announcing = true;
    await vi.advanceTimersByTimeAsync(5_000);
    s.dl.flushBatches();

    // Rows 980–999 are pages 99 and 100: two calls, not a hundred.
    expect(s.backend.count('buildsList') - before).toBe(2);
    expect(shown(page)).toEqual(server.listed('acme').slice(980, 1000).map(row));
    expect(page.view()?.aggregates?.total).toBe(1000);

    // Back to the top: its stale page is reloaded when the window reaches it, and only it.
    await page.setWindow({ from: 0, to: 10 });
    await vi.advanceTimersByTimeAsync(5_000);
    s.dl.flushBatches();
    expect(s.backend.count('buildsList') - before).toBe(3);
    expect(shown(page)).toEqual(server.listed('acme').slice(0, 10).map(row));
    expect((page.view()?.items[5] as VisualBuild).status).toBe('failed');
  });

  it('a key that makes it stale reloads the window’s pages alone', async () => {
    const { s, page, server } = await deepInTheList();
    const before = s.backend.count('buildsList');
    s.dl.engine.emit({ event: { type: 'queries/invalidated', keys: [['visual-build']] }, source: 'command', brand: 'acme' });
    await vi.advanceTimersByTimeAsync(5_000);
    s.dl.flushBatches();
    expect(s.backend.count('buildsList') - before).toBe(2);
    expect(shown(page)).toEqual(server.listed('acme').slice(980, 1000).map(row));
  });
});
