import { describe, expect, it } from 'vitest';
import { headerBalanceLevel, storageLevel } from './balance-level';

describe('header balance level', () => {
  it.each([
    [null, 'unknown'],
    [1000, 'ok'],
    [100, 'ok'],
    [99.99, 'low'],
    [50, 'low'],
    [49, 'very-low'],
    [5, 'very-low'],
    [4.99, 'critical'],
    [0, 'critical'],
    [-3, 'critical'],
  ] as const)('%s credits → %s', (balance, level) => {
    expect(headerBalanceLevel(balance)).toBe(level);
  });
});

describe('storage level', () => {
  it.each([
    [null, 'unknown'],
    [0, 'ok'],
    [74, 'ok'],
    [75, 'high'],
    [89, 'high'],
    [90, 'very-high'],
    [99, 'very-high'],
    [100, 'full'],
    [130, 'full'],
  ] as const)('%s %% → %s', (percent, level) => {
    expect(storageLevel(percent)).toBe(level);
  });
});
