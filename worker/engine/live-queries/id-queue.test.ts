// @vitest-environment node
import { asyncScheduler } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../domains/resources/contract';
import { IdQueue } from './id-queue';

const record = (id: string): ResourceRecord => ({ id, label: `#${id}`, fields: { id: Number(id) } });

function setup(fetchMs = 0) {
  const fetches: { at: number; ids: readonly string[] }[] = [];
  const delivered: string[][] = [];
  const queue = new IdQueue(
    asyncScheduler,
    async (ids) => {
      fetches.push({ at: Date.now(), ids });
      if (fetchMs > 0) await new Promise((r) => setTimeout(r, fetchMs));
      return ids.map(record);
    },
    (items) => delivered.push(items.map((r) => r.id)),
  );
  return { queue, fetches, delivered };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('IdQueue', () => {
  it('collects ids for 250 ms and fetches them in one call', async () => {
    const { queue, fetches, delivered } = setup();
    queue.request('1');
    await vi.advanceTimersByTimeAsync(100);
    queue.request('2');
    queue.request('1');
    await vi.advanceTimersByTimeAsync(149);
    expect(fetches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toEqual([{ at: 250, ids: ['1', '2'] }]);
    expect(delivered).toEqual([['1', '2']]);
    queue.dispose();
  });

  it('a steady stream cannot starve it: maxWait 250 ms', async () => {
    const { queue, fetches } = setup();
    for (let ms = 0; ms < 600; ms += 50) {
      queue.request(String(ms));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    // Requests every 50 ms until 550: fetches at 250 and 500 (maxWait), and 750 (the last window).
    expect(fetches.map((f) => f.at)).toEqual([250, 500, 750]);
    expect(fetches.flatMap((f) => f.ids)).toHaveLength(12);
    queue.dispose();
  });

  it('asks for at most 100 ids per call, one call after the other', async () => {
    const { queue, fetches } = setup(10);
    for (let i = 1; i <= 250; i++) queue.request(String(i));
    await vi.advanceTimersByTimeAsync(250);
    await vi.advanceTimersByTimeAsync(30);
    expect(fetches.map((f) => [f.at, f.ids.length])).toEqual([
      [250, 100],
      [260, 100],
      [270, 50],
    ]);
    queue.dispose();
  });

  it('never two fetches in flight: ids asked for meanwhile make exactly one trailing fetch', async () => {
    const { queue, fetches } = setup(400);
    queue.request('a');
    await vi.advanceTimersByTimeAsync(250);
    queue.request('b');
    await vi.advanceTimersByTimeAsync(260);
    queue.request('c');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetches.map((f) => [f.at, f.ids])).toEqual([
      [250, ['a']],
      [650, ['b', 'c']],
    ]);
    queue.dispose();
  });

  it('forgets pending ids when disposed (brand switch)', async () => {
    const { queue, fetches } = setup();
    queue.request('1');
    queue.dispose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetches).toEqual([]);
  });
});
