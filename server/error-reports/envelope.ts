/**
 * Sentry's envelope format, as the browser SDK posts it to `/api/<project>/envelope/`:
 * newline-separated, an envelope header (JSON), then per item an item header (JSON, with a
 * `type` and optionally a `length` in bytes) followed by its payload. A payload with a `length`
 * is exactly that many bytes (it may contain newlines); without one it runs to the next newline.
 * Anything that does not follow the format throws an EnvelopeError (the route answers 400).
 */

export interface EnvelopeItem {
  readonly type: string;
  readonly header: Readonly<Record<string, unknown>>;
  /** The payload parsed as JSON for the item types this backend reads (JSON_ITEM_TYPES), else null. */
  readonly json: unknown;
  readonly bytes: number;
  /** An attachment's content (the report's event log, docs/error-reporting.md); null for other types. */
  readonly data: Buffer | null;
}

export interface Envelope {
  readonly header: Readonly<Record<string, unknown>>;
  readonly items: readonly EnvelopeItem[];
}

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

const NEWLINE = 0x0a;

/**
 * Item types whose payload must be a JSON object. Other types (attachments, replays, profiles,
 * logs, …) are counted but not read: their payload may be binary or of a format of its own.
 */
const JSON_ITEM_TYPES = new Set(['event', 'transaction', 'session', 'sessions', 'client_report']);

function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EnvelopeError(`${what} is not valid JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new EnvelopeError(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** The line starting at `start` (without its newline) and where the next line starts. */
function lineAt(body: Buffer, start: number): { bytes: Buffer; text: string; next: number } {
  const end = body.indexOf(NEWLINE, start);
  const bytes = body.subarray(start, end === -1 ? body.length : end);
  return { bytes, text: bytes.toString('utf8'), next: end === -1 ? body.length : end + 1 };
}

function itemLength(header: Record<string, unknown>, index: number): number | null {
  const length = header.length;
  if (length === undefined || length === null) return null;
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) throw new EnvelopeError(`item ${index}: length must be a non-negative integer`);
  return length;
}

export function parseEnvelope(body: Buffer): Envelope {
  if (body.length === 0) throw new EnvelopeError('empty envelope');
  const first = lineAt(body, 0);
  const header = parseJsonObject(first.text, 'envelope header');
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < body.length) {
    const headerLine = lineAt(body, at);
    // A trailing newline (or blank lines between items) is allowed.
    if (headerLine.text.trim() === '') {
      at = headerLine.next;
      continue;
    }
    const index = items.length;
    const itemHeader = parseJsonObject(headerLine.text, `item ${index} header`);
    const type = itemHeader.type;
    if (typeof type !== 'string' || type === '') throw new EnvelopeError(`item ${index}: header has no type`);
    const length = itemLength(itemHeader, index);
    let payload: Buffer;
    if (length === null) {
      const line = lineAt(body, headerLine.next);
      payload = line.bytes;
      at = line.next;
    } else {
      const end = headerLine.next + length;
      if (end > body.length) throw new EnvelopeError(`item ${index}: length ${length} runs past the end of the envelope`);
      payload = body.subarray(headerLine.next, end);
      // The newline after a length-prefixed payload is optional.
      at = body[end] === NEWLINE ? end + 1 : end;
    }
    const json = JSON_ITEM_TYPES.has(type) ? parseJsonObject(payload.toString('utf8'), `item ${index} (${type}) payload`) : null;
    items.push({ type, header: itemHeader, json, bytes: payload.length, data: type === 'attachment' ? Buffer.from(payload) : null });
  }
  return { header, items };
}
