/**
 * The preferences port over IndexedDB: one database per storage prefix (product + environment,
 * like the main thread's localStorage keys), one object store of key → value. Without IndexedDB
 * (Node, private modes that refuse it) it keeps the values in memory for the session.
 */
import type { PreferencesPort } from '../types';
import { globalIndexedDb, keyValueStore, settle } from '../indexed-db';
import { createMemoryPreferences } from './memory-preferences';

const STORE = 'preferences';

export function createPreferencesPort(databaseName: string, idb = globalIndexedDb()): PreferencesPort {
  if (idb === undefined) return createMemoryPreferences();
  const store = keyValueStore(idb, databaseName, STORE);
  return {
    read: async (key) => {
      try {
        return await settle((await store('readonly')).get(key));
      } catch {
        return undefined; // unreadable: as if nothing was stored (notices show again, the safe side)
      }
    },
    write: async (key, value) => {
      try {
        await settle((await store('readwrite')).put(value, key));
      } catch {
        // Best effort: the value still holds for this session, in the engine's state.
      }
    },
  };
}
