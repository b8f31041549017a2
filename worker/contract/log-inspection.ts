/**
 * What the devtools' time travel receives from the data layer about a loaded event log
 * (DataLayerApi.inspectLog / inspectLogAt; docs/event-log.md "Time travel"). Types only: the
 * replay runs in the data layer, in an inspector of its own, never in the running session.
 */
import type { Envelope, EventSource } from './events';
import type { BridgedSnapshot, Snapshot, SliceName } from './snapshot';

/** One line of the timeline: enough to list and filter, the payload comes with inspectLogAt. */
export interface TimelineRow {
  readonly seq: number;
  readonly at: number;
  readonly source: EventSource;
  readonly brand: string | null;
  readonly type: string;
  /** Left out of the fold by the developer (LogEdit skip); absent when folded. */
  readonly skipped?: true;
  /** Written by hand in the devtools (LogEdit insert), not recorded; absent for the log's own. */
  readonly inserted?: true;
}

/** A slice in a few words (counts, ids, values) and its own hash. */
export interface SliceSummary {
  readonly slice: SliceName;
  readonly description: string;
  readonly hash: string;
}

/** One difference between two values: a path like `items[id=42].status`, with compact JSON previews. */
export interface DiffEntry {
  readonly path: string;
  readonly kind: 'added' | 'removed' | 'changed';
  /** Compact JSON of the old value (null when added). */
  readonly before: string | null;
  /** Compact JSON of the new value (null when removed). */
  readonly after: string | null;
}

export interface SliceDiff {
  readonly slice: SliceName;
  readonly entries: readonly DiffEntry[];
  /** More differences than were listed. */
  readonly truncated: boolean;
}

export interface LoadedLog {
  readonly appVersion: string;
  readonly startedAt: string;
  readonly redacted: boolean;
  /** Seq the log starts after (its checkpoint), or null when it starts from the initial state. */
  readonly checkpointSeq: number | null;
  readonly rows: readonly TimelineRow[];
  /** Hash after the last envelope. */
  readonly finalHash: string;
  /** The hash the header vouches for, and whether the replay reproduced it (null: none recorded). */
  readonly recordedHash: string | null;
  readonly verified: boolean | null;
  /** Envelopes skipped plus events inserted by hand: a log with edits vouches for nothing (verified null). */
  readonly edited: number;
  /** Time it took to parse and fold the whole log, in ms (the devtools show it). */
  readonly loadMs: number;
}

export type LogInspection = { readonly ok: true; readonly log: LoadedLog } | { readonly ok: false; readonly line: number; readonly problem: string };

/** The loaded log at one point: the state after envelope `index` (-1: before the first one). */
export interface InspectedPoint {
  readonly index: number;
  readonly seq: number | null;
  readonly state: Snapshot;
  readonly hash: string;
  readonly slices: readonly SliceSummary[];
  /** The envelope at `index` (null at -1), payload included. */
  readonly envelope: Envelope | null;
  /** What this envelope changed, slice by slice. */
  readonly changes: readonly SliceDiff[];
  /** Time it took to compute, in ms. */
  readonly computeMs: number;
}

/** The live state's hash and the seq of the last envelope folded into it. */
export interface LiveStateHash {
  readonly hash: string;
  readonly seq: number;
}

/**
 * A change to the loaded log (DataLayerApi.editLog): leave envelope `index` out of the fold (or put
 * it back), or insert a hand-written event (JSON text: an event or an envelope) after `after`
 * (-1: before the first). Indices are the timeline's rows as they are when the edit is made.
 */
export type LogEdit =
  | { readonly kind: 'skip'; readonly index: number; readonly skipped: boolean }
  | { readonly kind: 'insert'; readonly after: number; readonly text: string };

/** The log re-folded with the edit, or why the edit was refused (the log is then as it was). */
export type LogEditResult = { readonly ok: true; readonly log: LoadedLog } | { readonly ok: false; readonly problem: string };

/**
 * The moment the app shows while viewing the past (DataLayerApi.viewLogAt): the loaded log's state
 * after row `index`, in the bridge's form, so the page puts it into the same atoms the live batches
 * fill. While a moment is viewed the data layer refuses writes (contract/time-travel.ts).
 */
export interface ViewedMoment {
  readonly index: number;
  readonly seq: number | null;
  /** Rows in the loaded log (edits included). */
  readonly total: number;
  readonly state: BridgedSnapshot;
}
