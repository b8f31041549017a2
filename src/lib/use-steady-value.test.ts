import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteadyValue } from './use-steady-value';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const EVERY = 1_000;

function steady(initial: { value: number; key: string }) {
  return renderHook(({ value, key }) => useSteadyValue(value, EVERY, key), { initialProps: initial });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSteadyValue', () => {
  it('shows the first change with the next task, then at most one new value a second, the newest by then', async () => {
    const { result, rerender } = steady({ value: 100, key: 'a' });
    rerender({ value: 99, key: 'a' });
    expect(result.current).toBe(100);
    await advance(0);
    expect(result.current).toBe(99);
    // Changes within the second wait for its end, and the last of them is what shows.
    await advance(300);
    rerender({ value: 98, key: 'a' });
    await advance(300);
    rerender({ value: 97, key: 'a' });
    expect(result.current).toBe(99);
    await advance(399);
    expect(result.current).toBe(99);
    await advance(1);
    expect(result.current).toBe(97);
    expect(vi.getTimerCount()).toBe(0);
    // After a quiet second, a change goes with the next task again.
    await advance(EVERY);
    rerender({ value: 96, key: 'a' });
    await advance(0);
    expect(result.current).toBe(96);
  });

  it('shows the value in the same render when the key changes (a notice level crossed, another brand)', async () => {
    const { result, rerender } = steady({ value: 100, key: 'a' });
    rerender({ value: 99, key: 'a' });
    await advance(0);
    rerender({ value: 98, key: 'a' });
    expect(result.current).toBe(99);
    rerender({ value: 4, key: 'b' });
    expect(result.current).toBe(4);
    // The pending change of the old key is gone with it.
    await advance(EVERY);
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a value changed back before its turn leaves nothing pending', async () => {
    const { result, rerender } = steady({ value: 100, key: 'a' });
    rerender({ value: 99, key: 'a' });
    rerender({ value: 100, key: 'a' });
    expect(result.current).toBe(100);
    expect(vi.getTimerCount()).toBe(0);
  });
});
