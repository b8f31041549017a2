/**
 * What the local error-reporting endpoint received, in memory and bounded (the newest
 * ERROR_REPORT_LIMIT events and transactions): a summary per event for the control API, the
 * payload on request, and a count of the other item types (sessions, client reports, …).
 */
import type { Envelope } from './envelope.ts';

export const ERROR_REPORT_LIMIT = 500;

/** The item types kept as reports; the rest are only counted. */
const REPORT_TYPES = new Set(['event', 'transaction']);

export interface ErrorReport {
  readonly type: string;
  readonly eventId: string | null;
  /** The message of a captured message (`message` or `logentry.message`). */
  readonly message: string | null;
  /** The outermost exception: the last of `exception.values` (Sentry lists causes first). */
  readonly exception: { readonly type: string | null; readonly value: string | null } | null;
  readonly tags: Readonly<Record<string, string>>;
  /** When the SDK says the event happened (ISO), if it says so. */
  readonly timestamp: string | null;
  readonly environment: string | null;
  readonly level: string | null;
  /** A transaction's name (traces). */
  readonly transaction: string | null;
  readonly receivedAt: string;
}

export interface ErrorReportListing {
  readonly reports: readonly (ErrorReport & { readonly payload?: unknown })[];
  /** Reports that no longer fit (the oldest go first). */
  readonly dropped: number;
  readonly otherItems: Readonly<Record<string, number>>;
}

export interface ErrorReportStore {
  /** Keeps the envelope's events and transactions; answers how many it kept. */
  add(envelope: Envelope, receivedAt: Date): number;
  list(options?: { readonly payload?: boolean }): ErrorReportListing;
  reset(): void;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Sentry sends tags as an object; older SDKs as [key, value] pairs. Values become strings. */
function tagsOf(value: unknown): Record<string, string> {
  const entries = Array.isArray(value) ? value.filter((pair): pair is [unknown, unknown] => Array.isArray(pair) && pair.length === 2) : Object.entries(record(value));
  const tags: Record<string, string> = {};
  for (const [key, tag] of entries) if (typeof key === 'string' && tag !== null && tag !== undefined) tags[key] = String(tag);
  return tags;
}

/** Seconds since the epoch (what the SDKs send) or an ISO string. */
function timestampOf(value: unknown): string | null {
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : null;
  return date !== null && Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

function exceptionOf(value: unknown): ErrorReport['exception'] {
  const values = record(value).values;
  if (!Array.isArray(values) || values.length === 0) return null;
  const outermost = record(values[values.length - 1]);
  return { type: text(outermost.type), value: text(outermost.value) };
}

export function summarize(type: string, payload: unknown, envelopeHeader: Readonly<Record<string, unknown>>, receivedAt: Date): ErrorReport {
  const event = record(payload);
  return {
    type,
    eventId: text(event.event_id) ?? text(envelopeHeader.event_id),
    message: text(event.message) ?? text(record(event.message).formatted) ?? text(record(event.logentry).message),
    exception: exceptionOf(event.exception),
    tags: tagsOf(event.tags),
    timestamp: timestampOf(event.timestamp),
    environment: text(event.environment),
    level: text(event.level),
    transaction: text(event.transaction),
    receivedAt: receivedAt.toISOString(),
  };
}

export function createErrorReportStore(limit = ERROR_REPORT_LIMIT): ErrorReportStore {
  let reports: { summary: ErrorReport; payload: unknown }[] = [];
  let dropped = 0;
  let otherItems: Record<string, number> = {};
  return {
    add(envelope, receivedAt) {
      let kept = 0;
      for (const item of envelope.items) {
        if (!REPORT_TYPES.has(item.type)) {
          otherItems[item.type] = (otherItems[item.type] ?? 0) + 1;
          continue;
        }
        reports.push({ summary: summarize(item.type, item.json, envelope.header, receivedAt), payload: item.json });
        kept += 1;
      }
      const excess = reports.length - limit;
      if (excess > 0) {
        reports = reports.slice(excess);
        dropped += excess;
      }
      return kept;
    },
    list(options = {}) {
      return {
        reports: reports.map((r) => (options.payload ? { ...r.summary, payload: r.payload } : r.summary)),
        dropped,
        otherItems: { ...otherItems },
      };
    },
    reset() {
      reports = [];
      dropped = 0;
      otherItems = {};
    },
  };
}
