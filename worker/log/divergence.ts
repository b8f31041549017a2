/**
 * Where two logs of (supposedly) the same session part ways: `npm run replay -- a --against b`
 * (docs/event-log.md "The replay command: --against").
 *
 * Two real sessions never share a clock, and one may hold envelopes the other has not (a page's
 * own list request, a toast closed by hand), so the logs are aligned by CONTENT, not by seq:
 *  - envelopes are compared by source, brand, type and payload, without what only says when or
 *    which call (the envelope's seq and `at`, `durationMs`, a request envelope's `id`: `contentKey`);
 *  - where they differ, a run of up to EXTRA_RUN_MAX envelopes on ONE side is taken as extra
 *    when the logs agree again right after it (EXTRA_CONFIRM envelopes in a row); the extra run
 *    is folded on its side and listed. A difference with no such run is the divergence;
 *  - after each pair of matching envelopes the two states are compared, slice by slice, without
 *    times (`at` fields) and `diagnostics.lastSeq` (a count of envelopes). A slice an extra run
 *    changed no longer compares (the extra made it differ) and is listed as unchecked.
 * The first difference wins: its envelope on each side (seqs), and each differing slice's paths.
 *
 * Logs that start at different points (one wrapped, with a checkpoint) are aligned first: the
 * one that starts earlier is folded up to the other's checkpoint, and the two states compared.
 */
import type { Envelope } from '../contract/events';
import type { DiffEntry, SliceDiff } from '../contract/log-inspection';
import type { SliceName, Snapshot } from '../contract/snapshot';
import { initialSnapshot, SLICE_NAMES } from '../domains/registry';
import { reduce } from '../app-engine';
import { diffSlices, diffValues } from './diff';
import type { EventLogFile } from './ndjson';
import { canonicalJson, stateHash } from './state-hash';

export const DIVERGENCE_REASONS = ['start', 'event', 'state', 'length'] as const;
export type DivergenceReason = (typeof DIVERGENCE_REASONS)[number];

/** The longest run of envelopes on one side that may be skipped as extra. */
export const EXTRA_RUN_MAX = 200;
/** How many envelopes in a row must agree after an extra run for the alignment to count. */
export const EXTRA_CONFIRM = 3;
/** The longest window of the same envelopes in another order (answers that raced) taken as reordered. */
export const REORDER_MAX = 64;

/** Envelopes one log has and the other has not, between two that both have. */
export interface ExtraRun {
  /** `a` or `b`: only that log has them; `both`: both logs have them, in another order. */
  readonly side: 'a' | 'b' | 'both';
  readonly fromSeq: number;
  readonly toSeq: number;
  readonly count: number;
  /** Event types in the run, with counts (`requests/started ×2`). */
  readonly types: readonly string[];
}

export type Divergence =
  | {
      readonly diverged: false;
      readonly compared: number;
      readonly hash: string;
      readonly extra: readonly ExtraRun[];
      /** Slices not compared after an extra run changed them. */
      readonly unchecked: readonly SliceName[];
    }
  | {
      readonly diverged: true;
      /** The seq where they part (a's, or b's when a has none; for `start`: the seq both states are compared after). */
      readonly seq: number;
      /** The differing envelope's seq in each log (null: that log has none there). */
      readonly seqA: number | null;
      readonly seqB: number | null;
      readonly reason: DivergenceReason;
      readonly a: Envelope | null;
      readonly b: Envelope | null;
      /** How the two envelopes differ (reason `event`), without times and request ids. */
      readonly eventDiff: readonly DiffEntry[];
      /** Slices that differ after folding up to the divergence (times left out). */
      readonly slices: readonly SliceDiff[];
      /** The first differing state path, `slice.path` (`balance.value`); null when no slice differs. */
      readonly path: string | null;
      readonly extra: readonly ExtraRun[];
      readonly unchecked: readonly SliceName[];
    };

/** One log being folded, envelope by envelope. */
class Fold {
  index = 0;
  constructor(
    public state: Snapshot,
    readonly envelopes: readonly Envelope[],
    private readonly untilSeq: number,
  ) {}

  at(index: number): Envelope | null {
    const envelope = this.envelopes[index];
    return envelope === undefined || envelope.seq > this.untilSeq ? null : envelope;
  }

  get next(): Envelope | null {
    return this.at(this.index);
  }

  step(): void {
    this.state = reduce(this.state, this.envelopes[this.index] as Envelope);
    this.index += 1;
  }
}

type Json = Record<string, unknown>;

/** Keys that say when, or which call, not what: left out of every comparison. */
const TIME_KEYS: ReadonlySet<string> = new Set(['at', 'durationMs']);

/** An event without its times, and a request envelope's event without its id. */
function contentOf(envelope: Envelope): Json {
  const event: Json = {};
  for (const [key, value] of Object.entries(envelope.event)) {
    if (TIME_KEYS.has(key) || (key === 'id' && envelope.event.type.startsWith('requests/'))) continue;
    event[key] = value;
  }
  return { source: envelope.source, brand: envelope.brand, event };
}

/** What two envelopes must share to be the same step of a session (docs/event-log.md). */
export function contentKey(envelope: Envelope): string {
  return canonicalJson(contentOf(envelope));
}

/** A value without its times (`at` at any depth), for state comparison. */
function timeless(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timeless);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value as Json)) if (!TIME_KEYS.has(key)) out[key] = timeless(v);
  return out;
}

function sliceJson(state: Snapshot, slice: SliceName): string {
  const value = state[slice];
  if (slice === 'diagnostics') {
    // lastSeq counts envelopes: an extra run moves it on one side only.
    const { lastSeq: _lastSeq, ...rest } = value as Snapshot['diagnostics'];
    return canonicalJson(rest);
  }
  return canonicalJson(timeless(value));
}

const isTimeEntry = (entry: DiffEntry) => /(^|\.)(at|durationMs|lastSeq)$/.test(entry.path);

/** The slices that differ, without time entries (a slice whose only differences are times is left out). */
function differingSlices(a: Snapshot, b: Snapshot, skip: ReadonlySet<SliceName>): SliceDiff[] {
  return diffSlices(a, b)
    .filter((d) => !skip.has(d.slice))
    .map((d) => ({ ...d, entries: d.entries.filter((e) => !isTimeEntry(e)) }))
    .filter((d) => d.entries.length > 0);
}

function typeCounts(envelopes: readonly Envelope[]): string[] {
  const counts = new Map<string, number>();
  for (const e of envelopes) counts.set(e.event.type, (counts.get(e.event.type) ?? 0) + 1);
  return [...counts].map(([type, n]) => (n === 1 ? type : `${type} ×${n}`));
}

const startSeq = (file: EventLogFile) => file.checkpoint?.seq ?? 0;

export function findDivergence(a: EventLogFile, b: EventLogFile, untilSeq = Infinity): Divergence {
  const left = new Fold(a.checkpoint?.state ?? initialSnapshot(), a.envelopes, untilSeq);
  const right = new Fold(b.checkpoint?.state ?? initialSnapshot(), b.envelopes, untilSeq);
  const extra: ExtraRun[] = [];
  const unchecked = new Set<SliceName>();
  const keys = new Map<Envelope, string>();
  const key = (e: Envelope) => {
    let k = keys.get(e);
    if (k === undefined) keys.set(e, (k = contentKey(e)));
    return k;
  };

  const diverged = (reason: DivergenceReason, ea: Envelope | null, eb: Envelope | null, seq = ea?.seq ?? eb?.seq ?? 0): Divergence => {
    const slices = differingSlices(left.state, right.state, unchecked);
    const first = slices[0];
    return {
      diverged: true,
      seq,
      seqA: ea?.seq ?? null,
      seqB: eb?.seq ?? null,
      reason,
      a: ea,
      b: eb,
      eventDiff: ea !== null && eb !== null ? diffValues(contentOf(ea), contentOf(eb)).entries : [],
      slices,
      path: first === undefined ? null : `${first.slice}${first.entries[0]?.path ? `.${first.entries[0].path}` : ''}`,
      extra,
      unchecked: [...unchecked],
    };
  };

  /** Whether the logs agree from these indexes on, for EXTRA_CONFIRM envelopes (or to the end of both). */
  const agreeFrom = (i: number, j: number): boolean => {
    for (let n = 0; n < EXTRA_CONFIRM; n++) {
      const ea = left.at(i + n);
      const eb = right.at(j + n);
      if (ea === null && eb === null) return n > 0;
      if (ea === null || eb === null || key(ea) !== key(eb)) return false;
    }
    return true;
  };

  /** The shortest window holding the same envelopes on both sides in another order, after which they agree. */
  const reordered = (): number | null => {
    for (let length = 2; length <= REORDER_MAX; length++) {
      const as: string[] = [];
      const bs: string[] = [];
      for (let n = 0; n < length; n++) {
        const ea = left.at(left.index + n);
        const eb = right.at(right.index + n);
        if (ea === null || eb === null) return null;
        as.push(key(ea));
        bs.push(key(eb));
      }
      if (as.sort().join('\n') === bs.sort().join('\n') && (agreeFrom(left.index + length, right.index + length) || (left.at(left.index + length) === null && right.at(right.index + length) === null))) return length;
    }
    return null;
  };

  /** The shortest run on one side after which the logs agree again, or null. */
  const extraRun = (): { side: 'a' | 'b'; length: number } | null => {
    for (let length = 1; length <= EXTRA_RUN_MAX; length++) {
      const aHas = left.at(left.index + length - 1) !== null;
      const bHas = right.at(right.index + length - 1) !== null;
      if (!aHas && !bHas) return null;
      if (aHas && agreeFrom(left.index + length, right.index)) return { side: 'a', length };
      if (bHas && agreeFrom(left.index, right.index + length)) return { side: 'b', length };
    }
    return null;
  };

  // Align: fold the log that starts earlier up to where the other one starts.
  const start = Math.max(startSeq(a), startSeq(b));
  for (const fold of [left, right]) {
    while (fold.next !== null && fold.next.seq <= start) fold.step();
  }
  if (differingSlices(left.state, right.state, unchecked).length > 0) return diverged('start', null, null, start);

  let compared = 0;
  for (;;) {
    const ea = left.next;
    const eb = right.next;
    if (ea === null && eb === null) break;
    if (ea !== null && eb !== null && key(ea) === key(eb)) {
      const before = { a: left.state, b: right.state };
      left.step();
      right.step();
      compared += 1;
      // Only the slices either fold replaced can have become different.
      const changed = SLICE_NAMES.filter((s) => !unchecked.has(s) && (left.state[s] !== before.a[s] || right.state[s] !== before.b[s]));
      if (changed.some((s) => sliceJson(left.state, s) !== sliceJson(right.state, s))) return diverged('state', ea, eb);
      continue;
    }
    // One log ends: what the other has after it is a difference, not an extra in the middle.
    if (ea === null || eb === null) return diverged('length', ea, eb);
    const window = reordered();
    if (window !== null) {
      // The same envelopes in another order (two answers that raced): both sides fold them, and
      // the states are compared after the window; a race that mattered shows as a state difference.
      const from = left.envelopes[left.index] as Envelope;
      const fromB = right.envelopes[right.index] as Envelope;
      const before = { a: left.state, b: right.state };
      for (let n = 0; n < window; n++) {
        left.step();
        right.step();
      }
      compared += window;
      extra.push({ side: 'both', fromSeq: from.seq, toSeq: from.seq + window - 1, count: window, types: typeCounts(left.envelopes.slice(left.index - window, left.index)) });
      const changed = SLICE_NAMES.filter((sl) => !unchecked.has(sl) && (left.state[sl] !== before.a[sl] || right.state[sl] !== before.b[sl]));
      if (changed.some((sl) => sliceJson(left.state, sl) !== sliceJson(right.state, sl))) return diverged('state', from, fromB);
      continue;
    }
    const run = extraRun();
    if (run === null) {
      left.step();
      right.step();
      return diverged('event', ea, eb);
    }
    const fold = run.side === 'a' ? left : right;
    const skipped = fold.envelopes.slice(fold.index, fold.index + run.length);
    const before = fold.state;
    for (let n = 0; n < run.length; n++) fold.step();
    for (const s of SLICE_NAMES) if (fold.state[s] !== before[s] && sliceJson(fold.state, s) !== sliceJson(before, s)) unchecked.add(s);
    extra.push({ side: run.side, fromSeq: skipped[0]?.seq ?? 0, toSeq: skipped.at(-1)?.seq ?? 0, count: run.length, types: typeCounts(skipped) });
  }
  return { diverged: false, compared, hash: stateHash(left.state), extra, unchecked: [...unchecked] };
}
