/**
 * The scenario's clock in the browser: real time, or `speed` times faster. One source of time for
 * everything the engine and the player schedule: the Clock (envelope times, the scenario's time
 * line), the timers (answer delays, the player, the live port) and the RxJS scheduler (debounces,
 * refetch windows, the bridge's batch window). At speed 10 a 3 s delay fires after 300 real ms and
 * the clock has moved 3 s by then, so every count stays what it is in real time.
 *
 * The clock stands still until `begin()`: the scenario's 0 ms is the page's session start, once
 * the page has painted it (boot/boot-scenario.ts; the worker boots earlier), so what the file puts
 * at 500 ms happens 500 scenario ms after the page first showed the session.
 */
import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/types';
import type { ScenarioTimers } from './timers';

export interface ScaledTime {
  readonly speed: number;
  readonly clock: Clock;
  readonly timers: ScenarioTimers;
  readonly scheduler: SchedulerLike;
  /** Starts the clock (once; later calls do nothing). */
  begin(): void;
  /** Moves the clock by `ms` (a scenario's clock jump) without firing timers. */
  jump(ms: number): void;
}

export interface ScaledTimeOptions {
  readonly speed: number;
  /** Where the clock stands before `begin()`; the real time by default. */
  readonly startAt?: number;
  /** Real time in ms, monotonic; performance.now by default. */
  readonly realNow?: () => number;
  /** Real timers; the globals by default. */
  readonly realTimers?: ScenarioTimers;
}

/** An RxJS action on scaled timers: `schedule` again replaces its pending run, as AsyncAction does. */
class ScaledAction<T> extends Subscription implements SchedulerAction<T> {
  private handle: unknown = null;

  constructor(
    private readonly timers: ScenarioTimers,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super(() => this.cancel());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.cancel();
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      if (!this.closed) this.work.call(this, state);
    }, delay);
    return this;
  }

  private cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}

export function createScaledTime(options: ScaledTimeOptions): ScaledTime {
  const { speed } = options;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`speed must be a positive number, got ${speed}`);
  const realNow = options.realNow ?? (() => performance.now());
  const real = options.realTimers ?? { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
  const base = options.startAt ?? Date.now();
  let realStart: number | null = null;
  let jumped = 0;

  const clock: Clock = { now: () => base + jumped + (realStart === null ? 0 : (realNow() - realStart) * speed) };
  const timers: ScenarioTimers = {
    setTimeout: (callback, ms) => real.setTimeout(callback, Math.max(0, ms) / speed),
    clearTimeout: (handle) => real.clearTimeout(handle),
  };
  const scheduler: SchedulerLike = {
    now: () => clock.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      return new ScaledAction<T>(timers, work).schedule(state, delay);
    },
  };
  return {
    speed,
    clock,
    timers,
    scheduler,
    begin: () => {
      realStart ??= realNow();
    },
    jump: (ms) => {
      jumped += ms;
    },
  };
}
