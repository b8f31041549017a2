/**
 * The browser benchmark's lever on what keeping the event log costs (docs/benchmarks.md, "What
 * keeping the event log costs"): a page opened with `?log=min` (in builds with the benchmark's
 * probes, never in production: boot-data-layer.ts) starts its data layer with the smallest event
 * log the engine allows and without the tab's copy in IndexedDB, so the same storm can be measured
 * with the log as it is kept and with next to none. Told to the worker through its name, as the
 * page load is (page-load.ts). Pure: no library, no ports.
 */

/** The smallest ring buffer the event log takes (worker/log/ring-buffer.ts refuses less than one envelope). */
export const MIN_LOG_CAPACITY = 1;

const PARAM = 'log';
const MINIMAL = 'min';

/** Whether the page's query asks for the minimal log. */
export function minimalLogFromSearch(search: string): boolean {
  return new URLSearchParams(search).get(PARAM) === MINIMAL;
}

/** The worker's name with the minimal log asked for (unchanged when not). */
export function withMinimalLog(workerName: string, minimal: boolean): string {
  if (!minimal) return workerName;
  return `${workerName}${workerName.includes('?') ? '&' : '?'}${PARAM}=${MINIMAL}`;
}

/** Whether a worker was started with the minimal log (its `self.name`). */
export function minimalLogFromWorkerName(workerName: string): boolean {
  const query = workerName.indexOf('?');
  return query !== -1 && new URLSearchParams(workerName.slice(query + 1)).get(PARAM) === MINIMAL;
}
