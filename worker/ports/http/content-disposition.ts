/**
 * The file name a server gives a download in Content-Disposition (RFC 6266): `filename*` (RFC
 * 5987, UTF-8, percent-encoded) wins over `filename`. Only a bare name is returned: anything
 * with a path is reduced to its last segment, so a hostile header cannot choose a directory.
 */
export function filenameOf(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return bare(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(header);
  if (plain === null) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return bare(value);
}

/** The last segment of a path or URL, or null when nothing usable is left. */
export function bare(name: string): string | null {
  const last = name.split(/[\\/]/).pop()?.trim() ?? '';
  return last === '' || last === '.' || last === '..' ? null : last;
}
