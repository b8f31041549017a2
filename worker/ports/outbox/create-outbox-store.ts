/**
 * The outbox's store over IndexedDB (docs/collaboration.md, "Writes that survive going offline"):
 * its own database beside the preferences (`{preferences database}-outbox`), one object store of
 * idempotency key → entry, so an entry is written, rewritten and removed on its own and two tabs
 * never overwrite each other's. Without IndexedDB (Node, private modes that refuse it) the entries
 * live in memory for the session: kept across a lost connection, not across a reload.
 */
import type { OutboxStorePort } from '../types';
import { globalIndexedDb, keyValueStore, settle, type IdbCursor } from '../indexed-db';
import { createMemoryOutboxStore } from './memory-outbox-store';

const STORE = 'outbox';

export const outboxDatabaseName = (preferencesDatabase: string) => `${preferencesDatabase}-outbox`;

export function createOutboxStore(databaseName: string, idb = globalIndexedDb()): OutboxStorePort {
  if (idb === undefined) return createMemoryOutboxStore();
  const store = keyValueStore(idb, databaseName, STORE);
  return {
    async list() {
      const values: unknown[] = [];
      const request = (await store('readonly')).openCursor();
      await new Promise<void>((resolve, reject) => {
        request.onsuccess = () => {
          const cursor: IdbCursor | null = request.result;
          if (cursor === null) return resolve();
          values.push(cursor.value);
          cursor.continue();
        };
        request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('IndexedDB cursor failed'));
      });
      return values;
    },
    put: async (key, entry) => {
      await settle((await store('readwrite')).put(entry, key));
    },
    remove: async (key) => {
      await settle((await store('readwrite')).delete(key));
    },
  };
}
