/**
 * The brand-admin domain's contract: the brand's administration pages, as the main thread sees
 * them: the person's audio uploads, the brand's billing details, the brand user's notification
 * settings, and the commands that write them. Each record has a fixed id (there is one per brand
 * or brand user) so watches can hold it. Pure (worker/domains/contract-kit.ts): the server, the
 * worker and, for types, the page import it.
 */
import { defineContract } from '../contract-kit';

/** The resources these watches are (query keys and records/changed name them). */
export type BrandAdminResource = 'billing-details' | 'notification-settings' | 'profile-uploads';

export interface UploadedAudio {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  /** Seconds, as the browser measured it when uploading. */
  readonly duration: number | null;
  readonly createdAt: string;
}

/** The person's upload directory (uploads_root_directory_id as a path) and the audio in it. */
export interface ProfileUploads {
  readonly id: 'profile-uploads';
  readonly directoryId: number | null;
  readonly path: string;
  readonly canUpload: boolean;
  readonly files: readonly UploadedAudio[];
}

export interface BillingAddress {
  readonly companyName: string;
  readonly billingEmail: string;
  readonly vatId: string;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

export interface BillingDetails {
  readonly id: 'billing-details';
  /** null: the brand has not entered any yet. */
  readonly details: BillingAddress | null;
  readonly updatedAt: string | null;
}

export type NotificationChannel = 'inApp' | 'email';

export interface NotificationPreferences {
  readonly groups: { readonly [G in NotificationGroup]: { readonly inApp: boolean; readonly email: boolean } };
  readonly lowCreditEmail: boolean;
  readonly storageEmail: boolean;
}

export interface NotificationSettings extends NotificationPreferences {
  readonly id: 'notification-settings';
}

export interface ProfileUploadsQuery {
  readonly kind: 'brand-admin/profile-uploads';
}
export interface BillingDetailsQuery {
  readonly kind: 'brand-admin/billing-details';
}
export interface NotificationSettingsQuery {
  readonly kind: 'brand-admin/notification-settings';
}

/** One audio file to `POST /uploads/file` (form data: file, duration, action=keep, path). */
export interface UploadAudioCommand {
  readonly type: 'brand-admin/upload-audio';
  readonly file: Blob;
  readonly name: string;
  /** Seconds, read in the browser (an audio element's metadata). */
  readonly duration: number;
  /** The person's upload directory. */
  readonly path: string;
}
export interface SaveBillingDetailsCommand {
  readonly type: 'brand-admin/save-billing-details';
  readonly details: BillingAddress;
}
export interface SaveNotificationSettingsCommand {
  readonly type: 'brand-admin/save-notification-settings';
  readonly settings: NotificationPreferences;
}
export interface SaveBrandProfileCommand {
  readonly type: 'brand-admin/save-brand-profile';
  readonly label: string;
  readonly languageCode: string;
  readonly collaborativeMode: boolean;
}

export type BrandAdminCommand = UploadAudioCommand | SaveBillingDetailsCommand | SaveNotificationSettingsCommand | SaveBrandProfileCommand;
export type BrandAdminQuery = ProfileUploadsQuery | BillingDetailsQuery | NotificationSettingsQuery;

/** The groups a brand user's notification settings are kept by. */
export const NOTIFICATION_GROUPS = ['ASSET_GROUP', 'AD_SET', 'VISUAL', 'WALLET', 'FEED', 'VISUAL_BUILD', 'ASSET_LIBRARY', 'GENERIC'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** What the brand-admin domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const brandAdminContract = defineContract<{
  readonly watches: BrandAdminResource;
  readonly commands: BrandAdminCommand;
  readonly queries: BrandAdminQuery;
  readonly results: {
    readonly 'brand-admin/profile-uploads': ProfileUploads;
    readonly 'brand-admin/billing-details': BillingDetails;
    readonly 'brand-admin/notification-settings': NotificationSettings;
  };
}>()();
