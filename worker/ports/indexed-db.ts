/**
 * The ports' IndexedDB helper: written once in the contract (worker/contract/indexed-db.ts), where
 * the page's template wizard reads it too.
 */
export { deleteSavedBefore, globalIndexedDb, keyValueStore, settle, type IdbCursor } from '../contract/indexed-db';
