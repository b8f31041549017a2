/**
 * The tab log store over IndexedDB, written from the worker (IndexedDB is a worker API; the page
 * and its DOM are never involved). One database per storage prefix, one record per tab id (the
 * page keeps the id in sessionStorage, so it is per tab and survives reloads). A record whose tab
 * has not saved for a day (the session's maximum age) is deleted when a tab loads, so closed
 * tabs do not leave logs behind. Without IndexedDB the log lives in memory only.
 */
import { deleteSavedBefore, globalIndexedDb, keyValueStore, settle } from '../indexed-db';
import { createMemoryTabLogStore } from './memory-tab-log-store';
import type { StoredTabLog, TabLogStore } from './types';

const STORE = 'tabs';
export const STALE_TAB_LOG_MS = 86_400_000;

export function createTabLogStore(databaseName: string, tabId: string, now: () => number, idb = globalIndexedDb()): TabLogStore {
  if (idb === undefined) return createMemoryTabLogStore();
  const store = keyValueStore(idb, databaseName, STORE);
  return {
    async load() {
      try {
        const tabs = await store('readwrite');
        await deleteSavedBefore(tabs, now() - STALE_TAB_LOG_MS);
        return ((await settle((await store('readonly')).get(tabId))) as StoredTabLog | undefined) ?? null;
      } catch {
        return null; // unreadable: the page starts a new log, as a new tab would
      }
    },
    async save(log) {
      try {
        await settle((await store('readwrite')).put(log, tabId));
      } catch {
        // Best effort (quota, private mode): the log still holds in memory for this page.
      }
    },
    async clear() {
      try {
        await settle((await store('readwrite')).delete(tabId));
      } catch {
        // Nothing stored, or nothing we can do: the next page restores nothing it can read.
      }
    },
  };
}
