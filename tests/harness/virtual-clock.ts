/**
 * Virtual time for a whole test file: vitest fake timers at a fixed instant before every test,
 * real timers after it. RxJS's asyncScheduler, the fake ports' delays and the engine clock all
 * follow the fake timers. Call it before registering hooks that dispose sessions: after-hooks run
 * in reverse order, so a session is disposed while time is still virtual.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export const VIRTUAL_START = Date.UTC(2025, 4, 1, 9);

export function useVirtualClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(VIRTUAL_START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
