/**
 * Validation rules of the brand-administration writes: billing details (VAT id by EU prefix,
 * loosely), notification settings (a toggle per group and channel plus the alert e-mails) and
 * the brand profile. Laravel-worded messages, like every other route.
 */
import * as v from 'valibot';
import { COUNTRIES, isValidVatId, normalizeVatId, POSTAL_CODE } from '../../worker/contract/billing-rules';

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
  postal_code: v.pipe(required(16), v.regex(POSTAL_CODE, 'The postal code field format is invalid.')),
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
