/**
 * What the local error-reporting endpoint received, in memory and bounded (the newest
 * ERROR_REPORT_LIMIT events and transactions): a summary per event for the control API, the
 * payload on request, and a count of the other item types (sessions, client reports, …).
 */
import type { Envelope } from './envelope.ts';

export const ERROR_REPORT_LIMIT = 500;
/** Reports whose attachments are kept (the newest): an event log is up to a few hundred KB. */
export const ATTACHMENT_REPORT_LIMIT = 20;
/** An attachment larger than this is counted, not kept. */
export const ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;

/** A file that came with a report: the SDK's attachments, such as the app's event log. */
export interface ReportAttachment {
  readonly filename: string;
  readonly contentType: string | null;
  readonly bytes: number;
  /** The content as text (UTF-8), with `?payload=1`; null when it was too large to keep or is no longer kept. */
  readonly text?: string | null;
}

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
  /** The files the envelope carried with it (an event's event log). */
  readonly attachments: readonly ReportAttachment[];
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
    attachments: [],
  };
}

export function createErrorReportStore(limit = ERROR_REPORT_LIMIT): ErrorReportStore {
  let reports: { summary: ErrorReport; payload: unknown; texts: (string | null)[] }[] = [];
  let dropped = 0;
  let otherItems: Record<string, number> = {};
  return {
    add(envelope, receivedAt) {
      let kept = 0;
      // An envelope's attachments belong to its event (the SDK sends them together).
      const attachments = envelope.items.filter((item) => item.type === 'attachment');
      const files = attachments.map((item): ReportAttachment => ({ filename: text(item.header.filename) ?? 'attachment', contentType: text(item.header.content_type), bytes: item.bytes }));
      const texts = attachments.map((item) => (item.data !== null && item.bytes <= ATTACHMENT_MAX_BYTES ? item.data.toString('utf8') : null));
      for (const item of envelope.items) {
        if (!REPORT_TYPES.has(item.type)) {
          otherItems[item.type] = (otherItems[item.type] ?? 0) + 1;
          continue;
        }
        const own = item.type === 'event';
        reports.push({ summary: { ...summarize(item.type, item.json, envelope.header, receivedAt), attachments: own ? files : [] }, payload: item.json, texts: own ? texts : [] });
        kept += 1;
      }
      // Only the newest reports keep their files' contents.
      const withTexts = reports.filter((r) => r.texts.some((t) => t !== null));
      for (const old of withTexts.slice(0, Math.max(0, withTexts.length - ATTACHMENT_REPORT_LIMIT))) old.texts = old.texts.map(() => null);
      const excess = reports.length - limit;
      if (excess > 0) {
        reports = reports.slice(excess);
        dropped += excess;
      }
      return kept;
    },
    list(options = {}) {
      return {
        reports: reports.map((r) => (options.payload ? { ...r.summary, attachments: r.summary.attachments.map((a, i) => ({ ...a, text: r.texts[i] ?? null })), payload: r.payload } : r.summary)),
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
