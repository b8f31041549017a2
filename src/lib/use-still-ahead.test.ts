import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStillAhead } from './use-still-ahead';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useStillAhead', () => {
  it('turns false at the moment itself, without a new render from outside', async () => {
    const { result } = renderHook(() => useStillAhead('2026-03-02T12:00:00.000Z'));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(24 * 3_600_000 - 1));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is false for a moment past, none, or not a time', () => {
    expect(renderHook(() => useStillAhead('2026-03-01T11:59:59.000Z')).result.current).toBe(false);
    expect(renderHook(() => useStillAhead(null)).result.current).toBe(false);
    expect(renderHook(() => useStillAhead('soon')).result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a moment beyond the longest timer is checked again when that timer ends', async () => {
    const { result } = renderHook(() => useStillAhead('2026-05-01T12:00:00.000Z'));
    await act(() => vi.advanceTimersByTimeAsync(2 ** 31 - 1));
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
  });
});
