/**
 * What leaves the browser in an error report carries no secrets or personal data (on top of the
 * SDK's `dataCollection` settings): no cookies, no user, no credential headers, and every string
 * of the event or span (messages, breadcrumbs, URLs, attributes) cleared of the values of the page's
 * readable cookies (the XSRF token) and of sensitive query parameters (the OAuth `code` and
 * `state` on the sign-in callback, tokens). Pure: the cookie values are handed in.
 */
import type { Event } from '@sentry/react';

const FILTERED = '[Filtered]';

/** Short cookie values (a locale, a flag) are not secrets and would match everywhere. */
const MIN_SECRET_LENGTH = 16;

const SENSITIVE_PARAM = /^(code|state|key)$|token|xsrf|csrf|session|secret|password|^auth/i;
const SENSITIVE_HEADER = /^(cookie|set-cookie|authorization|x-xsrf-token|x-csrf-token)$/i;

/** Values of the cookies the page can read (`document.cookie`), raw and decoded, long enough to be secrets. */
export function readableCookieValues(cookieHeader: string): string[] {
  const values = new Set<string>();
  for (const pair of cookieHeader.split(';')) {
    const raw = pair.slice(pair.indexOf('=') + 1).trim();
    if (!pair.includes('=') || raw.length < MIN_SECRET_LENGTH) continue;
    values.add(raw);
    try {
      values.add(decodeURIComponent(raw));
    } catch {
      // Not URL-encoded: the raw value is enough.
    }
  }
  return [...values];
}

/** `?code=abc&page=2` → `?code=[Filtered]&page=2`, in absolute or relative URLs and fragments alike. */
export function scrubQuery(text: string): string {
  return text.replace(/([?&#;])([^=&#;?\s]+)=([^&#;\s]*)/g, (match, separator: string, name: string) => (SENSITIVE_PARAM.test(name) ? `${separator}${name}=${FILTERED}` : match));
}

function scrubString(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) scrubbed = scrubbed.split(secret).join(FILTERED);
  return scrubQuery(scrubbed);
}

/** A scrubbed copy of any JSON-like value (events and spans are plain JSON when they are sent). */
export function scrubJson<T>(value: T, secrets: readonly string[]): T {
  return scrubValue(value, secrets, new WeakSet()) as T;
}

function scrubValue(value: unknown, secrets: readonly string[], seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value, secrets);
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, secrets, seen)]));
}

export function scrubEvent<T extends Event>(event: T, secrets: readonly string[]): T {
  const scrubbed = scrubJson(event, secrets);
  delete scrubbed.user;
  if (scrubbed.request) {
    const { cookies: _cookies, headers, ...request } = scrubbed.request;
    scrubbed.request = headers ? { ...request, headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !SENSITIVE_HEADER.test(name))) } : request;
  }
  return scrubbed;
}
