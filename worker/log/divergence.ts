/**
 * Where two logs of (supposedly) the same session part ways: `npm run replay -- a --against b`.
 * Both are folded in lockstep, envelope by envelope; at each seq the envelopes themselves are
 * compared (canonical JSON), then the state after folding them (only the slices either fold
 * replaced, so 100k envelopes stay cheap). The first difference wins.
 *
 * Logs that start at different points (one wrapped, with a checkpoint) are aligned first: the
 * one that starts earlier is folded up to the other's checkpoint, and the two states compared.
 */
import type { Envelope } from '../contract/events';
import type { DiffEntry, SliceDiff } from '../contract/log-inspection';
import type { Snapshot } from '../contract/snapshot';
import { initialSnapshot, SLICE_NAMES } from '../domains/registry';
import { reduce } from '../engine/reduce';
import { diffSlices, diffValues } from './diff';
import type { EventLogFile } from './ndjson';
import { canonicalJson, stateHash } from './state-hash';

export const DIVERGENCE_REASONS = ['start', 'event', 'state', 'length'] as const;
export type DivergenceReason = (typeof DIVERGENCE_REASONS)[number];

export type Divergence =
  | { readonly diverged: false; readonly compared: number; readonly hash: string }
  | {
      readonly diverged: true;
      /** The seq where they part (for `start`: the seq both states are compared after). */
      readonly seq: number;
      readonly reason: DivergenceReason;
      readonly a: Envelope | null;
      readonly b: Envelope | null;
      /** How the two envelopes differ (reason `event`). */
      readonly eventDiff: readonly DiffEntry[];
      /** Slices that differ after folding up to `seq`. */
      readonly slices: readonly SliceDiff[];
    };

/** One log being folded, envelope by envelope. */
class Fold {
  index = 0;
  constructor(
    public state: Snapshot,
    readonly envelopes: readonly Envelope[],
  ) {}

  get next(): Envelope | null {
    return this.envelopes[this.index] ?? null;
  }

  step(): void {
    this.state = reduce(this.state, this.envelopes[this.index] as Envelope);
    this.index += 1;
  }
}

/**
 * Whether two states are equal, given that `before` (the previous pair) was: a slice neither fold
 * replaced is still equal, so only replaced slices are compared (canonical JSON: cheaper than a hash).
 */
function sameState(a: Snapshot, b: Snapshot, before: { a: Snapshot; b: Snapshot } | null): boolean {
  return SLICE_NAMES.every((slice) => (before !== null && a[slice] === before.a[slice] && b[slice] === before.b[slice]) || canonicalJson(a[slice]) === canonicalJson(b[slice]));
}

const startSeq = (file: EventLogFile) => file.checkpoint?.seq ?? 0;

export function findDivergence(a: EventLogFile, b: EventLogFile, untilSeq = Infinity): Divergence {
  const left = new Fold(a.checkpoint?.state ?? initialSnapshot(), a.envelopes);
  const right = new Fold(b.checkpoint?.state ?? initialSnapshot(), b.envelopes);
  const diverged = (seq: number, reason: DivergenceReason, ea: Envelope | null = null, eb: Envelope | null = null): Divergence => ({
    diverged: true,
    seq,
    reason,
    a: ea,
    b: eb,
    eventDiff: ea !== null && eb !== null ? diffValues(ea, eb).entries : [],
    slices: diffSlices(left.state, right.state),
  });

  // Align: fold the log that starts earlier up to where the other one starts.
  const start = Math.max(startSeq(a), startSeq(b));
  for (const fold of [left, right]) {
    while (fold.next !== null && fold.next.seq <= start) fold.step();
  }
  if (!sameState(left.state, right.state, null)) return diverged(start, 'start');

  let compared = 0;
  for (;;) {
    const ea = left.next !== null && left.next.seq <= untilSeq ? left.next : null;
    const eb = right.next !== null && right.next.seq <= untilSeq ? right.next : null;
    if (ea === null && eb === null) break;
    if (ea === null || eb === null) return diverged((ea ?? eb)!.seq, 'length', ea, eb);
    if (ea.seq !== eb.seq || canonicalJson(ea) !== canonicalJson(eb)) {
      left.step();
      right.step();
      return diverged(Math.min(ea.seq, eb.seq), 'event', ea, eb);
    }
    const before = { a: left.state, b: right.state };
    left.step();
    right.step();
    compared += 1;
    if (!sameState(left.state, right.state, before)) return diverged(ea.seq, 'state', ea, eb);
  }
  return { diverged: false, compared, hash: stateHash(left.state) };
}
