/**
 * A seeded generator (mulberry32: small, fast, good enough to pick cases and orderings), the same
 * sequence in Node and in the browser, so a run is replayed with its seed: the race explorer's
 * search (races/search.ts) and the chaos specs' cases (tests/chaos, CHAOS_SEED).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
