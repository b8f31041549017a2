/**
 * The race explorer finds the balance race fixed by "Balance folded by version, never by arrival"
 * (commit a264aee) in a real log recorded with the build before it (a264aee^: the reference
 * backend, soketi and Chromium, Spends sent while the balance was fetched), folded with that
 * build's wallet (tests/fixtures/races/balance-before-fix/). Today's wallet over the same log: no race.
 *
 * The log is protocol version 4, older than the upcasters reach (they start at 6: the shapes of
 * 4 and 5 were never recorded, and the fix itself changed the balance events without a bump), so
 * it is read here as plain envelopes: the explorer needs only seq, time, source and the events,
 * and the fold it is given reads the events as that build wrote them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/events';
import { RACE_DEFAULTS } from '../../contract/race-exploration';
import type { Snapshot } from '../../contract/snapshot';
import { DOMAINS } from '../../domains/registry';
import { parseEventLog } from '../ndjson';
import { replay } from '../replay';
import { BALANCE_INITIAL_BEFORE_FIX, balanceFoldBeforeFix, type BalanceSlice as OldBalanceSlice } from '../../../tests/fixtures/races/balance-before-fix/wallet-fold-a264aee-parent';
import { compareSlices } from './compare';
import { exploreRaces, snapshotFold, type RaceFold } from './explore';

const FIXTURE = join(__dirname, '../../../tests/fixtures/races/balance-before-fix/session.ndjson');
const text = readFileSync(FIXTURE, 'utf8');

/** The lines of an exported log, as written: header, then envelopes (this log has no checkpoint). */
function readAsWritten(ndjson: string): { header: Record<string, unknown>; envelopes: Envelope[] } {
  const [first, ...rest] = ndjson.split('\n').filter((line) => line.trim() !== '');
  return { header: JSON.parse(first as string) as Record<string, unknown>, envelopes: rest.map((line) => JSON.parse(line) as Envelope) };
}

const { header, envelopes } = readAsWritten(text);
const balanceOnly = <S,>(recorded: S, explored: S) => compareSlices({ balance: recorded }, { balance: explored }, ['balance']);

const beforeFix: RaceFold<OldBalanceSlice> = { start: BALANCE_INITIAL_BEFORE_FIX, fold: balanceFoldBeforeFix, compare: balanceOnly };

/**
 * Today's wallet slice over the old events: an old answer or Spend carries no version (null), as
 * from a server without versions. The notice dismissal events are left out: their shape changed
 * since (one dismissal then, one per notice level now) and they do not move the balance.
 */
type BalanceSlice = Snapshot['balance'];
const todayCases = DOMAINS.wallet.slice.cases as unknown as Record<string, ((s: BalanceSlice, e: unknown, env: Envelope) => BalanceSlice) | undefined>;
const today: RaceFold<BalanceSlice> = {
  start: DOMAINS.wallet.slice.initial,
  fold: (slice, envelope) => {
    const event = envelope.event as unknown as Record<string, unknown> & { type: string };
    if (event.type === 'brand/switch-started' || event.type === 'session/signed-out') return DOMAINS.wallet.slice.initial;
    if (event.type === 'balance/changed') return todayCases[event.type]?.(slice, { version: null, ...event }, envelope) ?? slice;
    if (event.type === 'live/balance-spend') return todayCases[event.type]?.(slice, { balance: null, version: null, ...event }, envelope) ?? slice;
    return slice;
  },
  compare: balanceOnly,
};

describe('the balance race, in a log recorded before its fix', () => {
  it('is a log of the build before the fix, which this build cannot upcast', () => {
    expect(header).toMatchObject({ format: 'adcreative-event-log', protocolVersion: 4 });
    expect(() => parseEventLog(text)).toThrow(/protocolVersion 4/);
    expect(envelopes.filter((e) => e.event.type === 'live/balance-spend').length).toBeGreaterThan(10);
    expect(envelopes.filter((e) => e.event.type === 'balance/changed').length).toBeGreaterThanOrEqual(2);
  });

  it("finds it with that build's wallet: a Spend against the balance answer, one swap, the balance differs", () => {
    const report = exploreRaces(envelopes, beforeFix, RACE_DEFAULTS);
    expect(report.findings.length).toBeGreaterThanOrEqual(1);
    for (const race of report.findings) {
      expect(race.path).toBe('balance.value');
      expect(race.recordedValue).not.toBe(race.exploredValue);
      expect(race.swaps).toBe(1);
      // The two items that traded places: one Spend, and the balance answer (its requests/finished and balance/changed).
      expect(race.explored.map((e) => e.type).sort()).toEqual(['balance/changed', 'live/balance-spend', 'requests/finished']);
      expect(race.recorded.map((e) => e.seq)).toEqual(race.explored.map((e) => e.seq).sort((a, b) => a - b));
      // The fewest envelopes to move: the Spend (one), not the answer (two).
      expect(race.moved.map((e) => e.type)).toEqual(['live/balance-spend']);
    }
  });

  it("finds none with today's wallet over the same log (a Spend without a version only refetches)", () => {
    const report = exploreRaces(envelopes, today, RACE_DEFAULTS);
    expect(report.orderingsTried).toBeGreaterThan(0);
    expect(report.findings).toEqual([]);
  });
});

describe('the same recipe recorded with the fixed build', () => {
  // tests/fixtures/races/balance-after-fix/session.ndjson: recorded as session.ndjson above
  // (record-session.spec.ts.txt), with the build that has the fix (protocol 9: readable).
  const fixed = parseEventLog(readFileSync(join(__dirname, '../../../tests/fixtures/races/balance-after-fix/session.ndjson'), 'utf8'));

  it("has no race with today's reducer over the whole state, Spends around the balance answer included", () => {
    expect(replay(fixed).hashAsWritten).toBe(fixed.header.stateHash);
    const report = exploreRaces(fixed.envelopes, snapshotFold(fixed.checkpoint?.state ?? null), RACE_DEFAULTS);
    expect(report.envelopes).toBeGreaterThan(1000);
    expect(report.orderingsTried).toBeGreaterThan(0);
    expect(report.findings).toEqual([]);
  });

  it('has the race again when folded by arrival, with the wallet from before the fix', () => {
    const report = exploreRaces(fixed.envelopes, beforeFix, RACE_DEFAULTS);
    expect(report.findings.length).toBeGreaterThanOrEqual(1);
    expect(report.findings.every((race) => race.path === 'balance.value' && race.explored.some((e) => e.type === 'live/balance-spend') && race.explored.some((e) => e.type === 'balance/changed'))).toBe(true);
  });
});
