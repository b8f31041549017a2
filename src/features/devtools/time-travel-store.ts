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

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs one transaction: its request's result once committed, or null when it could not run. */
function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<{ readonly value: T | null } | null> {
  return openDb().then(
    (db) =>
      db === null
        ? null
        : new Promise<{ readonly value: T | null } | null>((resolve) => {
            const tx = db.transaction(STORE, mode);
            const request = work(tx.objectStore(STORE));
            tx.oncomplete = () => {
              db.close();
              resolve({ value: request ? (request.result ?? null) : null });
            };
            tx.onerror = tx.onabort = () => {
              db.close();
              resolve(null);
            };
          }),
  );
}

/** Keeps the log under `id` (false: too large or not storable) and deletes records older than a day. */
export async function keepLog(id: string, log: KeptLog): Promise<boolean> {
  if (log.text.length > MAX_KEPT_CHARS) {
    await forgetLog(id);
    return false;
  }
  const stored = await run('readwrite', (store) => {
    store.put(log, id);
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at === null) return;
      if (at.key !== id && Date.now() - ((at.value as KeptLog).savedAt ?? 0) > MAX_AGE_MS) at.delete();
      at.continue();
    };
  });
  return stored !== null;
}

export async function readLog(id: string): Promise<KeptLog | null> {
  const value = (await run<KeptLog | undefined>('readonly', (store) => store.get(id) as IDBRequest<KeptLog | undefined>))?.value;
  return value !== null && value !== undefined && typeof value.text === 'string' && Array.isArray(value.edits) ? value : null;
}

export async function forgetLog(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}
