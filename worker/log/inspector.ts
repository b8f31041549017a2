/**
 * Time travel over a loaded log (the devtools' timeline): the state after any envelope, and what
 * that envelope changed. A fold of its own, from the log's checkpoint: the running session's
 * engine is never involved, so loading a log cannot touch it.
 *
 * The state at index i is found from the nearest stored checkpoint at or before i (one every
 * `checkpointEvery` envelopes, taken during the first full fold; states are immutable, so a
 * checkpoint is a reference, not a copy) plus at most `checkpointEvery` folds. Stepping forward
 * from the last answer folds one envelope.
 *
 *   envelopes   0 ──────── 1023 1024 ─────── 2047 2048 ── i ──
 *   checkpoints ▲ start         ▲ after 1023        ▲ after 2047 → fold 2048..i
 *
 * It folds a list of entries (log-edits.ts), the file's envelopes by default: a skipped entry is
 * passed over, an inserted one folded like the rest, so an edited log is a new inspector.
 */
import { hashAsWritten } from './replay';
import type { Envelope } from '../contract/events';
import type { InspectedPoint, LoadedLog, TimelineRow } from '../contract/log-inspection';
import type { Snapshot } from '../contract/snapshot';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../app-engine';
import { diffSlices } from './diff';
import { entriesOf, type LogEntry } from './log-edits';
import type { EventLogFile } from './ndjson';
import { summarizeState } from './slice-summary';
import { stateHash } from './state-hash';

export const DEFAULT_CHECKPOINT_EVERY = 1024;

export class LogInspector {
  /** checkpoints[k] = state after envelope k·every − 1 (k = 0: the start state). */
  private readonly checkpoints: Snapshot[] = [];
  private cursor: { index: number; state: Snapshot };
  readonly summary: Omit<LoadedLog, 'loadMs'>;
  /** Envelopes folded to answer the last `stateAt` (how well the checkpoints work). */
  lastFolds = 0;

  constructor(
    private readonly file: EventLogFile,
    private readonly every = DEFAULT_CHECKPOINT_EVERY,
    readonly entries: readonly LogEntry[] = entriesOf(file.envelopes),
  ) {
    const start = file.checkpoint?.state ?? initialSnapshot();
    let state = start;
    entries.forEach((entry, i) => {
      if (i % every === 0) this.checkpoints.push(state);
      state = foldEntry(state, entry);
    });
    this.cursor = { index: entries.length - 1, state };
    const edited = entries.reduce((n, entry) => n + (entry.skipped || entry.inserted ? 1 : 0), 0);
    const finalHash = stateHash(state);
    const recordedHash = file.header.stateHash;
    this.summary = {
      appVersion: file.header.appVersion,
      startedAt: file.header.startedAt,
      redacted: file.header.redacted,
      checkpointSeq: file.checkpoint?.seq ?? null,
      rows: entries.map(toRow),
      finalHash,
      recordedHash,
      // The recorded hash is of the log as written: an edited log cannot reproduce it.
      verified: recordedHash === null || edited > 0 ? null : recordedHash === hashAsWritten(state, file.header.addedSlices),
      edited,
    };
    if (this.checkpoints.length === 0) this.checkpoints.push(start);
  }

  get length(): number {
    return this.entries.length;
  }

  /** The log this inspector reads (an edit makes a new inspector of the same file). */
  get source(): EventLogFile {
    return this.file;
  }

  envelopeAt(index: number): Envelope | null {
    return this.entries[index]?.envelope ?? null;
  }

  /** State after envelope `index`; -1 is the start (checkpoint or initial state). */
  stateAt(index: number): Snapshot {
    const target = Math.max(-1, Math.min(index, this.length - 1));
    if (target === -1) return this.checkpoints[0] as Snapshot;
    // Fold from the cursor when it is behind the target and at least as close as a checkpoint.
    const block = Math.floor(target / this.every);
    let from = block * this.every - 1;
    let state = this.checkpoints[block] as Snapshot;
    if (this.cursor.index <= target && this.cursor.index >= from) {
      from = this.cursor.index;
      state = this.cursor.state;
    }
    this.lastFolds = target - from;
    for (let i = from + 1; i <= target; i++) state = foldEntry(state, this.entries[i] as LogEntry);
    this.cursor = { index: target, state };
    return state;
  }

  at(index: number, now: () => number): InspectedPoint {
    const started = now();
    const target = Math.max(-1, Math.min(index, this.length - 1));
    const before = target >= 0 ? this.stateAt(target - 1) : null;
    const state = this.stateAt(target);
    return {
      index: target,
      seq: this.entries[target]?.envelope.seq ?? this.file.checkpoint?.seq ?? null,
      state,
      hash: stateHash(state),
      slices: summarizeState(state),
      envelope: this.entries[target]?.envelope ?? null,
      changes: before === null ? [] : diffSlices(before, state),
      computeMs: now() - started,
    };
  }
}

const foldEntry = (state: Snapshot, entry: LogEntry): Snapshot => (entry.skipped ? state : reduce(state, entry.envelope));

function toRow({ envelope: { seq, at, source, brand, event }, skipped, inserted }: LogEntry): TimelineRow {
  return { seq, at, source, brand, type: event.type, ...(skipped ? { skipped: true as const } : {}), ...(inserted ? { inserted: true as const } : {}) };
}
