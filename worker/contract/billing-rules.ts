/**
 * The billing details' shape rules, one home for the server's validation
 * (server/routes/brand-admin-rules.ts) and the form's check before sending
 * (src/features/brand-admin/billing/billing-model.ts): the countries offered, a VAT id's shape
 * per EU prefix, and the postal code's. Deliberately loose: the tax office is the real check.
 */

/** ISO 3166-1 alpha-2 codes offered by the country picker (EU, EEA, UK, CH, US). */
export const COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
] as const;

/** The part after the prefix (Greece uses EL): its length and whether it may hold letters. */
const VAT_BODY: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/, DK: /^\d{8}$/,
  EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/, FR: /^[A-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/,
  HU: /^\d{8}$/, IE: /^[A-Z0-9+*]{8,9}$/, IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
};

/** Spaces, dots and dashes are how people write it; the stored form has none. */
export function normalizeVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether a VAT id (as typed, or normalised) has the shape its EU prefix asks for. */
export function isValidVatId(raw: string): boolean {
  const vat = normalizeVatId(raw);
  const body = VAT_BODY[vat.slice(0, 2)];
  return body !== undefined && body.test(vat.slice(2));
}

export const POSTAL_CODE = /^[A-Za-z0-9 -]{2,16}$/;
