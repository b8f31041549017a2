/**
 * The ports' IndexedDB helper: written once in the contract (worker/contract/indexed-db.ts), where
 * the page's template wizard reads it too.
 */
export { globalIndexedDb, keyValueStore, settle, type IdbCursor, type IdbStore } from '../contract/indexed-db';
