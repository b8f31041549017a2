/** Brand-administration calls (spec section 7 and docs/brand-admin.md), declared once. */
import type { BillingAddress, NotificationPreferences, UploadAudioCommand } from './contract';
import { defineCall } from '../../ports/http/call';
import { billingDetailsSchema, notificationSettingsBody, notificationSettingsSchema, profileUploadsSchema } from './wire';

type AudioUpload = Pick<UploadAudioCommand, 'file' | 'name' | 'duration' | 'path'>;

export const brandAdminCalls = {
  profileUploads: defineCall({ name: 'profileUploads', method: 'GET', path: '/api/v1/profile/uploads', answer: profileUploadsSchema }),
  /**
   * Spec section 7: form data `file, duration, action=keep, path`. keep: a second file of the
   * same name is stored beside the first, never over it.
   */
  uploadAudio: defineCall({
    name: 'uploadAudio',
    method: 'POST',
    path: '/api/v1/uploads/file',
    request: (u: AudioUpload) => ({ form: { file: { blob: u.file, name: u.name }, duration: String(u.duration), action: 'keep', path: u.path } }),
  }),
  billingDetails: defineCall({ name: 'billingDetails', method: 'GET', path: '/api/v1/brand/billing-details', answer: billingDetailsSchema }),
  saveBillingDetails: defineCall({
    name: 'saveBillingDetails',
    method: 'PUT',
    path: '/api/v1/brand/billing-details',
    request: (d: BillingAddress) => ({
      body: { company_name: d.companyName, billing_email: d.billingEmail, vat_id: d.vatId === '' ? null : d.vatId, street: d.street, city: d.city, postal_code: d.postalCode, country: d.country },
    }),
    answer: billingDetailsSchema,
  }),
  notificationSettings: defineCall({ name: 'notificationSettings', method: 'GET', path: '/api/v1/notification-settings', answer: notificationSettingsSchema }),
  saveNotificationSettings: defineCall({
    name: 'saveNotificationSettings',
    method: 'PUT',
    path: '/api/v1/notification-settings',
    request: (s: NotificationPreferences) => ({ body: notificationSettingsBody(s) }),
    answer: notificationSettingsSchema,
  }),
  /** Label and language of the brand; the server announces BrandUpdated, which refetches the brand user. */
  saveBrandProfile: defineCall({
    name: 'saveBrandProfile',
    method: 'PUT',
    path: '/api/v1/brand/profile',
    request: (p: { label: string; languageCode: string; collaborativeMode: boolean }) => ({ body: { label: p.label, language_code: p.languageCode, collaborative_mode: p.collaborativeMode } }),
  }),
};
