/**
 * What an uploaded file's name may be, one rule for the server's upload routes
 * (server/http/multipart.ts checks every file part) and the upload forms' check before sending
 * (asset library, source files, template package, feed file, brand audio).
 *
 * - No control characters: C0 (NUL to U+001F, tab and newlines included), DEL, C1 (U+0080 to
 *   U+009F), and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 *   make a name read differently from what it is (`invoice\u202Egnp.exe` shows as
 *   `invoiceexe.png`). Such names break headers, logs, zip entries and file systems.
 * - At most MAX_FILE_NAME_BYTES bytes of UTF-8: the name limit of common file systems (ext4,
 *   APFS, NTFS in practice), so a downloaded file can always be saved under its own name.
 */

export const MAX_FILE_NAME_BYTES = 255;

export type FileNameProblem = 'control-character' | 'too-long';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Bytes of the name in UTF-8 (a lone surrogate counts as U+FFFD's 3, as an encoder writes it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Why a name cannot be stored, or null when it can. */
export function fileNameProblem(name: string): FileNameProblem | null {
  if (CONTROL_CHARACTER.test(name)) return 'control-character';
  if (utf8Length(name) > MAX_FILE_NAME_BYTES) return 'too-long';
  return null;
}
