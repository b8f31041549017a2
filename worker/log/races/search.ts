/**
 * The search over one group's orderings (docs/event-log.md "Exploring races"), independent of
 * what is folded: items 0..n−1 in recorded order, `maySwap(i, j)` (i < j) says which pairs may
 * arrive in the other order, and `differs(order)` says whether an ordering ends elsewhere.
 *
 * The valid orderings are the linear extensions of "i before j" for every pair that may not swap.
 *   1. every single swap of neighbours that may swap (the smallest reorderings: one swap each);
 *   2. all orderings when there are at most `budget` of them, fewest swaps first (the first that
 *      differs is the smallest, unless step 1 found some; all are tried to count those that
 *      differ); otherwise, when step 1 found none, `budget` random ones from a seeded generator,
 *      each one that differs shrunk (below).
 * Shrinking undoes swaps while the ordering still differs: two neighbours in the other order
 * than recorded are put back, or one envelope is moved to where it has fewer swaps; it stops
 * when no such move keeps the difference.
 *
 * Written here rather than with fast-check: the explorer runs in the data layer for the devtools
 * panel too (fast-check would become a shipped dependency), and its shrinking works on values
 * drawn from arbitraries, where an ordering must stay valid at every step; undoing a swap of
 * neighbours keeps it valid by construction, and a moved envelope is checked against the rule.
 * fast-check checks this search in its tests (search.test.ts).
 */
import { seededRandom } from '../seeded-random';

export interface SearchResult<D> {
  /** The smallest differing ordering found (item indexes in arrival order), with its difference. */
  readonly found: ReadonlyArray<{ readonly order: readonly number[]; readonly difference: D }>;
  readonly tried: number;
  readonly differing: number;
  /** Every ordering tried; random orderings, shrunk; or only swaps of neighbours (a race of one swap was found in a group too large to try whole). */
  readonly search: 'enumerated' | 'random' | 'neighbours';
}

export interface SearchInput<D> {
  readonly size: number;
  readonly maySwap: (i: number, j: number) => boolean;
  readonly differs: (order: readonly number[]) => D | null;
  readonly budget: number;
  readonly seed: number;
}

/** Pairs in the other order than recorded. */
export function swapsOf(order: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j < order.length; j++) if ((order[i] as number) > (order[j] as number)) n += 1;
  return n;
}

/** For each item, the earlier items that must stay before it. */
function mustFollow(size: number, maySwap: (i: number, j: number) => boolean): number[][] {
  const before: number[][] = Array.from({ length: size }, () => []);
  for (let j = 0; j < size; j++) for (let i = 0; i < j; i++) if (!maySwap(i, j)) (before[j] as number[]).push(i);
  return before;
}

/** For each item, the later items that must stay after it, and how many must come before it. */
function edges(before: readonly (readonly number[])[]): { after: number[][]; waiting: number[] } {
  const after: number[][] = before.map(() => []);
  before.forEach((list, j) => list.forEach((i) => (after[i] as number[]).push(j)));
  return { after, waiting: before.map((list) => list.length) };
}

/** Every valid ordering, or null when there are more than `max`. */
export function allOrderings(size: number, maySwap: (i: number, j: number) => boolean, max: number): number[][] | null {
  const { after, waiting } = edges(mustFollow(size, maySwap));
  const out: number[][] = [];
  const placed = new Array<boolean>(size).fill(false);
  const order: number[] = [];
  const walk = (): boolean => {
    if (order.length === size) {
      out.push(order.slice());
      return out.length <= max;
    }
    for (let k = 0; k < size; k++) {
      if (placed[k] || waiting[k] !== 0) continue;
      placed[k] = true;
      order.push(k);
      for (const j of after[k] as number[]) waiting[j] = (waiting[j] as number) - 1;
      const go = walk();
      for (const j of after[k] as number[]) waiting[j] = (waiting[j] as number) + 1;
      order.pop();
      placed[k] = false;
      if (!go) return false;
    }
    return true;
  };
  return walk() ? out : null;
}

/** A valid ordering drawn at random: each step takes one of the items whose predecessors are placed. */
function randomOrdering(before: readonly (readonly number[])[], random: () => number): number[] {
  const { after, waiting } = edges(before);
  const ready: number[] = [];
  waiting.forEach((n, k) => {
    if (n === 0) ready.push(k);
  });
  const order: number[] = [];
  while (ready.length > 0) {
    // Ready items are kept in recorded order, so the same seed draws the same ordering.
    ready.sort((a, b) => a - b);
    const pick = ready.splice(Math.floor(random() * ready.length), 1)[0] as number;
    order.push(pick);
    for (const j of after[pick] as number[]) {
      waiting[j] = (waiting[j] as number) - 1;
      if (waiting[j] === 0) ready.push(j);
    }
  }
  return order;
}

/** Whether an ordering keeps every pair that may not swap in its recorded order. */
function isValid(order: readonly number[], maySwap: (i: number, j: number) => boolean): boolean {
  for (let p = 0; p < order.length; p++) {
    for (let q = p + 1; q < order.length; q++) {
      const i = order[q] as number;
      const j = order[p] as number;
      if (i < j && !maySwap(i, j)) return false;
    }
  }
  return true;
}

/**
 * Makes a differing ordering smaller while it still differs, by two moves: put two neighbours in
 * the other order than recorded back (one swap less), or take one envelope out and put it back
 * where it has fewer swaps. Ends when no such move keeps the difference (or the budget is spent).
 */
export function shrink<D>(
  order: readonly number[],
  difference: D,
  differs: (order: readonly number[]) => D | null,
  maySwap: (i: number, j: number) => boolean,
  spend: () => boolean,
): { order: number[]; difference: D } {
  let current = order.slice();
  let diff = difference;
  const accept = (next: number[]): boolean => {
    const d = differs(next);
    if (d === null) return false;
    current = next;
    diff = d;
    return true;
  };
  let progress = true;
  while (progress) {
    progress = false;
    // Neighbours in the other order, put back.
    for (let p = 0; p + 1 < current.length; p++) {
      if ((current[p] as number) < (current[p + 1] as number)) continue;
      if (!spend()) return { order: current, difference: diff };
      const next = current.slice();
      next[p] = current[p + 1] as number;
      next[p + 1] = current[p] as number;
      if (accept(next)) {
        progress = true;
        p = Math.max(-1, p - 2);
      }
    }
    // One envelope moved to where it has fewer swaps (fewest first).
    const swaps = swapsOf(current);
    for (const item of current.slice()) {
      const rest = current.filter((k) => k !== item);
      const candidates = Array.from({ length: rest.length + 1 }, (_, at) => [...rest.slice(0, at), item, ...rest.slice(at)])
        .map((o) => ({ o, n: swapsOf(o) }))
        .filter((c) => c.n < swaps && isValid(c.o, maySwap))
        .sort((x, y) => x.n - y.n);
      let moved = false;
      for (const { o } of candidates) {
        if (!spend()) return { order: current, difference: diff };
        if (accept(o)) {
          moved = true;
          break;
        }
      }
      if (moved) {
        progress = true;
        break;
      }
    }
  }
  return { order: current, difference: diff };
}

const identity = (size: number) => Array.from({ length: size }, (_, i) => i);

export function searchGroup<D>({ size, maySwap, differs, budget, seed }: SearchInput<D>): SearchResult<D> {
  let tried = 0;
  let differing = 0;
  const attempt = (order: readonly number[]): D | null => {
    tried += 1;
    const d = differs(order);
    if (d !== null) differing += 1;
    return d;
  };
  // 1. One swap of neighbours: each that differs is a smallest race.
  const single: Array<{ order: number[]; difference: D }> = [];
  for (let p = 0; p + 1 < size && tried < budget; p++) {
    if (!maySwap(p, p + 1)) continue;
    const order = identity(size);
    order[p] = p + 1;
    order[p + 1] = p;
    const d = attempt(order);
    if (d !== null) single.push({ order, difference: d });
  }
  // With at most 2 items, or one pair, that was every ordering.
  const all = allOrderings(size, maySwap, budget);
  if (single.length > 0 && all === null) return { found: single, tried, differing, search: 'neighbours' };
  if (all !== null) {
    // Fewest swaps first; the recorded order and the single swaps were tried already.
    const rest = all.map((order) => ({ order, swaps: swapsOf(order) })).filter((o) => o.swaps > 1);
    rest.sort((a, b) => a.swaps - b.swaps);
    // Every ordering is tried (to count those that differ); the first that differs has the fewest
    // swaps, unless a single swap already differed (each of those is reported).
    let first: { order: number[]; difference: D } | null = null;
    for (const { order } of rest) {
      if (tried >= budget) break;
      const d = attempt(order);
      if (d !== null && first === null) first = { order, difference: d };
    }
    return { found: single.length > 0 ? single : first === null ? [] : [first], tried, differing, search: 'enumerated' };
  }
  // 2. Random orderings, each that differs shrunk; the one with the fewest swaps is kept.
  const before = mustFollow(size, maySwap);
  const random = seededRandom(seed);
  let best: { order: number[]; difference: D; swaps: number } | null = null;
  const spend = () => tried < budget;
  while (tried < budget) {
    const order = randomOrdering(before, random);
    if (swapsOf(order) === 0) {
      tried += 1;
      continue;
    }
    const d = attempt(order);
    if (d === null) continue;
    const small = shrink(order, d, (o) => attempt(o), maySwap, spend);
    const swaps = swapsOf(small.order);
    if (best === null || swaps < best.swaps) best = { ...small, swaps };
    if (swaps === 1) break;
  }
  return { found: best === null ? [] : [{ order: best.order, difference: best.difference }], tried, differing, search: 'random' };
}
