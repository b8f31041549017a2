import { describe, expect, it } from 'vitest';
import { headerBalanceLevel, levelTone, storageLevel } from './balance-level';

describe('header balance level', () => {
  it.each([
    [null, 'unknown'],
    [1000, 'ok'],
    [100, 'ok'],
    [99.99, 'below100'],
    [50, 'below100'],
    [49, 'below50'],
    [5, 'below50'],
    [4.99, 'below5'],
    [0, 'below5'],
    [-3, 'below5'],
  ] as const)('%s credits → %s', (balance, level) => {
    expect(headerBalanceLevel(balance)).toBe(level);
  });
});

describe('storage level', () => {
  it.each([
    [null, 'unknown'],
    [0, 'ok'],
    [74, 'ok'],
    [75, 'above75'],
    [89, 'above75'],
    [90, 'above90'],
    [99, 'above90'],
    [100, 'above100'],
    [130, 'above100'],
  ] as const)('%s %% → %s', (percent, level) => {
    expect(storageLevel(percent)).toBe(level);
  });
});

describe('the tone of a level', () => {
  it('is a danger where the notice cannot be dismissed, a warning at the other notice levels, neutral without one', () => {
    expect([null, 150, 80, 30, 2].map((b) => levelTone(headerBalanceLevel(b)))).toEqual(['neutral', 'neutral', 'warning', 'warning', 'danger']);
    expect([null, 10, 80, 95, 100].map((p) => levelTone(storageLevel(p)))).toEqual(['neutral', 'neutral', 'warning', 'warning', 'danger']);
  });
});
