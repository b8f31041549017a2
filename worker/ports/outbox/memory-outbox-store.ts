import type { OutboxStorePort } from '../types';

/**
 * The outbox's entries in memory: Node, browsers without IndexedDB, and tests (a reload in a test
 * is a new data layer over the same store: pass this one to both).
 */
export function createMemoryOutboxStore(): OutboxStorePort & { readonly entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    list: () => Promise.resolve([...entries.values()].map((e) => structuredClone(e))),
    put: (key, entry) => {
      // Stored as IndexedDB would: a copy, so later changes to the object are not kept by accident.
      entries.set(key, structuredClone(entry));
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
