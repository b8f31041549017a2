/**
 * Domain entities as the engine and the UI see them. Ports translate wire JSON (Laravel
 * snake_case, Lighthouse GraphQL, Pusher payloads) into these shapes; nothing wire-shaped
 * crosses the port boundary.
 */

export const LOCALES = ['en', 'cs', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** The UI language's cookie (spec sections 1 and 9): the page's first render and the server's first paint read it. */
export const LOCALE_COOKIE = 'locale';

export const PRIMARY_ROLES = ['manager', 'developer', 'editor', 'visitor'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];

export interface User {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly locale: Locale;
  /** Identifier of the brand the user worked in last; null when the user has no brand. */
  readonly lastBrand: string | null;
  readonly isMfaEnabled: boolean;
  readonly isPasswordValid: boolean;
  readonly isGodlike: boolean;
}

/** One entry of the logged user's brand list. */
export interface BrandSummary {
  readonly id: number;
  readonly identifier: string;
  readonly label: string;
  readonly collaborativeMode: boolean;
  readonly storeIdentifier: string | null;
}

export interface BrandInvite {
  readonly hash: string;
  readonly brandLabel: string | null;
  /** The role and team the person will have once they accept (absent: not said). */
  readonly primaryRole?: PrimaryRole | null;
  readonly teamName?: string | null;
  /** When it can no longer be accepted (ISO; worker/contract/people.ts INVITE_VALID_DAYS). */
  readonly expiresAt?: string | null;
}

export interface BrandModule {
  readonly label: string;
  readonly href: string;
}

/** Storage usage of a brand. Byte values are plain bytes (the wire's KiB × 1024 already applied). */
export interface StorageUsage {
  readonly used: number;
  readonly total: number;
  readonly percentage: number;
  /** Whole-number usage percent, the one the alerts and the header use. */
  readonly percentageInt: number;
}

export interface Brand {
  readonly id: number;
  readonly identifier: string;
  readonly label: string;
  readonly languageCode: string | null;
  readonly collaborativeMode: boolean;
  readonly modules: readonly BrandModule[];
  readonly storage: StorageUsage | null;
}

export interface Team {
  readonly id: number;
  readonly name: string;
}

export interface BrandUser {
  readonly id: number;
  readonly userId: number;
  readonly brandId: number;
  readonly primaryRole: PrimaryRole;
  readonly team: Team | null;
  readonly uploadsRootDirectoryId: number | null;
  readonly brand: Brand;
}

export interface BuildsWidget {
  readonly unfinished: number;
  readonly unfinishedWithinEnvironment: number;
}

export const INCIDENT_SEVERITIES = ['high', 'medium', 'success'] as const;
/** Any severity other than high or medium is treated as success (spec section 3). */
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

export interface Incident {
  readonly id: number;
  readonly severity: IncidentSeverity;
  readonly body: string;
  readonly expiresAt: string | null;
  readonly isDismissed: boolean;
}

/**
 * A notification as stored by the server. `type` is the server's notification class name;
 * `data` stays an open record because its fields depend on the kind (spec section 3) and the
 * UI decides per kind what it can render (an unrecognised kind renders nothing).
 */
export interface AppNotification {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** ISO date-time, or null while unread. */
  readonly readAt: string | null;
  readonly createdAt: string;
}

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/**
 * What the server says about the deployment (GET /server/api/v1/client-config): shown by the
 * environment chip, and used for the provider's logout and security pages.
 */
export interface DeploymentInfo {
  /** dev, uat, production, ...; the chip shows only dev and uat. */
  readonly environment: string;
  /** The external account provider (its /logout and /user/security pages). */
  readonly providerOrigin: string | null;
  /** Sent as `application` to the provider's logout page. */
  readonly applicationName: string;
  /** Where the main thread reports errors (docs/error-reporting.md); null: error reporting is off. */
  readonly sentryDsn: string | null;
}

export const MAINTENANCE_SEVERITIES = ['high', 'medium', 'low'] as const;
export type MaintenanceSeverity = (typeof MAINTENANCE_SEVERITIES)[number];
