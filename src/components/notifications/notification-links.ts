/**
 * Where a notification links (spec section 2, "Notification centre"). A link is built only from
 * data that is all there: a missing segment gives no link at all (a plain item), never a shorter
 * path. Segments from the data are URL-encoded, so an id cannot add path segments or a query.
 */
import { textField, type NotificationData } from './notification-data';

/** '.' and '..' survive encoding and would climb out of the intended route. */
const DOT_SEGMENT = /^\.{1,2}$/;

/** `/seg/seg/…` with each segment encoded; null when any is missing. */
export function pathOf(segments: readonly (string | null)[]): string | null {
  if (segments.some((segment) => segment === null || DOT_SEGMENT.test(segment))) return null;
  return `/${(segments as readonly string[]).map(encodeURIComponent).join('/')}`;
}

/** A path under the brand the notification is about (`/{brandIdentifier}/…`). */
export function brandedPath(data: NotificationData, ...segments: readonly (string | null)[]): string | null {
  return pathOf([textField(data, 'brandIdentifier'), ...segments]);
}

// Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.example' and
// '/\evil.example' would leave the origin: such characters (and any whitespace) disqualify a path.
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true;
  }
  return false;
}
const PROBE_ORIGIN = 'https://origin.invalid';

/**
 * An in-app notification's `url`, when it is a path of this site: it starts with a single '/'
 * (not '//' or '/\', which are other hosts), carries no scheme and no control characters.
 * Anything else (javascript:, data:, https://elsewhere, //elsewhere) gives no link.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  // The browser's own parser has the last word: it must resolve on our origin.
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}
