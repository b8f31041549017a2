import { describe, expect, it } from 'vitest';
import { keyValueStore, settle, type IdbFactory, type IdbRequest, type IdbStore } from './indexed-db';

/** Requests that succeed (or fail) on the next microtask, as IndexedDB's do after the call returns. */
function request<T>(run: () => T, fail?: unknown): IdbRequest<T> {
  const req: { result: T; error: unknown; onsuccess: (() => void) | null; onerror: (() => void) | null } = { result: undefined as T, error: null, onsuccess: null, onerror: null };
  queueMicrotask(() => {
    if (fail !== undefined) {
      req.error = fail;
      req.onerror?.();
      return;
    }
    req.result = run();
    req.onsuccess?.();
  });
  return req;
}

/** A browser's IndexedDB reduced to what the ports use: databases of named key → value stores. */
function fakeIndexedDb() {
  const databases = new Map<string, Map<string, Map<string, unknown>>>();
  const opens: string[] = [];
  const factory: IdbFactory = {
    open(name) {
      opens.push(name);
      const fresh = !databases.has(name);
      const stores = databases.get(name) ?? new Map<string, Map<string, unknown>>();
      databases.set(name, stores);
      const db = {
        createObjectStore: (store: string) => stores.set(store, new Map()),
        transaction: (store: string) => ({
          objectStore: (): IdbStore => {
            const data = stores.get(store);
            if (data === undefined) throw new Error(`no store ${store}`);
            return {
              get: (key) => request(() => data.get(key)),
              put: (value, key) => request(() => data.set(key, value)),
              delete: (key) => request(() => data.delete(key)),
              openCursor: () => request(() => null),
            };
          },
        }),
      };
      // As IndexedDB does: a new database is upgraded (its stores created) before the open succeeds.
      const opening = Object.assign(
        request(() => {
          (opening as { result: unknown }).result = db;
          if (fresh) opening.onupgradeneeded?.();
          return db;
        }),
        { onupgradeneeded: null as (() => void) | null },
      );
      return opening;
    },
  };
  return { factory, opens, databases };
}

describe('a key → value store in IndexedDB', () => {
  it('opens its database once, creates the store with it, and reads back what it wrote', async () => {
    const idb = fakeIndexedDb();
    const store = keyValueStore(idb.factory, 'app-dev', 'preferences');
    await settle((await store('readwrite')).put({ dismissed: 30 }, 'acme'));
    expect(await settle((await store('readonly')).get('acme'))).toEqual({ dismissed: 30 });
    expect(await settle((await store('readonly')).get('stark'))).toBeUndefined();
    expect(idb.opens).toEqual(['app-dev']);
    expect([...idb.databases.get('app-dev')!.keys()]).toEqual(['preferences']);
  });

  it('opens again on the next call after a failed open (a blocked upgrade, a transient failure)', async () => {
    const idb = fakeIndexedDb();
    let refusals = 1;
    const flaky: IdbFactory = {
      open: (name, version) => {
        if (refusals-- > 0) return Object.assign(request<never>(() => undefined as never, new Error('blocked')), { onupgradeneeded: null });
        return idb.factory.open(name, version);
      },
    };
    const store = keyValueStore(flaky, 'app-dev', 'preferences');
    await expect(store('readonly')).rejects.toThrow('blocked');
    await settle((await store('readwrite')).put(1, 'acme'));
    expect(await settle((await store('readonly')).get('acme'))).toBe(1);
    expect(idb.opens).toEqual(['app-dev']);
  });

  it('turns a failed request into a rejected promise with an Error', async () => {
    await expect(settle(request(() => 1, new Error('QuotaExceededError')))).rejects.toThrow('QuotaExceededError');
    await expect(settle(request(() => 1, 'not an error'))).rejects.toThrow('IndexedDB request failed');
  });
});
