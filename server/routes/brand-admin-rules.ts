/**
 * Validation rules of the brand-administration writes: billing details (VAT id by EU prefix,
 * loosely), notification settings (a toggle per group and channel plus the alert e-mails) and
 * the brand profile. Laravel-worded messages, like every other route.
 */
import * as v from 'valibot';

/** ISO 3166-1 alpha-2 codes offered by the country picker (EU, EEA, UK, CH, US). */
export const COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
] as const;

/**
 * VAT number shapes per EU prefix (Greece uses EL), deliberately loose: the length of the part
 * after the prefix and whether it may hold letters. The tax office is the real check.
 */
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

export function isValidVatId(vat: string): boolean {
  const body = VAT_BODY[vat.slice(0, 2)];
  return body !== undefined && body.test(vat.slice(2));
}

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('The :attribute field is required.'), v.maxLength(max, `The :attribute field must not be greater than ${max} characters.`));

export const BillingBody = v.object({
  company_name: required(255),
  billing_email: v.pipe(required(255), v.email('The billing email field must be a valid email address.')),
  vat_id: v.optional(
    v.nullable(v.pipe(v.string(), v.transform(normalizeVatId), v.check((x) => x === '' || isValidVatId(x), 'The VAT id is not a valid EU VAT number.'))),
    null,
  ),
  street: required(255),
  city: required(255),
  postal_code: v.pipe(required(16), v.regex(/^[A-Za-z0-9 -]{2,16}$/, 'The postal code field format is invalid.')),
  country: v.picklist(COUNTRIES, 'The selected country is invalid.'),
});

/** The notification groups of spec section 3 (in-app data.group), plus everything else. */
export const NOTIFICATION_GROUPS = ['ASSET_GROUP', 'AD_SET', 'VISUAL', 'WALLET', 'FEED', 'VISUAL_BUILD', 'ASSET_LIBRARY', 'GENERIC'] as const;

const channels = v.strictObject({ in_app: v.boolean(), email: v.boolean() });

export const NotificationSettingsBody = v.object({
  groups: v.strictObject(Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, channels])) as Record<(typeof NOTIFICATION_GROUPS)[number], typeof channels>),
  low_credit_email: v.boolean(),
  storage_email: v.boolean(),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsBody>;

/** Everything on: a brand user who never saved settings gets every notification. */
export function defaultNotificationSettings(): NotificationSettings {
  return {
    groups: Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, { in_app: true, email: g !== 'GENERIC' }])) as NotificationSettings['groups'],
    low_credit_email: true,
    storage_email: true,
  };
}

/** Brand languages: the product's locales plus the markets the seed brands work in. */
export const BRAND_LANGUAGES = ['en', 'cs', 'fr', 'de', 'sk', 'pl'] as const;

export const BrandProfileBody = v.object({
  label: required(64),
  language_code: v.picklist(BRAND_LANGUAGES, 'The selected language code is invalid.'),
  /** Absent: unchanged. */
  collaborative_mode: v.optional(v.boolean()),
});
