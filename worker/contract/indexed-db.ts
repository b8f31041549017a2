/**
 * IndexedDB, reduced to one database with one key → value object store, opened once on first use,
 * and `settle` to await a request. The worker's ports that keep something in the browser
 * (preferences, the outbox, the tab log), the page's template wizard (the chosen package file) and
 * the devtools' time travel (the loaded log) open theirs through this; without IndexedDB (Node, jsdom, private modes that refuse it) they
 * fall back to memory themselves.
 *
 * It lives in the contract because that is the one folder both the page and the worker import
 * values from; like the rest of it, it imports nothing and does nothing until called (the
 * factory is passed in). The few IndexedDB shapes used are written out so Node-side type checks
 * (the server, tests) need no DOM lib.
 */
export interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
export interface IdbCursor {
  readonly key: unknown;
  readonly value: unknown;
  delete(): unknown;
  continue(): void;
}
export interface IdbStore {
  get(key: string): IdbRequest<unknown>;
  put(value: unknown, key: string): IdbRequest<unknown>;
  delete(key: string): IdbRequest<unknown>;
  openCursor(): IdbRequest<IdbCursor | null>;
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

/** The browser's IndexedDB where there is one (a worker, a page), else undefined. */
export const globalIndexedDb = (): IdbFactory | undefined => (globalThis as { indexedDB?: IdbFactory }).indexedDB;

export function settle<T>(request: IdbRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('IndexedDB request failed'));
  });
}

/**
 * A store of `databaseName` (created with the database), in a transaction of its own per call. A
 * failed open (a blocked upgrade, a transient failure) is tried again by the next call.
 */
export function keyValueStore(idb: IdbFactory, databaseName: string, storeName: string): (mode: 'readonly' | 'readwrite') => Promise<IdbStore> {
  let opened: Promise<IdbDatabase> | null = null;
  const database = () => {
    if (opened === null) {
      const request = idb.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      opened = settle(request).catch((error: unknown) => {
        opened = null;
        throw error;
      });
    }
    return opened;
  };
  return async (mode) => (await database()).transaction(storeName, mode).objectStore(storeName);
}

/**
 * Deletes the records whose `savedAt` (0 when a record has none) is before `before`, except the one
 * under `keep`: how the stores of closed tabs' logs and of the devtools' kept logs forget.
 * Resolves when the sweep is done; a failed sweep resolves too (it is tried again next time).
 */
export function deleteSavedBefore(store: IdbStore, before: number, keep?: string): Promise<void> {
  return new Promise((resolve) => {
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null) return resolve();
      const value = cursor.value;
      const savedAt = typeof value === 'object' && value !== null ? (value as { savedAt?: unknown }).savedAt : undefined;
      if (cursor.key !== keep && (typeof savedAt === 'number' ? savedAt : 0) < before) cursor.delete();
      cursor.continue();
    };
    request.onerror = () => resolve();
  });
}
