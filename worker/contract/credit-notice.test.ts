// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditDismissalsAfter, creditNotice, dismissCredit, NO_CREDIT_DISMISSALS, type CreditDismissals, type CreditDismissibleLevel } from './credit-notice';
import { shownNotice } from './notice';

type Step = { readonly kind: 'balance'; readonly value: number } | { readonly kind: 'dismiss' };

/** The module folded over a sequence, as the reducer does. */
function fold(steps: readonly Step[]): { balance: number | null; dismissals: CreditDismissals } {
  let balance: number | null = null;
  let dismissals = NO_CREDIT_DISMISSALS;
  for (const step of steps) {
    if (step.kind === 'dismiss') dismissals = dismissCredit(dismissals, balance);
    else {
      balance = step.value;
      dismissals = creditDismissalsAfter(dismissals, balance);
    }
  }
  return { balance, dismissals };
}

const LEVELS: readonly CreditDismissibleLevel[] = ['below100', 'below50'];
const levelOf = (balance: number): CreditDismissibleLevel | null => (balance >= 100 || balance < 5 ? null : balance < 50 ? 'below50' : 'below100');

/**
 * Reference model, written from the spec's sentences rather than as a fold. Each dismissible level
 * (the 100 and the 50 notice) has its own record (section 3): after the last accepted dismissal of
 * that level (made while that level's notice showed), the record still holds iff every balance
 * since then stayed under 100 and never rose (never went above the value before it, which is the
 * remembered value lowered to every drop). The remembered value is then the last balance. A notice
 * is hidden only by its own level's record.
 */
function reference(steps: readonly Step[]): { shown: boolean; remembered: CreditDismissals } {
  const balances: number[] = [];
  const dismissedFrom: Record<CreditDismissibleLevel, number | null> = { below100: null, below50: null }; // index of the balance dismissed at
  const active = (level: CreditDismissibleLevel) => dismissedFrom[level] !== null && holds(balances.slice(dismissedFrom[level]));
  for (const step of steps) {
    if (step.kind === 'balance') {
      balances.push(step.value);
      continue;
    }
    const current = balances.at(-1);
    const level = current === undefined ? null : levelOf(current);
    if (level === null) continue; // nothing dismissible shows
    if (active(level)) continue; // hidden: no button
    dismissedFrom[level] = balances.length - 1;
  }
  const current = balances.at(-1) ?? null;
  const level = current === null ? null : levelOf(current);
  const visible = current !== null && current < 100 && (level === null || !active(level));
  const remembered = Object.fromEntries(LEVELS.map((l) => [l, active(l) ? current : null])) as unknown as CreditDismissals;
  return { shown: visible, remembered };
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
    expect(fold(steps).dismissals).toEqual({ below100: null, below50: 20 });
    expect(fold([...steps, { kind: 'balance', value: 25 }]).dismissals).toEqual(NO_CREDIT_DISMISSALS);
  });

  it('dismissing the below-100 notice at 60 leaves the below-50 notice at 30 showing (one record each)', () => {
    const { balance: b, dismissals } = fold([{ kind: 'balance', value: 60 }, { kind: 'dismiss' }, { kind: 'balance', value: 30 }]);
    expect(dismissals).toEqual({ below100: 30, below50: null });
    expect(shownNotice(creditNotice(b), dismissals)?.level).toBe('below50');
    // Dismissing that one too hides it; each record keeps its own rule from there.
    const both = fold([{ kind: 'balance', value: 60 }, { kind: 'dismiss' }, { kind: 'balance', value: 30 }, { kind: 'dismiss' }, { kind: 'balance', value: 20 }]);
    expect(both.dismissals).toEqual({ below100: 20, below50: 20 });
    expect(shownNotice(creditNotice(both.balance), both.dismissals)).toBeNull();
  });

  it('cannot dismiss the warning under 5, which shows whatever was dismissed before', () => {
    const { balance: b, dismissals } = fold([{ kind: 'balance', value: 30 }, { kind: 'dismiss' }, { kind: 'balance', value: 3 }, { kind: 'dismiss' }]);
    expect(dismissals).toEqual({ below100: null, below50: 3 });
    expect(shownNotice(creditNotice(b), dismissals)?.level).toBe('below5');
  });

  it('agrees with the reference model on 2,000 random sequences of balances and dismissals', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // Checked after every prefix, not only at the end.
        for (let n = 0; n <= steps.length; n++) {
          const prefix = steps.slice(0, n);
          const actual = fold(prefix);
          const expected = reference(prefix);
          expect(shownNotice(creditNotice(actual.balance), actual.dismissals) !== null).toBe(expected.shown);
          expect(actual.dismissals).toEqual(expected.remembered);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
