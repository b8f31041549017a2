/**
 * How long a browser may keep a file of the built client. Vite names what it
 * builds under assets/ by content (`index-B-IGT1a5.js`): a changed file gets a new name, so those
 * are kept a year without asking again (`immutable`). Everything else (index.html, which names the
 * current assets, and public/ files such as favicon.svg) must be asked for each time: `no-cache`
 * lets the browser keep it but revalidate it (ETag → 304) before use.
 */

export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** `assets/<name>-<8-character content hash>.<ext>`, Vite's (Rolldown's) default file names. */
const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
/** The precompressed copies (`.br`, `.gz`) are the same content as their file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** `path`: relative to the client's directory, with `/` separators. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path.replace(COMPRESSED_COPY, '')) ? HASHED_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
