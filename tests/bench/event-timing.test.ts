/** The browser benchmark's interactions: Event Timing entries told apart by interaction and kind, INP, excess over idle. */
import { describe, expect, it } from 'vitest';
import { inpOf, interactionsOf, samplesByKind, type EventEntry, type InteractionMark } from '../../scripts/bench/browser/event-timing';
import { interactionSet, kindFigures } from '../../scripts/bench/browser/interactions-phase';
import { excessOf, formatScale, withinShare } from '../../scripts/bench/browser/scale-report';
import { QUICK_SCALE } from '../../scripts/bench/browser/options';
import type { ScaleFigures } from '../../scripts/bench/browser/scale-phase';
import type { InteractionSet, KindFigures } from '../../scripts/bench/browser/interactions-phase';

/** [name, startTime, duration, interactionId, processingStart, processingEnd]. */
const entry = (name: string, startTime: number, duration: number, id: number): EventEntry => [name, startTime, duration, id, startTime + 1, startTime + 2];

describe('interactionsOf', () => {
  it("groups an interaction's events by interactionId, its duration the longest of theirs, and leaves out events that are no interaction", () => {
    const entries = [entry('pointerdown', 100, 24, 7), entry('pointerup', 130, 40, 7), entry('click', 131, 32, 7), entry('mousemove', 90, 56, 0), entry('keydown', 500, 16, 14), entry('keyup', 560, 24, 14)];
    expect(interactionsOf({ entries, marks: [[95, 'details'], [480, 'search']] })).toEqual([
      { id: 7, startTime: 100, durationMs: 40, kind: 'details' },
      { id: 14, startTime: 500, durationMs: 24, kind: 'search' },
    ]);
  });
});

describe('samplesByKind', () => {
  it('gives each marked input its interaction, null where none reached 16 ms, and counts no unmarked input', () => {
    const marks: InteractionMark[] = [
      [100, 'details'],
      [300, null],
      [500, 'search'],
      [600, 'search'],
      [700, 'details'],
    ];
    const entries = [entry('click', 110, 48, 7), entry('keydown', 310, 200, 14), entry('keydown', 505, 24, 21), entry('pointerdown', 705, 16, 35), entry('click', 720, 64, 35)];
    const byKind = samplesByKind({ entries, marks });
    // The second search key left no entry: under 16 ms. The Escape at 300 (unmarked kind) is no sample.
    expect(Object.fromEntries(byKind)).toEqual({ details: [48, 64], search: [24, null] });
  });
});

describe('inpOf (web-vitals: the 10 longest kept, one skipped per 50 interactions)', () => {
  it('is the longest interaction below 50 interactions', () => {
    expect(inpOf([24, 200, 40], 3)).toBe(200);
    expect(inpOf([24, 200, 40], 49)).toBe(200);
  });

  it('skips the worst one per 50 interactions, counting the ones that left no entry', () => {
    const durations = [300, 200, 100, 90, 80];
    expect(inpOf(durations, 50)).toBe(200);
    expect(inpOf(durations, 99)).toBe(200);
    expect(inpOf(durations, 100)).toBe(100);
    expect(inpOf(durations, 150)).toBe(90);
  });

  it('looks only at the 10 longest, however many interactions', () => {
    const durations = Array.from({ length: 30 }, (_, i) => 500 - i * 10);
    expect(inpOf(durations, 5_000)).toBe(410);
  });

  it('is null when no interaction reached the threshold', () => {
    expect(inpOf([], 40)).toBeNull();
  });
});

describe('kindFigures', () => {
  it('takes nearest-rank quantiles, an input under the threshold counting as 16 ms', () => {
    const durations = [...Array.from({ length: 18 }, (_, i) => 24 + i * 8), null, 400];
    const figures = kindFigures(durations);
    expect(figures).toEqual({ samples: 20, underThreshold: 1, p50Ms: 88, p95Ms: 160 });
    expect(kindFigures([null, null, 32])).toEqual({ samples: 3, underThreshold: 2, p50Ms: 16, p95Ms: 32 });
  });
});

describe('interactionSet', () => {
  it('has every kind, INP over every interaction of the phase, and counts the inputs where the browser has no interaction count', () => {
    const marks: InteractionMark[] = [
      [0, 'details'],
      [100, 'navigate'],
      [200, 'notifications'],
      [300, null],
      [400, 'search'],
    ];
    const entries = [entry('click', 10, 48, 7), entry('click', 110, 120, 14), entry('click', 210, 40, 21), entry('keydown', 310, 72, 28)];
    const set = interactionSet({ entries, marks, firstInput: null, interactionCount: null }, { rounds: 1, seconds: 2, sentPerSecond: null });
    expect(set.kinds.details).toEqual({ samples: 1, underThreshold: 0, p50Ms: 48, p95Ms: 48 });
    expect(set.kinds.search).toEqual({ samples: 1, underThreshold: 1, p50Ms: 16, p95Ms: 16 });
    expect(set.interactions).toBe(5);
    expect(set.inpMs).toBe(120);
  });
});

describe('excess and the share of the twin', () => {
  it('is the storm minus idle per quantile', () => {
    expect(excessOf(kindFigures([40, 48, 200]), kindFigures([24, 24, 32]))).toEqual({ p50Ms: 24, p95Ms: 168 });
  });

  it("holds the worker to half the twin's excess; none at all is within it", () => {
    expect(withinShare(10, 20)).toBe(true);
    expect(withinShare(11, 20)).toBe(false);
    expect(withinShare(0, -8)).toBe(true);
    expect(withinShare(8, -8)).toBe(false);
    expect(withinShare(null, 20)).toBeNull();
  });
});

describe('the printed interactions table', () => {
  const kind = (p50Ms: number, p95Ms: number): KindFigures => ({ samples: 20, underThreshold: 0, p50Ms, p95Ms });
  const set = (p50: number, p95: number, inpMs: number): InteractionSet => ({
    rounds: 20,
    kinds: { details: kind(p50, p95), navigate: kind(48, 96), notifications: kind(40, 64), search: kind(24, 40) },
    inpMs,
    interactions: 220,
    sentPerSecond: null,
    seconds: 60,
  });
  const figures: ScaleFigures = {
    listSize: 10_000,
    total: 10_009,
    modes: {
      // details: worker excess 24 / 40 ms (over one frame at p50, within 50 at p95), the twin's 20 / 100 ms.
      worker: { firstRows: null, steps: [], interactions: { idle: set(40, 80, 120), rates: [{ rate: 3_000, source: 'soketi', storm: set(64, 120, 200) }], failures: [], firstInput: null } },
      'in-process': { firstRows: null, steps: [], interactions: { idle: set(40, 80, 120), rates: [{ rate: 3_000, source: 'soketi', storm: set(60, 180, 240) }], failures: [], firstInput: null } },
    },
  };
  const printed = formatScale([figures], { ...QUICK_SCALE, interactionsOnly: true });
  const row = (mode: string, what: string) => printed.split('\n').find((line) => line.includes(` ${mode} `) && line.includes(` ${what} `))!;

  it("marks the worker's figures over their bar (!) and over half the twin's excess (*), and never the twin's own", () => {
    expect(row('worker', 'details')).toMatch(/40 \/ 80\s+64 \/ 120\s+24!\*\s+40\s/);
    expect(row('in-process', 'details')).toMatch(/40 \/ 80\s+60 \/ 180\s+20\s+100\s/);
    expect(row('worker', 'INP (all)')).toMatch(/120\s+200\s+220 \/ 220/);
  });

  it('checks the targets at 3,000 events/s', () => {
    expect(printed).toContain("10000 renders, details: worker excess at 3,000/s p50 24 ms (≤ 16.7): NOT met, p95 40 ms (≤ 50): met; ≤ half the in-process twin's (20 / 100 ms): p50 NOT met, p95 met");
    expect(printed).toContain('10000 renders, navigate: worker excess at 3,000/s p50 0 ms (≤ 16.7): met, p95 0 ms (≤ 50): met');
  });
});
