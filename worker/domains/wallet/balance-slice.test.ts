// @vitest-environment node
/**
 * The balance slice folds answers and Spends by the server's version (contract/balance-version.ts),
 * never by arrival; the low-credit dismissal follows the folded values.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent, Envelope } from '../../contract/events';
import type { Snapshot } from '../../contract/snapshot';
import { reduce } from '../../app-engine';
import { initialSnapshot } from '../registry';

let seq = 0;
const env = (event: DomainEvent, brand: string | null = 'acme'): Envelope => ({ seq: ++seq, at: 1_000, brand, source: event.type.startsWith('live/') ? 'live' : 'http', event });
const fold = (...events: DomainEvent[]): Snapshot => events.map((e) => env(e)).reduce(reduce, reduce(initialSnapshot(), env({ type: 'brand/switch-started', identifier: 'acme' }, null)));

const answer = (balance: number, version: number | null = null): DomainEvent => ({ type: 'balance/changed', balance, version });
const spend = (amount: number, balance: number | null = null, version: number | null = null): DomainEvent => ({ type: 'live/balance-spend', amount, balance, version });

describe('balance slice', () => {
  it('the logged case: an answer that already includes a Spend is not lowered by it again', () => {
    // 1141.20 − 17.12 = 1124.08 at version 10; the answer read it, the Spend arrived 40 ms later.
    expect(fold(answer(1124.08, 10), spend(17.12, 1124.08, 10)).balance).toMatchObject({ value: 1124.08, version: 10 });
  });

  it('an answer read before a Spend and arriving after it does not undo it', () => {
    expect(fold(answer(1141.2, 9), spend(17.12, 1124.08, 10), answer(1141.2, 9)).balance).toMatchObject({ value: 1124.08, version: 10 });
  });

  it('a Spend the client missed is covered by the next one, which says where the balance is', () => {
    expect(fold(answer(100, 1), spend(5, 90, 3)).balance.value).toBe(90);
  });

  it('a Spend without balance and version changes nothing (it only triggers the refetch)', () => {
    const before = fold(answer(100, 1));
    expect(reduce(before, env(spend(5))).balance).toBe(before.balance);
  });

  it('a Spend before the balance was loaded is not shown (an editor outside collaborative mode never loads it)', () => {
    expect(fold(spend(5, 95, 2)).balance).toMatchObject({ status: 'idle', value: null, version: null });
  });

  it('answers of a server without versions fold by arrival; one cannot replace a versioned value', () => {
    expect(fold(answer(100), answer(90)).balance.value).toBe(90);
    expect(fold(answer(100, 4), answer(90)).balance.value).toBe(100);
  });

  it('the dismissal follows the folded values: a late, older answer does not clear it', () => {
    const dismissed = reduce(fold(answer(40, 1)), env({ type: 'notices/dismissed', notice: 'credit' }));
    expect(dismissed.balance.dismissal.at).toEqual({ below100: null, below50: 40 });
    const s = [env(spend(10, 30, 2)), env(answer(40, 1))].reduce(reduce, dismissed);
    // By arrival, 30 then 40 would be a rise above the dismissal and show the notice again.
    expect(s.balance).toMatchObject({ value: 30, version: 2, dismissal: { at: { below100: null, below50: 30 } } });
  });
});
