/**
 * The path a user returns to after sign-in comes from storage the page can write and from URLs
 * an attacker can craft, so it is an open-redirect vector. Only a plain same-origin path is
 * accepted: it starts with exactly one "/", has no scheme or authority, no backslash, no control
 * or whitespace characters, and its path part stays that way after percent-decoding (repeatedly,
 * because browsers, proxies and servers differ in how often they decode).
 */

const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;
const SENTINEL_ORIGIN = 'https://return-path.invalid';

// In the raw string: no control characters, no whitespace at all (a real location is
// percent-encoded), no backslash (browsers read "/\host" as "//host"), no invisible separators.
// eslint-disable-next-line no-control-regex
const RAW_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\\u2028\u2029\ufeff]/u;
// In the decoded path: the same minus the plain space, which file names legitimately contain.
// eslint-disable-next-line no-control-regex
const DECODED_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/u;

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end < 0 ? value : value.slice(0, end);
}

function startsLikeAuthority(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//');
}

/** Returns the input when it is a safe same-origin path (with its query and hash), else null. */
export function safeReturnPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return null;
  if (RAW_FORBIDDEN.test(input)) return null;
  let path = pathPart(input);
  for (let round = 0; ; round += 1) {
    if (startsLikeAuthority(path) || DECODED_FORBIDDEN.test(path)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null; // a malformed escape is not a path we produced
    }
    if (decoded === path) break;
    if (round === MAX_DECODE_ROUNDS) return null; // still changing: deliberately obfuscated
    path = decoded;
  }
  // Final proof with the URL parser itself: the path must resolve on our origin, path-only.
  try {
    const url = new URL(input, SENTINEL_ORIGIN);
    if (url.origin !== SENTINEL_ORIGIN || url.pathname.startsWith('//')) return null;
  } catch {
    return null;
  }
  return input;
}
