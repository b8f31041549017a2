import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/events';
import { RACE_DEFAULTS } from '../../contract/race-exploration';
import { compareSlices } from './compare';
import { exploreRaces, snapshotFold, type RaceFold } from './explore';
import { logOf } from '../testing/race-log';

/**
 * A wallet folded by arrival: an answer sets the balance, a Spend subtracts its amount from it
 * (the fold that double-counted a Spend arriving around the balance answer).
 */
type Wallet = { balance: { value: number | null }; other: { n: number } };
const byArrival: RaceFold<Wallet> = {
  start: { balance: { value: null }, other: { n: 0 } },
  fold: (s, e) => {
    const ev = e.event as unknown as { type: string; balance?: number; amount?: number };
    if (ev.type === 'balance/changed') return { ...s, balance: { value: ev.balance ?? null } };
    if (ev.type === 'live/balance-spend' && s.balance.value !== null) return { ...s, balance: { value: s.balance.value - (ev.amount ?? 0) } };
    if (ev.type === 'other') return { ...s, other: { n: s.other.n + 1 } };
    return s;
  },
  compare: (a, b) => compareSlices(a, b, ['balance']),
};

const answer = (balance: number) => ({ type: 'balance/changed', balance });
const spend = (amount: number) => ({ type: 'live/balance-spend', amount });

describe('exploring the races of a log', () => {
  const log = logOf([
    ['start', 0, 'r1'],
    ['answer', 10, 'r1', answer(100)], // seq 2, 3
    ['live', 20, spend(10)], // seq 4
    ['live', 400, { type: 'other' }], // seq 5: long after, nothing in flight
    ['start', 1000, 'r2'],
    ['live', 1010, spend(5)], // seq 7
    ['answer', 2000, 'r2', answer(85)], // far from the Spend: no race
  ]);

  it('reports a Spend around the balance answer, with the one swap that shows it and both values', () => {
    const report = exploreRaces(log, byArrival, RACE_DEFAULTS);
    expect(report.findings).toHaveLength(1);
    const [race] = report.findings;
    expect(race).toMatchObject({ fromSeq: 1, toSeq: 4, swaps: 1, quietSeq: 4, path: 'balance.value', recordedValue: '90', exploredValue: '100', search: 'enumerated' });
    expect(race!.recorded.map((e) => `${e.seq} ${e.type}`)).toEqual(['2 requests/finished', '3 balance/changed', '4 live/balance-spend']);
    expect(race!.explored.map((e) => e.seq)).toEqual([4, 2, 3]);
    expect(race!.moved.map((e) => e.seq)).toEqual([4]);
    // Group 1 has 3 valid orderings (the start stays before its answer), group 2 has 2: every one tried.
    expect(report).toMatchObject({ envelopes: 9, groups: 2, groupsEnumerated: 2, orderingsTried: 3 });
    expect(race).toMatchObject({ tried: 2, differing: 2 });
  });

  it('compares at the quiet point, not right after the group: a refetch that repairs it hides the race', () => {
    const repaired = logOf([['start', 0, 'r1'], ['answer', 10, 'r1', answer(100)], ['live', 20, spend(10)], ['start', 30, 'r2'], ['answer', 100, 'r2', answer(90)]]);
    expect(exploreRaces(repaired, byArrival, { ...RACE_DEFAULTS, windowMs: 15 }).findings).toEqual([]);
    // Without the repair, the log's end is the quiet point, and the race shows.
    expect(exploreRaces(repaired.slice(0, 5), byArrival, { ...RACE_DEFAULTS, windowMs: 15 }).findings).toHaveLength(1);
  });

  it('a wider window lets more arrive in another order; a narrower one none', () => {
    expect(exploreRaces(log, byArrival, { ...RACE_DEFAULTS, windowMs: 5 }).findings).toEqual([]);
    // One group of the whole log: the later Spend against the later answer is the race there.
    const wide = exploreRaces(log, byArrival, { ...RACE_DEFAULTS, windowMs: 1000 });
    expect(wide.findings.map((f) => [f.fromSeq, f.toSeq, f.moved.map((e) => e.seq)])).toEqual([[1, 9, [7]]]);
  });

  it("folds today's whole state with the reducer when given a log's start", () => {
    const today = logOf([['start', 0, 'r1'], ['live', 5, { type: 'toasts/dismissed', id: 'nope' }], ['answer', 10, 'r1']]) as Envelope[];
    const report = exploreRaces(today, snapshotFold(null), RACE_DEFAULTS);
    expect(report).toMatchObject({ envelopes: 3, groups: 1, findings: [] });
  });
});
