/**
 * The timer of a job runner in the server process (the fetch feeds' schedules, webhook
 * deliveries): every tickMs it runs the due jobs, one run at a time, so a slow run makes the next
 * tick wait its turn and never overlaps it. The jobs' state lives in the database; this only
 * decides when to look.
 */
export interface PeriodicRuns {
  start(tickMs: number): void;
  stop(): void;
  /** Resolves when the run under way (if any) has ended. */
  settled(): Promise<void>;
}

export function periodicRuns(run: () => Promise<unknown>, onError: (error: unknown) => void): PeriodicRuns {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  function tick() {
    if (busy) return;
    busy = true;
    running = run()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }

  return {
    start(tickMs) {
      if (timer !== null) return;
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    settled: () => running.then(() => undefined),
  };
}
