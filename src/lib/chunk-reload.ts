/**
 * A deploy replaces the hashed chunks, so a tab opened before it fails to load the next lazy
 * page. Reloading fetches the new index; the timestamp in sessionStorage makes sure a chunk that
 * is really broken does not reload the page in a loop (once per 60 s at most, spec section 9).
 * Offline, a chunk fails because the network is gone, not because of a deploy: reloading would
 * only replace the app with the browser's offline page, so it does not (the offline bar shows
 * instead, and the part is fetched again when it is next needed).
 */
import { browserNavigation } from './browser-navigation';
import { storageKey } from './storage-key';

export const RELOAD_GUARD_MS = 60_000;
const KEY = storageKey('chunk-reload-at');

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Pure rule: reload when no reload happened yet, or the last one is at least 60 s old. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Storage = sessionStorage,
  reload: () => void = () => browserNavigation.reload('chunk-reload'),
  online: () => boolean = () => navigator.onLine,
): boolean {
  if (!online()) return false;
  let last: number | null = null;
  try {
    const raw = storage.getItem(KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    last = null;
  }
  if (!shouldReload(now, last)) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return false; // without the guard we could loop: better show the error page
  }
  reload();
  return true;
}
