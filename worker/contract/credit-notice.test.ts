// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditDismissalAfter, creditNotice, dismissCredit } from './credit-notice';
import { shownNotice, type Dismissal } from './notice';

type Step = { readonly kind: 'balance'; readonly value: number } | { readonly kind: 'dismiss' };

/** The module folded over a sequence, as the reducer does. */
function fold(steps: readonly Step[]): { balance: number | null; dismissal: Dismissal } {
  let balance: number | null = null;
  let dismissal: Dismissal = null;
  for (const step of steps) {
    if (step.kind === 'dismiss') dismissal = dismissCredit(dismissal, balance);
    else {
      balance = step.value;
      dismissal = creditDismissalAfter(dismissal, balance);
    }
  }
  return { balance, dismissal };
}

/**
 * Reference model, written from the spec's sentence rather than as a fold: after the last
 * accepted dismissal (made while a dismissible notice showed), the dismissal still holds iff every
 * balance since then stayed under 100 and never rose (never went above the value before it, which
 * is the remembered value lowered to every drop). The remembered value is then the last balance.
 */
function reference(steps: readonly Step[]): { shown: boolean; remembered: number | null } {
  const balances: number[] = [];
  let dismissedFrom: number | null = null; // index into balances of the balance dismissed at
  for (const step of steps) {
    if (step.kind === 'balance') {
      balances.push(step.value);
      continue;
    }
    const current = balances.at(-1);
    if (current === undefined || current >= 100 || current < 5) continue; // nothing dismissible shows
    if (dismissedFrom !== null && holds(balances.slice(dismissedFrom))) continue; // hidden: no button
    dismissedFrom = balances.length - 1;
  }
  const current = balances.at(-1) ?? null;
  const active = dismissedFrom !== null && holds(balances.slice(dismissedFrom));
  const visible = current !== null && current < 100 && (current < 5 || !active);
  return { shown: visible, remembered: active ? (current as number) : null };
}

function holds(since: readonly number[]): boolean {
  return since.every((value, i) => value < 100 && (i === 0 || value <= since[i - 1]!));
}

const balance = fc.oneof(
  fc.integer({ min: 0, max: 130 }),
  fc.constantFrom(0, 4.99, 5, 49.99, 50, 99.99, 100),
  fc.double({ min: 0, max: 130, noNaN: true }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: balance.map((value) => ({ kind: 'balance' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dismiss' as const }) },
);

describe('low-credit notice', () => {
  it('has the levels of spec section 4', () => {
    expect([null, 0, 4.99, 5, 49.99, 50, 99.99, 100].map((b) => creditNotice(b)?.level ?? null)).toEqual([
      null,
      'below5',
      'below5',
      'below50',
      'below50',
      'below100',
      'below100',
      null,
    ]);
    expect(creditNotice(3)).toMatchObject({ tone: 'warning', dismissible: false });
    expect(creditNotice(30)).toMatchObject({ tone: 'info', dismissible: true });
  });

  it('shows again after dismiss at 30, a drop to 20 and a rise to 25 (the reported bug)', () => {
    const steps: Step[] = [{ kind: 'balance', value: 30 }, { kind: 'dismiss' }, { kind: 'balance', value: 20 }];
    expect(fold(steps).dismissal).toBe(20);
    expect(fold([...steps, { kind: 'balance', value: 25 }]).dismissal).toBeNull();
  });

  it('cannot dismiss the warning under 5, which shows whatever was dismissed before', () => {
    const { balance: b, dismissal } = fold([{ kind: 'balance', value: 30 }, { kind: 'dismiss' }, { kind: 'balance', value: 3 }, { kind: 'dismiss' }]);
    expect(dismissal).toBe(3);
    expect(shownNotice(creditNotice(b), dismissal)?.level).toBe('below5');
  });

  it('agrees with the reference model on 2,000 random sequences of balances and dismissals', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // Checked after every prefix, not only at the end.
        for (let n = 0; n <= steps.length; n++) {
          const prefix = steps.slice(0, n);
          const actual = fold(prefix);
          const expected = reference(prefix);
          expect(shownNotice(creditNotice(actual.balance), actual.dismissal) !== null).toBe(expected.shown);
          expect(actual.dismissal).toBe(expected.remembered);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
