/**
 * The data layer's one loaded log for the devtools (DataLayerApi.inspectLog / inspectLogAt /
 * editLog / searchLog / viewLogAt): parse, fold into a LogInspector, answer points, re-fold after
 * an edit, and say which moment the app is showing. Holds nothing of the running session: the
 * only thing it tells the session is whether a past moment is being viewed (writes are then
 * refused, host/create-data-layer.ts).
 */
import type { InspectedPoint, LogEdit, LogEditResult, LogInspection, ViewedMoment } from '../contract/log-inspection';
import { LogInspector } from './inspector';
import { applyEdit, readInsertedEvent, type LogEntry } from './log-edits';
import { EventLogParseError, parseEventLog } from './ndjson';
import { reduce } from '../engine/reduce';
import type { Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';

/** Search looks at at most this many characters of each envelope (a huge payload is still found by its start). */
const SEARCH_CHARS_PER_ENVELOPE = 4096;

export class InspectionSession {
  private inspector: LogInspector | null = null;
  /** Lower-cased text of each row (type and payload), built on the first search of an inspector. */
  private searchText: { of: LogInspector; texts: string[] } | null = null;
  /** The row the app shows instead of the live state, or null when it shows the present. */
  private viewedIndex: number | null = null;

  constructor(private readonly now: () => number) {}

  /** Whether the app shows a past moment (the data layer then refuses writes). */
  get viewing(): boolean {
    return this.viewedIndex !== null;
  }

  load(text: string): LogInspection {
    const started = this.now();
    // A new log ends the view of the old one's moment.
    this.viewedIndex = null;
    try {
      this.inspector = new LogInspector(parseEventLog(text));
    } catch (error) {
      this.inspector = null;
      if (error instanceof EventLogParseError) return { ok: false, line: error.line, problem: error.problem };
      throw error;
    }
    return { ok: true, log: { ...this.inspector.summary, loadMs: Math.round(this.now() - started) } };
  }

  at(index: number): InspectedPoint {
    return this.loaded().at(index, this.now);
  }

  /**
   * Re-folds the log with one more edit. An insert is checked as a log line is, then folded once
   * on the state before it: an event the reducer cannot take is refused with its reason, and the
   * log stays as it was.
   */
  edit(edit: LogEdit): LogEditResult {
    const current = this.loaded();
    const started = this.now();
    let inserted: Envelope | null = null;
    if (edit.kind === 'skip') {
      if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index >= current.length) return { ok: false, problem: `no row ${edit.index} in the loaded log` };
    } else {
      if (!Number.isInteger(edit.after) || edit.after < -1 || edit.after >= current.length) return { ok: false, problem: `no row ${edit.after} in the loaded log` };
      const read = readInsertedEvent(edit.text, current.envelopeAt(edit.after));
      if (!read.ok) return read;
      try {
        reduce(current.stateAt(edit.after), read.envelope);
      } catch (error) {
        return { ok: false, problem: `the reducer cannot fold this event: ${(error as Error).message}` };
      }
      inserted = read.envelope;
    }
    let next: LogInspector;
    try {
      next = new LogInspector(current.source, undefined, applyEdit(current.entries, edit, inserted));
    } catch (error) {
      return { ok: false, problem: `the log cannot be folded with this change: ${(error as Error).message}` };
    }
    this.inspector = next;
    return { ok: true, log: { ...next.summary, loadMs: Math.round(this.now() - started) } };
  }

  /** Rows whose event type or payload holds `query` (case-insensitive), in log order. */
  search(query: string): number[] {
    const inspector = this.loaded();
    const needle = query.trim().toLowerCase();
    if (needle === '') return [];
    if (this.searchText?.of !== inspector) {
      this.searchText = { of: inspector, texts: inspector.entries.map(({ envelope }) => JSON.stringify(envelope.event).slice(0, SEARCH_CHARS_PER_ENVELOPE).toLowerCase()) };
    }
    const out: number[] = [];
    this.searchText.texts.forEach((text, i) => {
      if (text.includes(needle)) out.push(i);
    });
    return out;
  }

  /** Shows row `index` in the app (null: back to live); the host gives the state the bridge's form. */
  view(index: number | null): (Omit<ViewedMoment, 'state'> & { readonly state: Snapshot }) | null {
    if (index === null || this.inspector === null) {
      this.viewedIndex = null;
      return null;
    }
    const inspector = this.inspector;
    const target = Math.max(-1, Math.min(index, inspector.length - 1));
    const state = inspector.stateAt(target);
    this.viewedIndex = target;
    return { index: target, seq: inspector.envelopeAt(target)?.seq ?? inspector.source.checkpoint?.seq ?? null, total: inspector.length, state };
  }

  /** The loaded log's entries (edits applied) and the state it starts from; null when none is loaded. */
  loadedEntries(): { readonly entries: readonly LogEntry[]; readonly start: Snapshot | null } | null {
    if (this.inspector === null) return null;
    return { entries: this.inspector.entries, start: this.inspector.source.checkpoint?.state ?? null };
  }

  private loaded(): LogInspector {
    if (this.inspector === null) throw new Error('no event log is loaded: call inspectLog first');
    return this.inspector;
  }
}
