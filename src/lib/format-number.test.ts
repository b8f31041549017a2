import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('formats in the given language with at most the given decimals', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.567, 'cs')).toBe('1\u00a0234,57');
    expect(formatNumber(1234.567, 'fr', 0)).toBe('1\u202f235');
    // The cache keys on language and decimals: the first call's formatter is not reused wrongly.
    expect(formatNumber(1234.567, 'en', 0)).toBe('1,235');
  });
});
