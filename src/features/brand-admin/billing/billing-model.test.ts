import { describe, expect, it } from 'vitest';
import { EMPTY_BILLING, toBillingAddress, validateBilling } from './billing-model';

const filled = { companyName: 'Acme', billingEmail: 'b@acme.test', vatId: 'CZ 123 456 78', street: 'Main 1', city: 'Brno', postalCode: '602 00', country: 'CZ' };

describe('billing form rules', () => {
  it('names each problem by field', () => {
    expect(Object.keys(validateBilling(EMPTY_BILLING)).sort()).toEqual(['billingEmail', 'city', 'companyName', 'country', 'postalCode', 'street']);
    expect(validateBilling({ ...filled, billingEmail: 'nope', vatId: 'DE1' })).toEqual({ billingEmail: [{ key: 'BRAND_ADMIN_BILLING.EMAIL_INVALID' }], vatId: [{ key: 'BRAND_ADMIN_BILLING.VAT_INVALID' }] });
    expect(validateBilling(filled)).toEqual({});
  });

  it('sends the VAT id without spaces', () => {
    expect(toBillingAddress({ ...filled, companyName: ' Acme ' })).toEqual({ ...filled, companyName: 'Acme', vatId: 'CZ12345678' });
  });
});
