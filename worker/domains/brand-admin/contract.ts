/**
 * The brand-admin domain's contract: the brand's administration pages (contract/brand-admin.ts):
 * profile uploads, billing details, notification settings. Pure (worker/domains/contract-kit.ts):
 * the server, the worker and, for types, the page import it.
 */
import type { BillingDetails, BrandAdminCommand, BrandAdminQuery, NotificationSettings, ProfileUploads, BrandAdminResource } from '../../contract/brand-admin';
import { defineContract } from '../contract-kit';



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
