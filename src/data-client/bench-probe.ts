/**
 * Bridge counters for the browser benchmark (scripts/bench/browser, docs/benchmarks.md): with
 * `?bench=1` in the URL the page loaded with, each batch the page receives is counted on
 * `window.__adcreativeBench` with its arrival time and JSON size. Without the flag nothing is
 * recorded; production builds (`vite build`, mode production) compile it out like the fault
 * injection (src/lib/fault-injection.ts). The probe times itself (`costMs`), so the benchmark
 * can show what measuring cost.
 */
import type { Batch } from '../../worker/contract/api';

const BENCH_POSSIBLE = import.meta.env.MODE !== 'production';

export interface BenchCounters {
  /** Date.now() of each batch's arrival. */
  readonly at: number[];
  /** JSON length of each batch (≈ the structured-clone payload the bridge carried). */
  readonly bytes: number[];
  /** Main-thread time spent in this probe, ms. */
  costMs: number;
}

/** The probe to call with each batch, or null when the page was not opened for the benchmark. */
export function benchProbe(search: string = globalThis.location?.search ?? ''): ((batch: Batch) => void) | null {
  if (!BENCH_POSSIBLE || new URLSearchParams(search).get('bench') !== '1') return null;
  const counters: BenchCounters = { at: [], bytes: [], costMs: 0 };
  (globalThis as { __adcreativeBench?: BenchCounters }).__adcreativeBench = counters;
  return (batch) => {
    const start = performance.now();
    counters.at.push(Date.now());
    counters.bytes.push(JSON.stringify(batch).length);
    counters.costMs += performance.now() - start;
  };
}
