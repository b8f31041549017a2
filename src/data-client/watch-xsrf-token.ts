/**
 * Keeps the worker's XSRF token in step with the cookie. The server rotates the token on sign-in
 * and session regeneration; cookieStore's change event tells us where the browser has it
 * (Chromium), and a cheap 1 s comparison covers browsers without it.
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
  store?.addEventListener('change', check);
  const timer = setInterval(check, intervalMs);
  return () => {
    store?.removeEventListener('change', check);
    clearInterval(timer);
  };
}
