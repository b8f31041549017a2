import { describe, expect, it } from 'vitest';
import { formatPrice, formatShare } from './feed-format';

describe('feed figures', () => {
  it('formats prices in their currency, plain numbers without one, and a dash for none', () => {
    expect(formatPrice(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(formatPrice(1299, 'CZK', 'cs')).toBe('1\u00a0299,00\u00a0Kč');
    expect(formatPrice(7.25, null, 'en')).toBe('7.25');
    expect(formatPrice(null, 'EUR', 'en')).toBe('–');
  });

  it('formats shares as whole percentages', () => {
    expect(formatShare(0.8, 'en')).toBe('80%');
    expect(formatShare(1, 'fr')).toBe('100\u00a0%');
  });
});
