import { describe, expect, it } from 'vitest';
import { defaultUsageRange, entireRange, usageRangeErrors } from './usage-range';

describe('usage statistics range', () => {
  it('defaults to the first day of the month through today', () => {
    expect(defaultUsageRange(new Date(2025, 4, 17, 10, 30))).toEqual({ from: '2025-05-01', to: '2025-05-17' });
    expect(defaultUsageRange(new Date(2025, 0, 1, 0, 5))).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('refuses days after today, inverted ranges, and what is no date', () => {
    const today = '2025-05-17';
    expect(usageRangeErrors({ from: '2025-05-01', to: '2025-05-17' }, today)).toEqual({});
    expect(usageRangeErrors({ from: '2025-05-01', to: '2025-05-18' }, today)).toEqual({ to: 'BRAND_MONEY_USAGE.ERROR_AFTER_TODAY' });
    expect(usageRangeErrors({ from: '2030-01-01', to: '2030-01-02' }, today)).toEqual({ from: 'BRAND_MONEY_USAGE.ERROR_AFTER_TODAY', to: 'BRAND_MONEY_USAGE.ERROR_AFTER_TODAY' });
    expect(usageRangeErrors({ from: '2025-05-10', to: '2025-05-09' }, today)).toEqual({ to: 'BRAND_MONEY_USAGE.ERROR_TO_BEFORE_FROM' });
    expect(usageRangeErrors({ from: '', to: '2025-02-31' }, today)).toEqual({ from: 'BRAND_MONEY_USAGE.ERROR_REQUIRED', to: 'BRAND_MONEY_USAGE.ERROR_INVALID' });
  });

  it('offers the entire period without going beyond today', () => {
    expect(entireRange({ from: '2025-01-15', to: '2025-05-17' }, '2025-05-17')).toEqual({ from: '2025-01-15', to: '2025-05-17' });
    expect(entireRange({ from: '2025-01-15', to: '2025-05-20' }, '2025-05-17')).toEqual({ from: '2025-01-15', to: '2025-05-17' });
  });
});
