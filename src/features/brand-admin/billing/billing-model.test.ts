import { describe, expect, it } from 'vitest';
import { EMPTY_BILLING, isValidVatId, toBillingAddress, validateBilling } from './billing-model';

const filled = { companyName: 'Acme', billingEmail: 'b@acme.test', vatId: 'CZ 123 456 78', street: 'Main 1', city: 'Brno', postalCode: '602 00', country: 'CZ' };

describe('billing form rules', () => {
  it('checks VAT ids loosely by their EU prefix', () => {
    expect(isValidVatId('cz12345678')).toBe(true);
    expect(isValidVatId('EL123456789')).toBe(true);
    expect(isValidVatId('NL123456789B01')).toBe(true);
    expect(isValidVatId('DE1234')).toBe(false);
    expect(isValidVatId('US123456789')).toBe(false);
  });

  it('names each problem by field', () => {
    expect(Object.keys(validateBilling(EMPTY_BILLING)).sort()).toEqual(['billingEmail', 'city', 'companyName', 'country', 'postalCode', 'street']);
    expect(validateBilling({ ...filled, billingEmail: 'nope', vatId: 'DE1' })).toEqual({ billingEmail: [{ key: 'BRAND_ADMIN_BILLING.EMAIL_INVALID' }], vatId: [{ key: 'BRAND_ADMIN_BILLING.VAT_INVALID' }] });
    expect(validateBilling(filled)).toEqual({});
  });

  it('sends the VAT id without spaces', () => {
    expect(toBillingAddress({ ...filled, companyName: ' Acme ' })).toEqual({ ...filled, companyName: 'Acme', vatId: 'CZ12345678' });
  });
});
