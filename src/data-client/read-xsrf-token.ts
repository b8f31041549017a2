/**
 * Reads the XSRF-TOKEN cookie, URL-decoded, as Laravel's Sanctum expects it back in X-XSRF-TOKEN.
 * A dedicated worker has no document.cookie, so the main thread reads it and hands it over.
 */
import { readCookie } from '../lib/cookies';

const XSRF_COOKIE = 'XSRF-TOKEN';

export function readXsrfToken(cookieString: string): string | null {
  return readCookie(cookieString, XSRF_COOKIE);
}
