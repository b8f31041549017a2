import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOrderings, searchGroup, shrink, swapsOf } from './search';

/** Differs when item `b` arrives before item `a`: the smallest such ordering has b − a swaps. */
const before = (a: number, b: number) => (order: readonly number[]) => (order.indexOf(b) < order.indexOf(a) ? `${b} before ${a}` : null);
const anyPair = () => true;

describe('the search over orderings', () => {
  it('lists exactly the orderings that keep every pair that may not swap', () => {
    // 0 and 1 may not swap (one stream); 2 may go anywhere.
    const orders = allOrderings(3, (i, j) => !(i === 0 && j === 1), 100);
    expect(orders).toEqual([[0, 1, 2], [0, 2, 1], [2, 0, 1]]);
    expect(allOrderings(5, anyPair, 100)).toBeNull();
  });

  it('reports each swap of neighbours that differs: the smallest races there are', () => {
    // 24 orderings: all tried, to count those that differ (2 before 1 in half of them).
    const small = searchGroup({ size: 4, maySwap: anyPair, differs: before(1, 2), budget: 100, seed: 1 });
    expect(small.found.map((f) => f.order)).toEqual([[0, 2, 1, 3]]);
    expect(small).toMatchObject({ tried: 23, differing: 12, search: 'enumerated' });
    // 720 orderings, more than the budget: the neighbours only, nothing smaller exists.
    const large = searchGroup({ size: 6, maySwap: anyPair, differs: before(1, 2), budget: 100, seed: 1 });
    expect(large.found.map((f) => f.order)).toEqual([[0, 2, 1, 3, 4, 5]]);
    expect(large).toMatchObject({ tried: 5, differing: 1, search: 'neighbours' });
  });

  it('enumerates a small group fewest swaps first, so what it reports is the smallest', () => {
    const result = searchGroup({ size: 4, maySwap: anyPair, differs: before(0, 3), budget: 100, seed: 1 });
    expect(result.search).toBe('enumerated');
    expect(result.found).toHaveLength(1);
    expect(swapsOf(result.found[0]!.order)).toBe(3);
    // 24 orderings; 3 before 0 in half of them.
    expect(result).toMatchObject({ tried: 23, differing: 12 });
  });

  it('shrinks a random ordering of a large group to the smallest reordering (fast-check over many cases)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 14 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 2, max: 6 }), fc.integer(), (size, a, gap, seed) => {
        const b = Math.min(size - 1, a + gap);
        const result = searchGroup({ size, maySwap: anyPair, differs: before(a, b), budget: 400, seed });
        expect(result.search).toBe('random');
        expect(result.found).toHaveLength(1);
        expect(swapsOf(result.found[0]!.order)).toBe(b - a);
        expect(result.tried).toBeLessThanOrEqual(400);
      }),
      { numRuns: 40, seed: 42 },
    );
  });

  it('shrinks past a dead end of neighbours: moving one envelope back takes it to the fewest swaps', () => {
    // 3 4 0 1 2: putting back its one pair of neighbours in the other order (4, 0) loses "4 before
    // 0"; moving 3 after 2 keeps it, with 4 swaps instead of 6.
    const differs = before(0, 4);
    const small = shrink([3, 4, 0, 1, 2], 'x', differs, anyPair, () => true);
    expect(small.order).toEqual([4, 0, 1, 2, 3]);
    expect(swapsOf(small.order)).toBe(4);
    // A move the rule forbids is not made: 3 and 4 of one stream keep their order.
    const kept = shrink([3, 4, 0, 1, 2], 'x', differs, (i, j) => !(i === 3 && j === 4), () => true);
    expect(kept.order.indexOf(3)).toBeLessThan(kept.order.indexOf(4));
    expect(differs(kept.order)).not.toBeNull();
    expect(swapsOf(kept.order)).toBeLessThan(6);
  });

  it('is deterministic with a seed, and another seed explores other orderings', () => {
    const run = (seed: number) => {
      const seen: string[] = [];
      const differs = (order: readonly number[]) => {
        seen.push(order.join(''));
        return before(2, 7)(order);
      };
      const result = searchGroup({ size: 10, maySwap: anyPair, differs, budget: 60, seed });
      return { seen, result: { ...result, found: result.found.map((f) => f.order) } };
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7).seen).not.toEqual(run(8).seen);
  });

  it('reports nothing when no ordering differs, within the budget', () => {
    const result = searchGroup({ size: 9, maySwap: anyPair, differs: () => null, budget: 50, seed: 3 });
    expect(result).toMatchObject({ found: [], tried: 50, differing: 0, search: 'random' });
  });
});
