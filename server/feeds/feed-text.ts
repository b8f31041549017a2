/**
 * A feed's bytes as text, or why they are not: a CSV must be text a person could read. Binary
 * data (an image, a zip, an XLSX renamed to .csv) and text in another encoding than UTF-8 are
 * refused with a message that says what to do, instead of becoming one garbled column.
 */

export type FeedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** How much of a file the binary checks look at: a text file shows what it is at its start. */
const SNIFF_BYTES = 64 * 1024;
/** More than this share of control characters is not text (a stray one in a description is). */
const MAX_CONTROL_SHARE = 0.01;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

function decode(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Where the bytes came from, which decides what to do about them: a person re-saves a file they
 * upload, but can only point a feed's URL elsewhere (or ask its publisher) for a fetched one.
 */
export type FeedSource = 'upload' | 'fetch';

const WHAT: Record<FeedSource, string> = { upload: 'The file', fetch: 'The fetched document' };

const ADVICE: Record<FeedSource, { readonly zip: string; readonly binary: string; readonly encoding: string }> = {
  upload: {
    zip: 'is a ZIP archive (an XLSX workbook is one), not CSV text. Upload a workbook with the .xlsx ending, or save the sheet as CSV (UTF-8).',
    binary: 'is not text (it holds binary data). Choose a CSV file saved as text (UTF-8), or an XLSX workbook.',
    encoding: 'is not UTF-8 text. Save it as “CSV UTF-8” (or re-encode it as UTF-8) and try again.',
  },
  fetch: {
    zip: 'is a ZIP archive, not a feed. Point the URL at the CSV, XML or JSON feed itself, not at a download of it.',
    binary: 'is not text (it holds binary data, such as an image or an archive). Check that the URL points at the CSV, XML or JSON feed itself.',
    encoding: 'is not UTF-8 text. Ask whoever publishes the feed to serve it as UTF-8.',
  },
};

export function feedText(bytes: Uint8Array, source: FeedSource): FeedText {
  const what = WHAT[source];
  const advice = ADVICE[source];
  if (startsWith(bytes, ZIP)) return { ok: false, message: `${what} ${advice.zip}` };
  // Spreadsheets save "Unicode text" as UTF-16 with a byte-order mark: that is text too.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const text = decode(bytes, bytes[0] === 0xff ? 'utf-16le' : 'utf-16be');
    return text === null ? { ok: false, message: `${what} is not valid UTF-16 text.` } : checkedText(text, source);
  }
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return { ok: false, message: `${what} ${advice.binary}` };
  const text = decode(bytes, 'utf-8');
  if (text === null) return { ok: false, message: `${what} ${advice.encoding}` };
  return checkedText(text, source);
}

function checkedText(decoded: string, source: FeedSource): FeedText {
  const what = WHAT[source];
  const text = decoded.startsWith('\uFEFF') ? decoded.slice(1) : decoded;
  const sample = text.slice(0, SNIFF_BYTES);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is counted
  const controls = sample.match(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (sample.length > 0 && controls / sample.length > MAX_CONTROL_SHARE) return { ok: false, message: `${what} ${ADVICE[source].binary}` };
  if (text.trim() === '') return { ok: false, message: `${what} is empty.` };
  return { ok: true, text };
}
