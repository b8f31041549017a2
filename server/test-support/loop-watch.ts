/**
 * Measures how long the event loop is held, for tests that must show a request never blocks it.
 *
 * Wall-clock delays alone also count the time the OS gave the core to other processes: on a
 * loaded 2-core machine an idle server's loop shows stalls of 100-400 ms. Linux says how long
 * this thread waited for a core (`/proc/self/task/{tid}/schedstat`, second field, ns), so each
 * figure here comes twice: as measured, and without that waiting ("own"), which is the time the
 * loop was busy or could have run. A synchronous 200 ms job counts fully in both; a process
 * preempted for 200 ms counts only in the first. Without /proc nothing is subtracted.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const SAMPLE_MS = 5;

/** Nanoseconds the main thread has waited, runnable, for a core so far (0 where /proc is missing). */
function waitedNs(): number {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[1]);
  } catch {
    return 0;
  }
}

export interface Delay {
  /** As measured on the wall clock. */
  readonly measuredMs: number;
  /** Without the time the thread waited for a core. */
  readonly ownMs: number;
}

/** Times `work` (run on this thread's loop), with and without the time the thread waited for a core. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; delay: Delay }> {
  const [start, waited] = [performance.now(), waitedNs()];
  const value = await work();
  const measuredMs = performance.now() - start;
  return { value, delay: { measuredMs, ownMs: measuredMs - (waitedNs() - waited) / 1e6 } };
}

export interface LoopWatch {
  /** The longest stall of the loop since the watch began: as monitorEventLoopDelay saw it, and without waiting for a core. */
  stop(): Delay;
}

/** Samples the loop every 5 ms: a sample that comes late shows a stall. */
export function watchLoop(): LoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let last = { at: performance.now(), waited: waitedNs() };
  let longestOwnMs = 0;
  const timer = setInterval(() => {
    const now = { at: performance.now(), waited: waitedNs() };
    const late = now.at - last.at - SAMPLE_MS;
    longestOwnMs = Math.max(longestOwnMs, late - (now.waited - last.waited) / 1e6);
    last = now;
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      histogram.disable();
      return { measuredMs: histogram.max / 1e6, ownMs: longestOwnMs };
    },
  };
}
