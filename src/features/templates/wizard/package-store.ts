/**
 * Where the wizard keeps the chosen package file between reloads: IndexedDB (localStorage holds
 * only strings, and a package can be tens of megabytes). One record per brand, like the draft.
 * Without IndexedDB (some private modes, jsdom) a memory store keeps it for the page's life.
 */
import { globalIndexedDb, keyValueStore, settle, type IdbFactory } from '../../../../worker/contract/indexed-db';
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

export function indexedDbPackageStore(factory: IdbFactory, name = `${storagePrefix()}-files`): PackageStore {
  const store = keyValueStore(factory, name, STORE);
  return {
    async get(brand) {
      const value: unknown = await settle((await store('readonly')).get(brand));
      const record = value as Partial<StoredPackage> | undefined;
      return record && typeof record.name === 'string' && record.blob instanceof Blob ? { name: record.name, blob: record.blob } : null;
    },
    async put(brand, file) {
      await settle((await store('readwrite')).put({ name: file.name, blob: file.blob }, brand));
    },
    async delete(brand) {
      await settle((await store('readwrite')).delete(brand));
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
  const idb = globalIndexedDb();
  browserStore ??= idb === undefined ? memoryPackageStore() : indexedDbPackageStore(idb);
  return browserStore;
}
