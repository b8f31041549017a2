/**
 * Which tab a page belongs to and why it loaded, told to the worker before it boots through the
 * Worker's `name` (like a scenario, scenario/launch.ts): the worker restores that tab's log
 * (host/tab-log.ts). Pure: no library, no ports.
 */

/**
 * Why the tab's page loaded again while its event log was kept (docs/event-log.md, "The tab's
 * log across reloads"): the browser's navigation type, or the app's own reason when the app
 * reloaded or left the page itself.
 */
export const PAGE_LOAD_REASONS = ['reload', 'navigate', 'back-forward', 'role-change', 'maintenance-refresh', 'new-version', 'chunk-reload', 'sign-in'] as const;
export type PageLoadReason = (typeof PAGE_LOAD_REASONS)[number];

export interface PageLoad {
  /** The tab's id, kept by the page in sessionStorage (per tab, survives reloads). */
  readonly tabId: string;
  readonly reason: PageLoadReason;
}

const TAB_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The worker's name with the page load added as query parameters. */
export function withPageLoad(workerName: string, load: PageLoad | null): string {
  if (load === null) return workerName;
  const params = new URLSearchParams({ tab: load.tabId, load: load.reason });
  return `${workerName}${workerName.includes('?') ? '&' : '?'}${params}`;
}

/** The page load a worker was started with (its `self.name`), or null. */
export function pageLoadFromWorkerName(workerName: string): PageLoad | null {
  const query = workerName.indexOf('?');
  if (query === -1) return null;
  const params = new URLSearchParams(workerName.slice(query + 1));
  const tabId = params.get('tab');
  const reason = params.get('load');
  if (tabId === null || !TAB_ID.test(tabId)) return null;
  return { tabId, reason: (PAGE_LOAD_REASONS as readonly string[]).includes(reason ?? '') ? (reason as PageLoadReason) : 'navigate' };
}
