// @vitest-environment node
import { asyncScheduler } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../contract/api';
import type { SliceName } from '../contract/snapshot';
import { createAppEngine } from '../app-engine';
import type { Engine } from '../engine/create-engine';
import { createFakePorts } from '../../tests/harness/fake-ports';
import { Batcher } from './batcher';
import { SLICE_NAMES } from '../domains/registry';

/** Every slice of the snapshot (the registry's list; registry.test.ts checks it against the contract's type). */
const ALL_SLICES: readonly SliceName[] = SLICE_NAMES;

function setup() {
  const { ports } = createFakePorts({ manual: true });
  const engine: Engine = createAppEngine(ports, { effects: [] });
  const batcher = new Batcher({ scheduler: asyncScheduler, state: engine.state, windowMs: 16 });
  engine.envelope$.subscribe((e) => batcher.push(e));
  const batches: { at: number; batch: Batch }[] = [];
  batcher.subscribe((batch) => {
    batches.push({ at: Date.now(), batch });
  });
  return { engine, batcher, batches };
}

/** An event that changes one slice (balance) besides diagnostics. */
function buildUpdated(engine: Engine, n: number) {
  engine.emit({ event: { type: 'balance/changed', balance: n, version: null }, source: 'live', brand: null });
}

describe('Batcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 4, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('sends every slice in the first batch after subscribe, then only changed slices', async () => {
    const { engine, batches } = setup();
    await vi.advanceTimersByTimeAsync(16);
    expect(batches).toHaveLength(1);
    expect(Object.keys(batches[0]!.batch.changed).sort()).toEqual([...ALL_SLICES].sort());

    buildUpdated(engine, 1);
    await vi.advanceTimersByTimeAsync(16);
    expect(batches).toHaveLength(2);
    expect(Object.keys(batches[1]!.batch.changed).sort()).toEqual(['balance', 'diagnostics']);
    expect(batches[1]!.batch.changed.balance).toBe(engine.state().balance);
    expect(batches[1]!.batch.envelopes.map((e) => e.event.type)).toEqual(['balance/changed']);
    expect(batches.map((b) => b.batch.batch)).toEqual([1, 2]);
  });

  it('sends nothing when nothing happened', async () => {
    const { batches } = setup();
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
  });

  it('a synchronous 10k-event burst becomes one batch', async () => {
    const { engine, batches } = setup();
    await vi.advanceTimersByTimeAsync(16);
    for (let i = 0; i < 10_000; i++) buildUpdated(engine, i);
    await vi.advanceTimersByTimeAsync(16);
    expect(batches).toHaveLength(2);
    const last = batches[1]!.batch;
    expect(Object.keys(last.changed).sort()).toEqual(['balance', 'diagnostics']);
    // Envelopes are capped (newest kept); the seq gap tells devtools what was left out.
    expect(last.envelopes.length).toBeLessThanOrEqual(50);
    expect(last.envelopes.at(-1)?.seq).toBe(engine.state().diagnostics.lastSeq);
  });

  it('a 10k-event burst of balance figures spread over 1 s goes at the display cadence: one batch every 50 ms', async () => {
    const { engine, batches } = setup();
    await vi.advanceTimersByTimeAsync(16);
    buildUpdated(engine, 500); // the first balance: 'now' (its status changes), so the burst starts from a loaded one
    await vi.advanceTimersByTimeAsync(16);
    expect(batches).toHaveLength(2);
    const start = batches[1]!.at;
    for (let ms = 0; ms < 1000; ms++) {
      for (let i = 0; i < 10; i++) buildUpdated(engine, 200 + (ms * 10 + i) / 100); // stays above 100: no notice level crossed
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(50);
    const burst = batches.slice(2);
    // A figure nobody reads 60 times a second: a batch at every 50 ms tick of the cadence, from
    // the last batch, while events keep coming; the last one (1,000 ms) has the events up to 999 ms.
    expect(burst.map((b) => b.at - start)).toEqual(Array.from({ length: 20 }, (_, k) => 50 * (k + 1)));
    expect(burst.map((b) => b.batch.envelopes.length)).toEqual(Array.from({ length: 20 }, () => 50));
    for (const { batch } of burst) expect(Object.keys(batch.changed).sort()).toEqual(['balance', 'diagnostics']);
    // Envelopes are capped per batch (newest kept): small messages, and the newest always arrive.
    for (const { batch } of burst) {
      expect(JSON.stringify(batch).length).toBeLessThan(10 * 1024);
    }
    const lastSeqs = burst.map((b) => b.batch.envelopes.at(-1)!.seq);
    expect(lastSeqs).toEqual([...lastSeqs].sort((a, b) => a - b));
    expect(lastSeqs.at(-1)).toBe(engine.state().diagnostics.lastSeq);
    expect(burst.at(-1)!.batch.changed.balance?.value).toBe(200 + 9999 / 100);
  });

  it('what a person acts on goes within a frame and takes the figures pending with it; the cadence goes on from there', async () => {
    const { engine, batches } = setup();
    await vi.advanceTimersByTimeAsync(16);
    buildUpdated(engine, 500);
    await vi.advanceTimersByTimeAsync(16);
    const start = batches[1]!.at;
    const since = () => batches.slice(1).map((b) => b.at - start);
    buildUpdated(engine, 400); // a figure: waits for the cadence (start + 50)
    await vi.advanceTimersByTimeAsync(10);
    buildUpdated(engine, 90); // crosses 100: the low-credit notice shows, at once
    await vi.advanceTimersByTimeAsync(16);
    expect(since()).toEqual([0, 26]);
    expect(batches[2]!.batch.envelopes.map((e) => (e.event as { balance: number }).balance)).toEqual([400, 90]);
    buildUpdated(engine, 89); // the same notice: a figure again, 50 ms after the last batch
    await vi.advanceTimersByTimeAsync(50);
    expect(since()).toEqual([0, 26, 76]);
    // The user's own action (a command's envelope) goes at once too, whatever it changes.
    engine.emit({ event: { type: 'balance/changed', balance: 88, version: null }, source: 'command', brand: null });
    await vi.advanceTimersByTimeAsync(16);
    expect(since()).toEqual([0, 26, 76, 92]);
  });

  it('gives each listener its own baseline and stops after unsubscribe', async () => {
    const { engine, batcher, batches } = setup();
    await vi.advanceTimersByTimeAsync(16);
    const late: Batch[] = [];
    buildUpdated(engine, 1);
    const id = batcher.subscribe((b) => {
      late.push(b);
    });
    await vi.advanceTimersByTimeAsync(16);
    expect(Object.keys(late[0]!.changed)).toHaveLength(ALL_SLICES.length);
    expect(Object.keys(batches[1]!.batch.changed).sort()).toEqual(['balance', 'diagnostics']);
    batcher.unsubscribe(id);
    buildUpdated(engine, 2);
    await vi.advanceTimersByTimeAsync(50);
    expect(late).toHaveLength(1);
    expect(batches).toHaveLength(3);
  });

  it('whenShown resolves once the page has acknowledged everything folded so far, not when it was sent', async () => {
    const { ports } = createFakePorts({ manual: true });
    const engine = createAppEngine(ports, { effects: [] });
    const batcher = new Batcher({ scheduler: asyncScheduler, state: engine.state, windowMs: 16 });
    engine.envelope$.subscribe((e) => batcher.push(e));
    const painted: (() => void)[] = [];
    const shownAt: number[] = [];
    const start = Date.now();
    // No page yet: nothing can have been shown.
    void batcher.whenShown().then(() => shownAt.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(100);
    expect(shownAt).toEqual([]);
    // The page subscribes and paints each batch 40 ms after it came.
    batcher.subscribe(() => new Promise<void>((resolve) => painted.push(resolve)));
    await vi.advanceTimersByTimeAsync(16); // the first batch is out at 116 ms
    expect(painted).toHaveLength(1);
    buildUpdated(engine, 1); // folded while the first batch is on its way: owed, not shown
    await vi.advanceTimersByTimeAsync(40);
    painted.shift()!(); // 156 ms: the first batch is painted; the change is still owed
    await vi.advanceTimersByTimeAsync(0);
    expect(shownAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(16); // 172 ms: the second batch goes
    expect(painted).toHaveLength(1);
    expect(shownAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    painted.shift()!(); // 212 ms: painted, nothing owed
    await vi.advanceTimersByTimeAsync(0);
    expect(shownAt).toEqual([212]);
    // Asked again with nothing owed and nothing out: at once.
    void batcher.whenShown().then(() => shownAt.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(0);
    expect(shownAt).toEqual([212, 212]);
  });
});
