/**
 * IndexedDB for the worker's ports: one database with one key → value object store, opened once
 * on first use, and `settle` to await a request. The ports that keep something in the browser
 * (preferences, the tab log) open theirs through this; without IndexedDB (Node, private modes that
 * refuse it) they fall back to memory themselves.
 *
 * The few IndexedDB shapes used here are written out so Node-side type checks (tests) need no DOM lib.
 */
export interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
export interface IdbCursor {
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

/** A store of `databaseName` (created with the database), in a transaction of its own per call. */
export function keyValueStore(idb: IdbFactory, databaseName: string, storeName: string): (mode: 'readonly' | 'readwrite') => Promise<IdbStore> {
  let opened: Promise<IdbDatabase> | null = null;
  const database = () => {
    if (opened === null) {
      const request = idb.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      opened = settle(request);
    }
    return opened;
  };
  return async (mode) => (await database()).transaction(storeName, mode).objectStore(storeName);
}
