/**
 * Where the wizard keeps the chosen package file between reloads: IndexedDB (localStorage holds
 * only strings, and a package can be tens of megabytes). One record per brand, like the draft.
 * Without IndexedDB (some private modes, jsdom) a memory store keeps it for the page's life.
 */
import { storagePrefix } from '../../../lib/storage-key';

export interface StoredPackage {
  readonly name: string;
  readonly blob: Blob;
}

export interface PackageStore {
  get(brand: string): Promise<StoredPackage | null>;
  put(brand: string, file: StoredPackage): Promise<void>;
  delete(brand: string): Promise<void>;
}

const STORE = 'template-packages';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const req = factory.open(name, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
  };
  return request(req);
}

export function indexedDbPackageStore(factory: IDBFactory, name = `${storagePrefix()}-files`): PackageStore {
  let db: Promise<IDBDatabase> | null = null;
  const run = async <T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    db ??= open(factory, name).catch((error: unknown) => {
      db = null; // try again next time (a blocked upgrade, a transient failure)
      throw error;
    });
    const store = (await db).transaction(STORE, mode).objectStore(STORE);
    return request(ask(store));
  };
  return {
    async get(brand) {
      const value: unknown = await run('readonly', (store) => store.get(brand));
      const record = value as Partial<StoredPackage> | undefined;
      return record && typeof record.name === 'string' && record.blob instanceof Blob ? { name: record.name, blob: record.blob } : null;
    },
    async put(brand, file) {
      await run('readwrite', (store) => store.put({ name: file.name, blob: file.blob }, brand));
    },
    async delete(brand) {
      await run('readwrite', (store) => store.delete(brand));
    },
  };
}

export function memoryPackageStore(): PackageStore {
  const files = new Map<string, StoredPackage>();
  return {
    get: (brand) => Promise.resolve(files.get(brand) ?? null),
    put: (brand, file) => {
      files.set(brand, file);
      return Promise.resolve();
    },
    delete: (brand) => {
      files.delete(brand);
      return Promise.resolve();
    },
  };
}

let browserStore: PackageStore | null = null;

/** The page's store: IndexedDB when the browser has it. */
export function browserPackageStore(): PackageStore {
  browserStore ??= typeof indexedDB === 'undefined' ? memoryPackageStore() : indexedDbPackageStore(indexedDB);
  return browserStore;
}
