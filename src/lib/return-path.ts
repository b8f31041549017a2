/**
 * The path to come back to after sign-in, kept in sessionStorage (per tab, gone with the tab).
 * Both writing and reading pass `safeReturnPath`, so neither a crafted link nor tampered storage
 * can turn sign-in into an open redirect.
 */
import { safeReturnPath } from './safe-return-path';
import { storageKey } from './storage-key';

const KEY = storageKey('return-path');

function isAuthPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login#') || path.startsWith('/autologin');
}

/** Remembers `path` unless it is unsafe, the root, or a sign-in page (nothing worth returning to). */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  const safe = safeReturnPath(path);
  if (safe === null || safe === '/' || isAuthPath(safe)) return;
  try {
    storage.setItem(KEY, safe);
  } catch {
    // Storage full or disabled: the user lands on the dashboard instead, which is acceptable.
  }
}

/** Reads and forgets the remembered path; null when none or when it fails the safety check. */
export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  try {
    const value = storage.getItem(KEY);
    storage.removeItem(KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}
