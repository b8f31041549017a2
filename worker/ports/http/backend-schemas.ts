/**
 * Wire schemas of the REST answers (docs/api-wire.md) and their translation into domain
 * entities: snake_case in, camelCase out. Nothing here is exported but the translated schemas.
 */
import * as v from 'valibot';
import { LOCALES, PRIMARY_ROLES, type IncidentSeverity, type StorageUsage } from '../../contract/entities';
import { id, laravelBool, laravelNumber, nullableString, paginator, resource } from './laravel-primitives';

const KIB = 1024;

/** An unknown locale falls back to en, the product's fallback language (spec section 1). */
const locale = v.fallback(v.picklist(LOCALES), 'en');

const brandSummary = v.pipe(
  v.object({
    id,
    identifier: v.string(),
    label: v.string(),
    collaborative_mode: laravelBool,
    store_identifier: nullableString,
  }),
  v.transform((b) => ({
    id: b.id,
    identifier: b.identifier,
    label: b.label,
    collaborativeMode: b.collaborative_mode,
    storeIdentifier: b.store_identifier,
  })),
);

export const meSchema = resource(
  v.pipe(
    v.object({
      id,
      email: v.string(),
      name: v.string(),
      locale,
      last_brand: nullableString,
      is_mfa_enabled: laravelBool,
      is_password_valid: laravelBool,
      is_godlike: laravelBool,
      brands: v.array(brandSummary),
    }),
    v.transform((u) => ({
      user: {
        id: u.id,
        email: u.email,
        name: u.name,
        locale: u.locale,
        lastBrand: u.last_brand,
        isMfaEnabled: u.is_mfa_enabled,
        isPasswordValid: u.is_password_valid,
        isGodlike: u.is_godlike,
      },
      brands: u.brands,
    })),
  ),
);

export const invitesSchema = resource(
  v.array(
    v.pipe(
      v.object({ hash: v.string(), brand: v.optional(v.nullable(v.object({ label: nullableString })), null) }),
      v.transform((i) => ({ hash: i.hash, brandLabel: i.brand?.label ?? null })),
    ),
  ),
);

/**
 * `mnt_meta`: byte values are KiB on the wire (spec section 9: "KiB times 1024"). Inode and
 * volume figures are accepted but not used by the product.
 */
const storage = v.pipe(
  v.object({ used: laravelNumber, total: laravelNumber, percentage: laravelNumber, percentageInt: laravelNumber }),
  v.transform(
    (m): StorageUsage => ({
      used: m.used * KIB,
      total: m.total * KIB,
      percentage: m.percentage,
      percentageInt: Math.round(m.percentageInt),
    }),
  ),
);

const brand = v.pipe(
  v.object({
    id,
    identifier: v.string(),
    label: v.string(),
    language_code: nullableString,
    collaborative_mode: laravelBool,
    modules: v.optional(v.nullable(v.array(v.object({ label: v.string(), href: v.string() }))), null),
    // A brand whose usage was never calculated has no mnt_meta yet.
    mnt_meta: v.optional(v.nullable(storage), null),
  }),
  v.transform((b) => ({
    id: b.id,
    identifier: b.identifier,
    label: b.label,
    languageCode: b.language_code,
    collaborativeMode: b.collaborative_mode,
    modules: (b.modules ?? []).map((m) => ({ label: m.label, href: m.href })),
    storage: b.mnt_meta,
  })),
);

export const brandUserSchema = resource(
  v.pipe(
    v.object({
      id,
      user_id: id,
      brand_id: id,
      primary_role: v.picklist(PRIMARY_ROLES),
      team: v.optional(v.nullable(v.object({ id, name: v.string() })), null),
      uploads_root_directory_id: v.optional(v.nullable(id), null),
      brand,
    }),
    v.transform((bu) => ({
      id: bu.id,
      userId: bu.user_id,
      brandId: bu.brand_id,
      primaryRole: bu.primary_role,
      team: bu.team ? { id: bu.team.id, name: bu.team.name } : null,
      uploadsRootDirectoryId: bu.uploads_root_directory_id,
      brand: bu.brand,
    })),
  ),
);

export const balanceSchema = resource(
  v.pipe(
    v.object({ balance: laravelNumber }),
    v.transform((b) => b.balance),
  ),
);

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const buildsWidgetSchema = resource(
  v.pipe(
    v.object({ unfinished: count, unfinishedWithinEnvironment: count }),
    v.transform((w) => ({ unfinished: w.unfinished, unfinishedWithinEnvironment: w.unfinishedWithinEnvironment })),
  ),
);

/** Any severity other than high or medium is treated as success (spec section 3). */
function incidentSeverity(severity: string | null): IncidentSeverity {
  return severity === 'high' || severity === 'medium' ? severity : 'success';
}

export const incidentsSchema = paginator(
  v.pipe(
    v.object({
      id,
      severity: nullableString,
      body: v.string(),
      expires_at: nullableString,
      is_dismissed: v.optional(laravelBool, false),
    }),
    v.transform((i) => ({
      id: i.id,
      severity: incidentSeverity(i.severity),
      body: i.body,
      expiresAt: i.expires_at,
      isDismissed: i.is_dismissed,
    })),
  ),
);
