/**
 * The race explorer (docs/event-log.md "Exploring races"): for every group of envelopes of a
 * recorded log that arrived close together from different sources, re-fold other orderings the
 * network could have delivered (ordering-rule.ts), compare the state at the next quiet point
 * with the recorded one, and report each group where an ordering ends elsewhere, with the
 * smallest such reordering found (search.ts).
 *
 *   state before the group ─▶ fold the group in another order ─▶ same state as recorded? stop
 *                                                             └▶ fold on to the quiet point ─▶ compare
 *
 * What is folded is a parameter (RaceFold): today's reducer for `npm run replay` and the
 * devtools, or an older build's slice for a log recorded before a fix (the tests do this).
 * Only the fold is re-run, not the effects: an ordering that would have made the app send
 * another request is explored with the requests it really sent.
 */
import type { Envelope } from '../../contract/events';
import type { SliceDiff } from '../../contract/log-inspection';
import { RACE_DEFAULTS, type RaceEnvelope, type RaceFinding, type RaceOptions, type RaceReport } from '../../contract/race-exploration';
import type { Snapshot } from '../../contract/snapshot';
import { initialSnapshot } from '../../domains/registry';
import { reduce } from '../../engine/reduce';
import { compareDomainSlices } from './compare';
import { groupsOf, itemsOf, maySwap, type Item } from './ordering-rule';
import { searchGroup, swapsOf } from './search';

export interface RaceFold<S> {
  readonly start: S;
  readonly fold: (state: S, envelope: Envelope) => S;
  /** Slices that differ, recorded → explored; empty when the same. */
  readonly compare: (recorded: S, explored: S) => SliceDiff[];
}

/** Today's reducer over the whole state, from a log's checkpoint or the initial state. */
export const snapshotFold = (start: Snapshot | null): RaceFold<Snapshot> => ({ start: start ?? initialSnapshot(), fold: reduce, compare: compareDomainSlices });

/** Larger groups (a storm) are explored in consecutive parts of this many items. */
export const GROUP_ITEMS_MAX = 64;

/** After each envelope: whether a request is still in flight (started and not finished). */
function inFlight(envelopes: readonly Envelope[]): boolean[] {
  let open = 0;
  return envelopes.map((e) => {
    if (e.event.type === 'log/page-loaded') open = 0;
    else if (e.event.type === 'requests/started') open += 1;
    else if (e.event.type === 'requests/finished') open = Math.max(0, open - 1);
    return open > 0;
  });
}

/** The first envelope from `index` on after which nothing is in flight for `quietMs` (or the last one). */
function quietPoint(envelopes: readonly Envelope[], busy: readonly boolean[], index: number, quietMs: number): number {
  for (let i = index; i < envelopes.length; i++) {
    const next = envelopes[i + 1];
    // At least 1 ms: a quiet point never falls between envelopes stamped at the same time.
    if (!busy[i] && (next === undefined || next.at - (envelopes[i] as Envelope).at >= Math.max(1, quietMs))) return i;
  }
  return envelopes.length - 1;
}

/**
 * The items to move with the fewest envelopes in them: those outside the increasing run of the
 * order that holds the most envelopes (an answer of two envelopes stays, a Spend of one moves).
 */
function movedItems(order: readonly number[], weight: (item: number) => number): number[] {
  const n = order.length;
  const held = order.map((k) => weight(k));
  const prev = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const own = weight(order[i] as number);
    for (let j = 0; j < i; j++) {
      if ((order[j] as number) < (order[i] as number) && (held[j] as number) + own > (held[i] as number)) {
        held[i] = (held[j] as number) + own;
        prev[i] = j;
      }
    }
  }
  let end = 0;
  // On a tie the run ending last is kept: the envelope reported as moved is the one that arrived elsewhere.
  for (let i = 1; i < n; i++) if ((held[i] as number) >= (held[end] as number)) end = i;
  const kept = new Set<number>();
  for (let i = n === 0 ? -1 : end; i >= 0; i = prev[i] as number) kept.add(order[i] as number);
  return order.filter((k) => !kept.has(k));
}

export function exploreRaces<S>(envelopes: readonly Envelope[], fold: RaceFold<S>, options: RaceOptions = RACE_DEFAULTS, now: () => number = () => Date.now()): RaceReport {
  const started = now();
  const items = itemsOf(envelopes);
  const busy = inFlight(envelopes);
  const groups = groupsOf(items, options.windowMs).flatMap(([first, last]) => {
    const parts: Array<readonly [number, number]> = [];
    for (let from = first; from <= last; from += GROUP_ITEMS_MAX) parts.push([from, Math.min(last, from + GROUP_ITEMS_MAX - 1)]);
    return parts;
  });
  const plans = groups.map(([first, last]) => {
    const from = (items[first] as Item).from;
    const to = (items[last] as Item).to;
    return { first, last, from, to, quiet: quietPoint(envelopes, busy, to, options.quietMs) };
  });

  // One fold of the recorded log keeps the states the groups need (states are immutable and share structure).
  const needed = new Set<number>(plans.flatMap((p) => [p.from - 1, p.to, p.quiet]));
  const recorded = new Map<number, S>([[-1, fold.start]]);
  let state = fold.start;
  for (let i = 0; i < envelopes.length; i++) {
    state = fold.fold(state, envelopes[i] as Envelope);
    if (needed.has(i)) recorded.set(i, state);
  }

  const ref = (index: number): RaceEnvelope => {
    const e = envelopes[index] as Envelope;
    return { index, seq: e.seq, at: e.at, source: e.source, type: e.event.type };
  };
  const refsOf = (item: Item) => Array.from({ length: item.to - item.from + 1 }, (_, k) => ref(item.from + k));

  const findings: RaceFinding[] = [];
  let orderingsTried = 0;
  let groupsEnumerated = 0;
  plans.forEach((plan, g) => {
    const group = items.slice(plan.first, plan.last + 1);
    const before = recorded.get(plan.from - 1) as S;
    const atEnd = recorded.get(plan.to) as S;
    const atQuiet = recorded.get(plan.quiet) as S;
    const differs = (order: readonly number[]): SliceDiff[] | null => {
      let s = before;
      for (const k of order) {
        const item = group[k] as Item;
        for (let i = item.from; i <= item.to; i++) s = fold.fold(s, envelopes[i] as Envelope);
      }
      // The same state after the group: the same everywhere after it.
      if (fold.compare(atEnd, s).length === 0) return null;
      for (let i = plan.to + 1; i <= plan.quiet; i++) s = fold.fold(s, envelopes[i] as Envelope);
      const diff = fold.compare(atQuiet, s);
      return diff.length === 0 ? null : diff;
    };
    const result = searchGroup({
      size: group.length,
      maySwap: (i, j) => maySwap(group[i] as Item, group[j] as Item, options.windowMs),
      differs,
      budget: options.budget,
      seed: options.seed + g,
    });
    orderingsTried += result.tried;
    if (result.search === 'enumerated') groupsEnumerated += 1;
    for (const { order, difference } of result.found) {
      let p = 0;
      while (order[p] === p) p += 1;
      let q = order.length - 1;
      while (order[q] === q) q -= 1;
      const span = order.slice(p, q + 1);
      const first = difference[0] as SliceDiff;
      const entry = first.entries[0];
      findings.push({
        fromSeq: (envelopes[plan.from] as Envelope).seq,
        toSeq: (envelopes[plan.to] as Envelope).seq,
        recorded: span.slice().sort((a, b) => a - b).flatMap((k) => refsOf(group[k] as Item)),
        explored: span.flatMap((k) => refsOf(group[k] as Item)),
        swaps: swapsOf(order),
        moved: movedItems(order, (k) => (group[k] as Item).to - (group[k] as Item).from + 1).flatMap((k) => refsOf(group[k] as Item)),
        quietSeq: (envelopes[plan.quiet] as Envelope).seq,
        slices: difference,
        path: entry === undefined || entry.path === '' ? first.slice : `${first.slice}.${entry.path}`,
        recordedValue: entry?.before ?? null,
        exploredValue: entry?.after ?? null,
        tried: result.tried,
        differing: result.differing,
        search: result.search,
      });
    }
  });
  return { options, envelopes: envelopes.length, groups: plans.length, groupsEnumerated, orderingsTried, findings, durationMs: Math.round(now() - started) };
}
