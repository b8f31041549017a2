/**
 * Time as the scenario ports see it. Everything is scheduled through these timers (the global
 * ones by default): the Node runner fakes the globals for virtual time, a browser run may pass
 * real or sped-up ones. `elapsed()` is the scenario's own time line: clock jumps move the wall
 * clock (`Date.now`) but not the time line, so `at`, `from` and `until` keep their meaning.
 */
export interface ScenarioTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const GLOBAL_TIMERS: ScenarioTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Timeline {
  /** Scenario ms since the start. */
  elapsed(): number;
  /** Records a wall-clock jump (done by whoever owns the clock). */
  jumped(ms: number): void;
}

export function createTimeline(now: () => number): Timeline {
  const startedAt = now();
  let jumps = 0;
  return {
    elapsed: () => now() - startedAt - jumps,
    jumped: (ms) => {
      jumps += ms;
    },
  };
}
