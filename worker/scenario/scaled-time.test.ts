import { timer } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScaledTime } from './scaled-time';

const START = Date.UTC(2025, 4, 1, 9);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('createScaledTime', () => {
  it('stands still until begin, then runs `speed` times faster than real time', () => {
    const time = createScaledTime({ speed: 10 });
    vi.advanceTimersByTime(5_000);
    expect(time.clock.now()).toBe(START);
    time.begin();
    vi.advanceTimersByTime(250);
    expect(time.clock.now()).toBe(START + 2_500);
    expect(time.scheduler.now()).toBe(START + 2_500);
    time.begin(); // a second begin does not restart it
    vi.advanceTimersByTime(100);
    expect(time.clock.now()).toBe(START + 3_500);
  });

  it('fires timers after 1/speed of their delay, so the clock has moved the whole delay', () => {
    const time = createScaledTime({ speed: 4 });
    time.begin();
    const fired: number[] = [];
    time.timers.setTimeout(() => fired.push(time.clock.now() - START), 1_000);
    const cancelled = time.timers.setTimeout(() => fired.push(-1), 2_000);
    vi.advanceTimersByTime(249);
    expect(fired).toEqual([]);
    time.timers.clearTimeout(cancelled);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([1_000]);
  });

  it('gives RxJS a scheduler on the same time: a 3 s timer fires after 300 real ms at speed 10', () => {
    const time = createScaledTime({ speed: 10 });
    time.begin();
    const seen: number[] = [];
    const subscription = timer(3_000, 1_000, time.scheduler).subscribe(() => seen.push(time.clock.now() - START));
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1 + 100 + 100);
    expect(seen).toEqual([3_000, 4_000, 5_000]);
    subscription.unsubscribe();
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('jumps the clock without firing anything', () => {
    const time = createScaledTime({ speed: 1 });
    time.begin();
    const fired = vi.fn();
    time.timers.setTimeout(fired, 1_000);
    time.jump(-60_000);
    expect(time.clock.now()).toBe(START - 60_000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('refuses a speed that is not a positive number', () => {
    for (const speed of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => createScaledTime({ speed })).toThrow(/speed/);
  });
});
