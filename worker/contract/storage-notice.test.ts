// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownNotice, type Dismissal } from './notice';
import { dismissStorage, storageDismissalAfter, storageNotice } from './storage-notice';

type Step = { readonly kind: 'percent'; readonly value: number } | { readonly kind: 'dismiss' };

function fold(steps: readonly Step[]): { percent: number | null; dismissal: Dismissal } {
  let percent: number | null = null;
  let dismissal: Dismissal = null;
  for (const step of steps) {
    if (step.kind === 'dismiss') dismissal = dismissStorage(dismissal, percent);
    else {
      percent = step.value;
      dismissal = storageDismissalAfter(dismissal, percent);
    }
  }
  return { percent, dismissal };
}

/**
 * Reference model from the spec's sentence: after the last accepted dismissal, it still holds iff
 * usage since then stayed under 100 and never dropped (never went below the value before it, which
 * is the remembered value raised to every growth). The remembered value is then the last percent.
 */
function reference(steps: readonly Step[]): { shown: boolean; remembered: number | null } {
  const values: number[] = [];
  let dismissedFrom: number | null = null;
  for (const step of steps) {
    if (step.kind === 'percent') {
      values.push(step.value);
      continue;
    }
    const current = values.at(-1);
    if (current === undefined || current < 75 || current >= 100) continue; // nothing dismissible shows
    if (dismissedFrom !== null && holds(values.slice(dismissedFrom))) continue; // hidden: no button
    dismissedFrom = values.length - 1;
  }
  const current = values.at(-1) ?? null;
  const active = dismissedFrom !== null && holds(values.slice(dismissedFrom));
  const visible = current !== null && current >= 75 && (current >= 100 || !active);
  return { shown: visible, remembered: active ? (current as number) : null };
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
    const { percent: p, dismissal } = fold(steps);
    expect(dismissal).toBeNull();
    expect(shownNotice(storageNotice(p), dismissal)?.level).toBe('above75');
  });

  it('raises the remembered value as usage grows', () => {
    expect(fold([{ kind: 'percent', value: 80 }, { kind: 'dismiss' }, { kind: 'percent', value: 92 }]).dismissal).toBe(92);
  });

  it('agrees with the reference model on 2,000 random sequences of percents and dismissals', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        for (let n = 0; n <= steps.length; n++) {
          const prefix = steps.slice(0, n);
          const actual = fold(prefix);
          const expected = reference(prefix);
          expect(shownNotice(storageNotice(actual.percent), actual.dismissal) !== null).toBe(expected.shown);
          expect(actual.dismissal).toBe(expected.remembered);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
