/**
 * What the devtools' time travel receives from the data layer about a loaded event log
 * (DataLayerApi.inspectLog / inspectLogAt; docs/event-log.md "Time travel"). Types only: the
 * replay runs in the data layer, in an inspector of its own, never in the running session.
 */
import type { Envelope, EventSource } from './events';
import type { Snapshot, SliceName } from './snapshot';

/** One line of the timeline: enough to list and filter, the payload comes with inspectLogAt. */
export interface TimelineRow {
  readonly seq: number;
  readonly at: number;
  readonly source: EventSource;
  readonly brand: string | null;
  readonly type: string;
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
