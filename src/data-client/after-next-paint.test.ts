import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  /** Resolution state of a promise, readable synchronously between timer steps. */
  function watch(promise: Promise<void>): { readonly done: boolean } {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  }

  it('resolves in the task after the next animation frame', async () => {
    const paint = watch(afterNextPaint());
    await vi.advanceTimersByTimeAsync(15);
    expect(paint.done).toBe(false);
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(paint.done).toBe(false); // the frame callback only schedules the resolution
    await vi.advanceTimersByTimeAsync(1);
    expect(paint.done).toBe(true);
  });

  it('resolves after the fallback when no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const paint = watch(afterNextPaint(100));
    await vi.advanceTimersByTimeAsync(99);
    expect(paint.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(paint.done).toBe(true);
    vi.unstubAllGlobals();
  });
});
