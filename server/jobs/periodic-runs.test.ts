import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodicRuns } from './periodic-runs.ts';

describe('periodicRuns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at start and every tick, one run at a time: a tick during a slow run is skipped', async () => {
    const finishers: (() => void)[] = [];
    const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const runs = periodicRuns(run, () => undefined);
    runs.start(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1); // still busy: three ticks skipped
    finishers[0]!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    runs.stop();
    finishers[1]!();
    await runs.settled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('hands a failed run to onError and goes on at the next tick', async () => {
    const errors: unknown[] = [];
    const run = vi.fn(() => Promise.reject(new Error('feed host down')));
    const runs = periodicRuns(run, (error) => errors.push(error));
    runs.start(500);
    await vi.advanceTimersByTimeAsync(500);
    runs.stop();
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['feed host down', 'feed host down']);
  });
});
