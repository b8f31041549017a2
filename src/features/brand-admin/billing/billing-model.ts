/**
 * The billing form's own checks before sending (the server repeats them and has the last word):
 * required fields, an e-mail shape, and a VAT id whose shape fits its EU prefix (loosely: the
 * length and kind of characters after the prefix, not the checksum).
 */
import type { BillingAddress } from '../../../../worker/domains/brand-admin/contract';
// The rules the server applies too, written once.
import { isValidVatId, normalizeVatId, POSTAL_CODE } from '../../../../worker/contract/billing-rules';
import type { FieldProblems } from '../../../components/ui/form-field';

export type BillingField = keyof BillingAddress;

export const EMPTY_BILLING: BillingAddress = { companyName: '', billingEmail: '', vatId: '', street: '', city: '', postalCode: '', country: '' };

const REQUIRED: readonly BillingField[] = ['companyName', 'billingEmail', 'street', 'city', 'postalCode', 'country'];

/** i18n keys of the problems, by field. */
export function validateBilling(values: BillingAddress): FieldProblems<BillingField> {
  const problems: Partial<Record<BillingField, { key: string }[]>> = {};
  const add = (field: BillingField, key: string) => (problems[field] = [...(problems[field] ?? []), { key }]);
  for (const field of REQUIRED) if (values[field].trim() === '') add(field, 'BRAND_ADMIN_BILLING.REQUIRED');
  if (values.billingEmail.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.billingEmail.trim())) add('billingEmail', 'BRAND_ADMIN_BILLING.EMAIL_INVALID');
  if (values.vatId.trim() !== '' && !isValidVatId(values.vatId)) add('vatId', 'BRAND_ADMIN_BILLING.VAT_INVALID');
  if (values.postalCode.trim() !== '' && !POSTAL_CODE.test(values.postalCode.trim())) add('postalCode', 'BRAND_ADMIN_BILLING.POSTAL_INVALID');
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
