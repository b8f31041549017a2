/**
 * Reads the XSRF-TOKEN cookie, URL-decoded, as Laravel's Sanctum expects it back in X-XSRF-TOKEN.
 * A dedicated worker has no document.cookie, so the main thread reads it and hands it over.
 */
export function readXsrfToken(cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== 'XSRF-TOKEN') continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // a malformed escape is no token at all
    }
  }
  return null;
}
