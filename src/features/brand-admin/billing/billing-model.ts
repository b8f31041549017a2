/**
 * The billing form's own checks before sending (the server repeats them and has the last word):
 * required fields, an e-mail shape, and a VAT id whose shape fits its EU prefix (loosely: the
 * length and kind of characters after the prefix, not the checksum).
 */
import type { BillingAddress } from '../../../../worker/contract/brand-admin';
import type { FieldProblems } from '../../../components/ui/form-field';

export type BillingField = keyof BillingAddress;

/** The country picker's choices (the server's list in server/routes/brand-admin-rules.ts). */
export const COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
] as const;

const VAT_BODY: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/, DK: /^\d{8}$/,
  EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/, FR: /^[A-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/,
  HU: /^\d{8}$/, IE: /^[A-Z0-9+*]{8,9}$/, IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
};

export function normalizeVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidVatId(raw: string): boolean {
  const vat = normalizeVatId(raw);
  const body = VAT_BODY[vat.slice(0, 2)];
  return body !== undefined && body.test(vat.slice(2));
}

export const EMPTY_BILLING: BillingAddress = { companyName: '', billingEmail: '', vatId: '', street: '', city: '', postalCode: '', country: '' };

const REQUIRED: readonly BillingField[] = ['companyName', 'billingEmail', 'street', 'city', 'postalCode', 'country'];

/** i18n keys of the problems, by field. */
export function validateBilling(values: BillingAddress): FieldProblems<BillingField> {
  const problems: Partial<Record<BillingField, { key: string }[]>> = {};
  const add = (field: BillingField, key: string) => (problems[field] = [...(problems[field] ?? []), { key }]);
  for (const field of REQUIRED) if (values[field].trim() === '') add(field, 'BRAND_ADMIN_BILLING.REQUIRED');
  if (values.billingEmail.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.billingEmail.trim())) add('billingEmail', 'BRAND_ADMIN_BILLING.EMAIL_INVALID');
  if (values.vatId.trim() !== '' && !isValidVatId(values.vatId)) add('vatId', 'BRAND_ADMIN_BILLING.VAT_INVALID');
  if (values.postalCode.trim() !== '' && !/^[A-Za-z0-9 -]{2,16}$/.test(values.postalCode.trim())) add('postalCode', 'BRAND_ADMIN_BILLING.POSTAL_INVALID');
  return problems;
}

/** What is sent: trimmed, the VAT id without spaces or dots. */
export function toBillingAddress(values: BillingAddress): BillingAddress {
  return {
    companyName: values.companyName.trim(),
    billingEmail: values.billingEmail.trim(),
    vatId: normalizeVatId(values.vatId),
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country,
  };
}

/** Laravel field names → the form's. */
export const SERVER_FIELDS: Readonly<Record<string, BillingField>> = {
  company_name: 'companyName',
  billing_email: 'billingEmail',
  vat_id: 'vatId',
  street: 'street',
  city: 'city',
  postal_code: 'postalCode',
  country: 'country',
};
