/** Wire schemas of the brand-administration answers (docs/brand-admin.md), translated to the contract. */
import * as v from 'valibot';
import { NOTIFICATION_GROUPS, type NotificationGroup, type BillingDetails, type NotificationPreferences, type NotificationSettings, type ProfileUploads } from './contract';
import { id, laravelNumber, nullableString, resource, stringId } from '../../ports/http/laravel-primitives';

export const profileUploadsSchema = resource(
  v.pipe(
    v.object({
      directory: v.object({ id: v.nullable(id), path: v.string() }),
      can_upload: v.boolean(),
      files: v.array(v.object({ id: stringId, name: v.string(), size: laravelNumber, duration: v.optional(v.nullable(laravelNumber), null), created_at: v.string() })),
    }),
    v.transform(
      (x): ProfileUploads => ({
        id: 'profile-uploads',
        directoryId: x.directory.id,
        path: x.directory.path,
        canUpload: x.can_upload,
        files: x.files.map((f) => ({ id: f.id, name: f.name, size: f.size, duration: f.duration, createdAt: f.created_at })),
      }),
    ),
  ),
);

const billingRow = v.object({
  company_name: v.string(),
  billing_email: v.string(),
  vat_id: nullableString,
  street: v.string(),
  city: v.string(),
  postal_code: v.string(),
  country: v.string(),
  updated_at: v.string(),
});

export const billingDetailsSchema = resource(
  v.pipe(
    v.nullable(billingRow),
    v.transform(
      (r): BillingDetails => ({
        id: 'billing-details',
        details:
          r === null ? null : { companyName: r.company_name, billingEmail: r.billing_email, vatId: r.vat_id ?? '', street: r.street, city: r.city, postalCode: r.postal_code, country: r.country },
        updatedAt: r?.updated_at ?? null,
      }),
    ),
  ),
);

const channels = v.object({ in_app: v.boolean(), email: v.boolean() });

export const notificationSettingsSchema = resource(
  v.pipe(
    v.object({
      // A group the client does not know yet is ignored; one the server lacks counts as on.
      groups: v.record(v.string(), channels),
      low_credit_email: v.boolean(),
      storage_email: v.boolean(),
    }),
    v.transform(
      (x): NotificationSettings => ({
        id: 'notification-settings',
        groups: Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, { inApp: x.groups[g]?.in_app ?? true, email: x.groups[g]?.email ?? true }])) as NotificationSettings['groups'],
        lowCreditEmail: x.low_credit_email,
        storageEmail: x.storage_email,
      }),
    ),
  ),
);

/** The PUT body: the whole document (the toggles are few; last write wins). */
export function notificationSettingsBody(s: NotificationPreferences) {
  const groups: Record<string, { in_app: boolean; email: boolean }> = {};
  for (const g of NOTIFICATION_GROUPS as readonly NotificationGroup[]) groups[g] = { in_app: s.groups[g].inApp, email: s.groups[g].email };
  return { groups, low_credit_email: s.lowCreditEmail, storage_email: s.storageEmail };
}
