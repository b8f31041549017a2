/**
 * Reads an uploaded template package's zip without trusting it (docs/template-packages.md), in
 * the browser (the wizard lists a chosen package's inputs before uploading) and on the server
 * (the upload's check, the renderer). Dependency-free: the central directory is read here and
 * entries are inflated with the platform's DecompressionStream (browsers, Node ≥ 18).
 *
 * A zip bomb is stopped twice: from the central directory, before anything is inflated (entry
 * count, total declared size), and while inflating, because the directory can lie: an entry that
 * inflates beyond its declared size (or the total beyond the limit) is cut off at that byte.
 * Entry names that would land outside the package when unpacked (`../../x`, `/etc/x`, `C:\x`)
 * refuse the whole package, as do encrypted entries, zip64 and unknown compression methods.
 */
import { PACKAGE_LIMITS, type PackageProblem } from './template-package-problems';

export interface ZipEntryInfo {
  /** The entry's path inside the package, `/`-separated, without `./` segments. */
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly localHeaderOffset: number;
}

export type ZipResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: PackageProblem };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

const fail = (problem: PackageProblem): { ok: false; problem: PackageProblem } => ({ ok: false, problem });
const utf8 = new TextDecoder('utf-8');

// eslint-disable-next-line no-control-regex -- control characters in a path are the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The safe form of an entry's name, or null when unpacking it could escape the package. */
export function safeEntryName(raw: string): string | null {
  const name = raw.replace(/\\/g, '/');
  if (name === '' || CONTROL.test(name) || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return null;
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..')) return null;
  return segments.join('/') + (name.endsWith('/') ? '/' : '');
}

function findEnd(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_SEARCH);
  for (let at = view.byteLength - 22; at >= lowest; at--) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return -1;
}

/** The entries of the central directory (folders left out), checked before anything is inflated. */
export function readZipDirectory(bytes: Uint8Array): ZipResult<ZipEntryInfo[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength >= 22 ? findEnd(view) : -1;
  if (end < 0) return fail({ code: 'not-a-zip' });
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) return fail({ code: 'zip64' });
  if (count > PACKAGE_LIMITS.maxEntries) return fail({ code: 'too-many-entries', count, max: PACKAGE_LIMITS.maxEntries });
  const entries: ZipEntryInfo[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return fail({ code: 'not-a-zip' });
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.byteLength) return fail({ code: 'not-a-zip' });
    const raw = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at = next;
    const name = safeEntryName(raw);
    if (name === null) return fail({ code: 'unsafe-entry-name', name: raw });
    if (name.endsWith('/')) continue;
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) return fail({ code: 'zip64' });
    if (flags & ENCRYPTED_FLAG) return fail({ code: 'encrypted', name });
    if (method !== STORED && method !== DEFLATED) return fail({ code: 'unsupported-compression', name });
    if (seen.has(name)) return fail({ code: 'duplicate-entry', name });
    seen.add(name);
    declaredTotal += declaredSize;
    if (declaredTotal > PACKAGE_LIMITS.maxUnpackedBytes) return fail({ code: 'too-large-unpacked', max: PACKAGE_LIMITS.maxUnpackedBytes });
    entries.push({ name, method, compressedSize, declaredSize, localHeaderOffset });
  }
  return { ok: true, value: entries };
}

/** The compressed bytes of an entry, located through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntryInfo): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) return null;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.byteLength ? bytes.subarray(start, end) : null;
}

/**
 * Inflates `data`, giving up (null) as soon as more than `max` bytes come out, so a lying entry
 * never takes more memory than the limit. Corrupt data rejects.
 */
async function inflateAtMost(data: Uint8Array, max: number): Promise<Uint8Array | null> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The contents of an entry. It must inflate to exactly its declared size and at most `budget`
 * bytes (what is left of the package's unpacked limit): more is a bomb, less is damage.
 */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntryInfo, budget: number): Promise<ZipResult<Uint8Array>> {
  const data = entryData(bytes, entry);
  if (data === null) return fail({ code: 'damaged', name: entry.name });
  if (entry.declaredSize > budget) return fail({ code: 'too-large-unpacked', max: PACKAGE_LIMITS.maxUnpackedBytes });
  if (entry.method === STORED) return data.byteLength === entry.declaredSize ? { ok: true, value: data } : fail({ code: 'damaged', name: entry.name });
  let content: Uint8Array | null;
  try {
    content = await inflateAtMost(data, entry.declaredSize);
  } catch {
    return fail({ code: 'damaged', name: entry.name });
  }
  if (content === null) return fail({ code: 'size-mismatch', name: entry.name });
  if (content.byteLength !== entry.declaredSize) return fail({ code: 'damaged', name: entry.name });
  return { ok: true, value: content };
}
