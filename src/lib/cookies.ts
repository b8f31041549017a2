/**
 * The one reader of `document.cookie` strings on the main thread (the XSRF token, the locale).
 * Values come back URL-decoded: Laravel encodes XSRF-TOKEN that way, and our own cookies hold
 * plain ASCII for which decoding changes nothing.
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    // Exact name match: `OLD-XSRF-TOKEN` must not be read as `XSRF-TOKEN`.
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // a malformed escape is no value at all
    }
  }
  return null;
}
