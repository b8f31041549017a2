import { describe, expect, it } from 'vitest';
import { isValidVatId, normalizeVatId, POSTAL_CODE } from './billing-rules';

describe('billing rules (server and form alike)', () => {
  it('checks VAT ids loosely by their EU prefix, as typed or normalised', () => {
    expect(isValidVatId('cz12345678')).toBe(true);
    expect(isValidVatId('CZ 123 456 78')).toBe(true);
    expect(isValidVatId('EL123456789')).toBe(true);
    expect(isValidVatId('NL123456789B01')).toBe(true);
    expect(isValidVatId('DE1234')).toBe(false);
    expect(isValidVatId('US123456789')).toBe(false);
    expect(isValidVatId('DE123456789')).toBe(true);
    expect(isValidVatId('XX123456789')).toBe(false);
  });

  it('stores VAT ids without spaces, dots or dashes', () => {
    expect(normalizeVatId('cz 123.456-78')).toBe('CZ12345678');
  });

  it('takes postal codes of 2 to 16 letters, digits, spaces and dashes', () => {
    expect(['602 00', 'SW1A 1AA', '10-100'].every((code) => POSTAL_CODE.test(code))).toBe(true);
    expect(['1', '602/00', 'x'.repeat(17)].some((code) => POSTAL_CODE.test(code))).toBe(false);
  });
});
