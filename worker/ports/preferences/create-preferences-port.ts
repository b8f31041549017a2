/**
 * The preferences port over IndexedDB: one database per storage prefix (product + environment,
 * like the main thread's localStorage keys), one object store of key → value. Without IndexedDB
 * (Node, private modes that refuse it) it keeps the values in memory for the session.
 */
import type { PreferencesPort } from '../types';
import { createMemoryPreferences } from './memory-preferences';

const STORE = 'preferences';

// The few IndexedDB shapes used here, written out so Node-side type checks (tests) need no DOM lib.
interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbStore {
  get(key: string): IdbRequest<unknown>;
  put(value: unknown, key: string): IdbRequest<unknown>;
}
interface IdbDatabase {
  createObjectStore(name: string): unknown;
  transaction(store: string, mode: 'readonly' | 'readwrite'): { objectStore(name: string): IdbStore };
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  onupgradeneeded: (() => void) | null;
}
export interface IdbFactory {
  open(name: string, version: number): IdbOpenRequest;
}

function settle<T>(request: IdbRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('IndexedDB request failed'));
  });
}

export function createPreferencesPort(databaseName: string, idb = (globalThis as { indexedDB?: IdbFactory }).indexedDB): PreferencesPort {
  if (idb === undefined) return createMemoryPreferences();
  let opened: Promise<IdbDatabase> | null = null;
  const database = () => {
    if (opened === null) {
      const request = idb.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      opened = settle(request);
    }
    return opened;
  };
  const store = async (mode: 'readonly' | 'readwrite') => (await database()).transaction(STORE, mode).objectStore(STORE);
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
