// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supersedes } from './balance-version';

describe('supersedes (the balance version rule)', () => {
  it('takes a versioned reading only when it is newer than the one shown', () => {
    expect(supersedes(null, 0)).toBe(true);
    expect(supersedes(4, 5)).toBe(true);
    expect(supersedes(5, 5)).toBe(false);
    expect(supersedes(5, 4)).toBe(false);
  });

  it('folds readings without a version by arrival, unless a versioned one is shown', () => {
    expect(supersedes(null, null)).toBe(true);
    expect(supersedes(3, null)).toBe(false);
  });
});
