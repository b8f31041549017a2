// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownNotice } from './notice';
import { dismissStorage, NO_STORAGE_DISMISSALS, storageDismissalsAfter, storageNotice, type StorageDismissals, type StorageDismissibleLevel } from './storage-notice';

type Step = { readonly kind: 'percent'; readonly value: number } | { readonly kind: 'dismiss' };

function fold(steps: readonly Step[]): { percent: number | null; dismissals: StorageDismissals } {
  let percent: number | null = null;
  let dismissals = NO_STORAGE_DISMISSALS;
  for (const step of steps) {
    if (step.kind === 'dismiss') dismissals = dismissStorage(dismissals, percent);
    else {
      percent = step.value;
      dismissals = storageDismissalsAfter(dismissals, percent);
    }
  }
  return { percent, dismissals };
}

const LEVELS: readonly StorageDismissibleLevel[] = ['above75', 'above90'];
const levelOf = (percent: number): StorageDismissibleLevel | null => (percent < 75 || percent >= 100 ? null : percent < 90 ? 'above75' : 'above90');

/**
 * Reference model from the spec's sentences. Each dismissible level (the 75 and the 90 notice) has
 * its own record (section 3): after the last accepted dismissal of that level, the record still
 * holds iff usage since then stayed under 100 and never dropped (never went below the value before
 * it, which is the remembered value raised to every growth). The remembered value is then the last
 * percent. A notice is hidden only by its own level's record.
 */
function reference(steps: readonly Step[]): { shown: boolean; remembered: StorageDismissals } {
  const values: number[] = [];
  const dismissedFrom: Record<StorageDismissibleLevel, number | null> = { above75: null, above90: null };
  const active = (level: StorageDismissibleLevel) => dismissedFrom[level] !== null && holds(values.slice(dismissedFrom[level]));
  for (const step of steps) {
    if (step.kind === 'percent') {
      values.push(step.value);
      continue;
    }
    const current = values.at(-1);
    const level = current === undefined ? null : levelOf(current);
    if (level === null) continue; // nothing dismissible shows
    if (active(level)) continue; // hidden: no button
    dismissedFrom[level] = values.length - 1;
  }
  const current = values.at(-1) ?? null;
  const level = current === null ? null : levelOf(current);
  const visible = current !== null && current >= 75 && (level === null || !active(level));
  const remembered = Object.fromEntries(LEVELS.map((l) => [l, active(l) ? current : null])) as unknown as StorageDismissals;
  return { shown: visible, remembered };
}

function holds(since: readonly number[]): boolean {
  return since.every((value, i) => value < 100 && (i === 0 || value >= since[i - 1]!));
}

const percent = fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constantFrom(74, 75, 89, 90, 99, 100));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: percent.map((value) => ({ kind: 'percent' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dismiss' as const }) },
);

describe('high-storage notice', () => {
  it('has the levels of spec section 4', () => {
    expect([null, 74, 75, 89, 90, 99, 100, 130].map((p) => storageNotice(p)?.level ?? null)).toEqual([null, null, 'above75', 'above75', 'above90', 'above90', 'above100', 'above100']);
    expect(storageNotice(100)).toMatchObject({ tone: 'warning', dismissible: false });
  });

  it('shows again after dismiss at 80, a drop to 70 and a return to 80 (the reported bug)', () => {
    const steps: Step[] = [{ kind: 'percent', value: 80 }, { kind: 'dismiss' }, { kind: 'percent', value: 70 }, { kind: 'percent', value: 80 }];
    const { percent: p, dismissals } = fold(steps);
    expect(dismissals).toEqual(NO_STORAGE_DISMISSALS);
    expect(shownNotice(storageNotice(p), dismissals)?.level).toBe('above75');
  });

  it('raises the remembered value as usage grows, and the above-90 notice has its own record', () => {
    const { percent: p, dismissals } = fold([{ kind: 'percent', value: 80 }, { kind: 'dismiss' }, { kind: 'percent', value: 92 }]);
    expect(dismissals).toEqual({ above75: 92, above90: null });
    expect(shownNotice(storageNotice(p), dismissals)?.level).toBe('above90');
  });

  it('agrees with the reference model on 2,000 random sequences of percents and dismissals', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        for (let n = 0; n <= steps.length; n++) {
          const prefix = steps.slice(0, n);
          const actual = fold(prefix);
          const expected = reference(prefix);
          expect(shownNotice(storageNotice(actual.percent), actual.dismissals) !== null).toBe(expected.shown);
          expect(actual.dismissals).toEqual(expected.remembered);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
