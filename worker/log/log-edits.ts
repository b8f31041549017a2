/**
 * What a developer changed in a loaded log (the devtools' time travel): envelopes skipped, and
 * hand-written events inserted after a chosen one. The file itself is never rewritten; the
 * inspector folds the edited list of entries instead (inspector.ts), so skipping an envelope
 * re-folds the log without it and an insert re-folds it with the new event in place.
 *
 *   file envelopes   e0  e1  e2  e3            skip(1), insert(after 2, x)
 *   entries          e0  e1̶  e2  x  e3          fold: e0 → e2 → x → e3
 */
import { EVENT_SOURCES, type Envelope, type EventSource } from '../contract/events';
import type { LogEdit } from '../contract/log-inspection';
import { EVENT_TYPES } from '../domains/registry';

export interface LogEntry {
  readonly envelope: Envelope;
  /** Left out of the fold (still listed, so it can be put back). */
  readonly skipped: boolean;
  /** Written by hand in the devtools, not recorded. */
  readonly inserted: boolean;
}

export const entriesOf = (envelopes: readonly Envelope[]): LogEntry[] => envelopes.map((envelope) => ({ envelope, skipped: false, inserted: false }));

/** Hand-written text is bounded: an event is a few KB, and a mistake must not hang the fold. */
export const MAX_INSERTED_CHARS = 256 * 1024;

export type ReadEvent = { readonly ok: true; readonly envelope: Envelope } | { readonly ok: false; readonly problem: string };

/**
 * Reads a hand-written event: either an event (`{"type": "balance/changed", ...}`) or a whole
 * envelope (`{"source": "live", "brand": "acme", "event": {...}}`), checked as the log's own
 * lines are (parseEventLog: a known event type, a known source, a string or null brand). What
 * the envelope does not say comes from the envelope it follows: its seq, time and brand (so the
 * reducer does not drop it as another brand's), source `command`.
 */
export function readInsertedEvent(text: string, after: Envelope | null): ReadEvent {
  if (text.length > MAX_INSERTED_CHARS) return { ok: false, problem: `the event is ${text.length} characters long; at most ${MAX_INSERTED_CHARS}` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not valid JSON (${(error as Error).message})` };
  }
  if (!isRecord(value)) return { ok: false, problem: 'expected a JSON object: an event { "type": … } or an envelope { "event": { "type": … } }' };
  const wrapped = 'event' in value;
  const event = wrapped ? value.event : value;
  if (!isRecord(event)) return { ok: false, problem: 'envelope.event must be an object' };
  if (typeof event.type !== 'string' || !EVENT_TYPES.has(event.type)) {
    return { ok: false, problem: `unknown event type ${JSON.stringify(event.type)}` };
  }
  const source = wrapped && value.source !== undefined ? value.source : 'command';
  if (!(EVENT_SOURCES as readonly unknown[]).includes(source)) return { ok: false, problem: `envelope.source ${JSON.stringify(source)} is not one of ${EVENT_SOURCES.join(', ')}` };
  const brand = wrapped && value.brand !== undefined ? value.brand : (after?.brand ?? null);
  if (brand !== null && typeof brand !== 'string') return { ok: false, problem: 'envelope.brand must be a string or null' };
  const at = wrapped && value.at !== undefined ? value.at : (after?.at ?? 0);
  if (typeof at !== 'number' || !Number.isFinite(at)) return { ok: false, problem: 'envelope.at must be a number (epoch ms)' };
  return { ok: true, envelope: { seq: after?.seq ?? 0, at, brand, source: source as EventSource, event } as unknown as Envelope };
}

/** The entries with one edit applied (a new array; entries are never changed in place). */
export function applyEdit(entries: readonly LogEntry[], edit: LogEdit, inserted: Envelope | null): LogEntry[] {
  const next = entries.slice();
  if (edit.kind === 'skip') {
    const entry = next[edit.index];
    if (entry !== undefined) next[edit.index] = { ...entry, skipped: edit.skipped };
    return next;
  }
  if (inserted !== null) next.splice(edit.after + 1, 0, { envelope: inserted, skipped: false, inserted: true });
  return next;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
