/**
 * Keeps the worker's XSRF token in step with the cookie. The server rotates the token on sign-in
 * and session regeneration. Where the browser has cookieStore (Chromium), its change event says
 * when; only browsers without it pay for a 1 s comparison of document.cookie.
 */
import { readXsrfToken } from './read-xsrf-token';

export function watchXsrfToken(onChange: (token: string | null) => void, intervalMs = 1000): () => void {
  let last = readXsrfToken(document.cookie);
  const check = () => {
    const next = readXsrfToken(document.cookie);
    if (next !== last) {
      last = next;
      onChange(next);
    }
  };
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  if (store) {
    store.addEventListener('change', check);
    return () => store.removeEventListener('change', check);
  }
  const timer = setInterval(check, intervalMs);
  return () => clearInterval(timer);
}
