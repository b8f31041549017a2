/**
 * The modules page carries the module's link base64-encoded in one path segment (spec section 2).
 * A link that does not decode to an http(s) URL makes the page's validate check fail (404), so a
 * crafted URL can never load `javascript:` or `data:` into the module frame.
 */

function toStandardBase64(value: string): string {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/');
  const padding = standard.length % 4 === 0 ? '' : '='.repeat(4 - (standard.length % 4));
  return standard + padding;
}

function decodeBase64Utf8(value: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  try {
    const binary = atob(toStandardBase64(value));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The module's http(s) URL, or null when the segment is not base64 of such a URL. */
export function decodeModuleUrl(segment: string | undefined | null): string | null {
  if (segment === undefined || segment === null || segment === '') return null;
  const decoded = decodeBase64Utf8(segment);
  if (decoded === null) return null;
  try {
    const url = new URL(decoded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The path segment for a module link (URL-safe base64, no padding, so no escaping is needed). */
export function encodeModuleUrl(href: string): string {
  const bytes = new TextEncoder().encode(href);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
