import { describe, expect, it } from 'vitest';
import { parsePrice, priceProblem } from './feed-values';

describe('feed prices (server and forms alike)', () => {
  it('reads amounts in several spellings, with a code or a sign', () => {
    expect(parsePrice('12,50 EUR')).toEqual({ amount: 12.5, currency: 'EUR' });
    expect(parsePrice('CZK 1 299')).toEqual({ amount: 1299, currency: 'CZK' });
    expect(parsePrice('9.9')).toEqual({ amount: 9.9, currency: null });
    expect(parsePrice('€9.90')).toEqual({ amount: 9.9, currency: 'EUR' });
    expect(parsePrice('1 299,90 Kč')).toEqual({ amount: 1299.9, currency: 'CZK' });
    expect(parsePrice('1.299,90')).toEqual({ amount: 1299.9, currency: null });
    expect(parsePrice('1,299.90 USD')).toEqual({ amount: 1299.9, currency: 'USD' });
    expect(parsePrice('-5')).toEqual({ amount: -5, currency: null });
  });

  it('is not a price: words, two currencies, two numbers', () => {
    for (const text of ['cheap', 'abc', 'EUR', '12 EUR €', '1 2 3 x', '12..5', '']) expect(parsePrice(text)).toBeNull();
  });

  it('refuses a negative amount and what is no number; an empty cell is no price, not a problem', () => {
    expect(priceProblem('-5')).toBe('negative');
    expect(priceProblem('-0.01 EUR')).toBe('negative');
    expect(priceProblem('abc')).toBe('not-a-price');
    expect(priceProblem('0')).toBeNull();
    expect(priceProblem('  ')).toBeNull();
    expect(priceProblem('12,50 EUR')).toBeNull();
  });
});
