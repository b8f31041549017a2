/**
 * One tab, one log (docs/event-log.md "The tab's log across reloads"). A tab opened from the app
 * (`window.open`) or by the browser's "Duplicate tab" starts with a copy of its opener's
 * sessionStorage, and so with its tab id: both tabs would write into one log. Each page holds a
 * Web Lock named after its tab id for as long as it lives; a page that finds its id held by
 * another page is a copy and takes an id of its own. A reload is not a copy: the page before it
 * lets go of the lock as it unloads, which may take a moment, hence the wait before deciding.
 */
import type { PageLoad } from '../../worker/contract/page-load';

/** How long a page waits for the page before it (a reload) to let go of the tab's lock. */
export const RELOAD_RELEASE_MS = 500;

export interface TabLocks {
  request(name: string, options: { signal: AbortSignal }, hold: () => Promise<void>): Promise<unknown>;
}

/**
 * The page load with a tab id no other open page holds; `keep(id)` stores the new id when it had
 * to change (sessionStorage). Without Web Locks (an old browser), the id is kept as it is.
 */
export async function claimTab(load: PageLoad, keep: (tabId: string) => void, newId: () => string = () => crypto.randomUUID(), locks: TabLocks | null = (globalThis.navigator?.locks as TabLocks | undefined) ?? null): Promise<PageLoad> {
  if (locks === null) return load;
  if (await hold(locks, load.tabId, AbortSignal.timeout(RELOAD_RELEASE_MS))) return load;
  // Held by another open page: this tab is a copy of it.
  const tabId = newId();
  keep(tabId);
  await hold(locks, tabId, AbortSignal.timeout(RELOAD_RELEASE_MS));
  return { tabId, reason: 'navigate' };
}

/** Takes the lock `tab:<id>` for the page's life; false when it was not granted before `signal`. */
function hold(locks: TabLocks, tabId: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    locks
      .request(`tab:${tabId}`, { signal }, () => {
        resolve(true);
        // Never settles: the lock goes when the page does.
        return new Promise<void>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}
