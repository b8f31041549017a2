/**
 * The loaded log and the position survive a reload (docs/event-log.md "The app at a past moment"):
 *
 *   sessionStorage  adcreative-time-travel   { id, index, viewing }   per tab, small, written on every step
 *   IndexedDB       adcreative-time-travel   logs[id] = { text, edits, savedAt }   written on load and edit
 *
 * The log is text of up to MAX_KEPT_CHARS (a 100,000-envelope log is ~13 MB): a larger one is
 * not kept and the panel says so. Records not saved for a day are deleted whenever one is saved,
 * so closed tabs leave nothing behind. Without IndexedDB (tests, a browser that refuses it)
 * nothing is kept and nothing fails.
 */
import { deleteSavedBefore, globalIndexedDb, keyValueStore, settle, type IdbStore } from '../../../worker/contract/indexed-db';
import type { LogEdit } from '../../../worker/contract/log-inspection';

export const MAX_KEPT_CHARS = 32 * 1024 * 1024;
const DB_NAME = 'adcreative-time-travel';
const STORE = 'logs';
const POSITION_KEY = 'adcreative-time-travel';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface KeptPosition {
  readonly id: string;
  /** The selected row, or null. */
  readonly index: number | null;
  /** The app showed that row (not only the panel). */
  readonly viewing: boolean;
}

export interface KeptLog {
  readonly text: string;
  readonly edits: readonly LogEdit[];
  readonly savedAt: number;
}

export function readPosition(storage: Storage | undefined = globalThis.sessionStorage): KeptPosition | null {
  try {
    const raw = storage?.getItem(POSITION_KEY);
    if (raw == null) return null;
    const value = JSON.parse(raw) as Partial<KeptPosition>;
    if (typeof value.id !== 'string') return null;
    return { id: value.id, index: typeof value.index === 'number' ? value.index : null, viewing: value.viewing === true };
  } catch {
    return null;
  }
}

export function writePosition(position: KeptPosition | null, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (position === null) storage?.removeItem(POSITION_KEY);
    else storage?.setItem(POSITION_KEY, JSON.stringify(position));
  } catch {
    // A full or refused sessionStorage: the position is simply not kept.
  }
}

/** The logs' store, opened once on first use (worker/contract/indexed-db.ts); null without IndexedDB. */
const logs = (() => {
  const idb = globalIndexedDb();
  return idb === undefined ? null : keyValueStore(idb, DB_NAME, STORE);
})();

/** Runs `work` on the store in a transaction of its own: its result, or null when it could not run. */
async function withStore<T>(mode: 'readonly' | 'readwrite', work: (store: IdbStore) => Promise<T>): Promise<{ readonly value: T } | null> {
  if (logs === null) return null;
  try {
    return { value: await work(await logs(mode)) };
  } catch {
    return null;
  }
}

/** Keeps the log under `id` (false: too large or not storable) and deletes records older than a day. */
export async function keepLog(id: string, log: KeptLog): Promise<boolean> {
  if (log.text.length > MAX_KEPT_CHARS) {
    await forgetLog(id);
    return false;
  }
  // Both requests in the one transaction, issued before either answers.
  const stored = await withStore('readwrite', (store) => Promise.all([settle(store.put(log, id)), deleteSavedBefore(store, Date.now() - MAX_AGE_MS, id)]));
  return stored !== null;
}

export async function readLog(id: string): Promise<KeptLog | null> {
  const value = (await withStore('readonly', (store) => settle(store.get(id))))?.value as Partial<KeptLog> | null | undefined;
  return value !== null && value !== undefined && typeof value.text === 'string' && Array.isArray(value.edits) && typeof value.savedAt === 'number' ? (value as KeptLog) : null;
}

export async function forgetLog(id: string): Promise<void> {
  await withStore('readwrite', (store) => settle(store.delete(id)));
}
