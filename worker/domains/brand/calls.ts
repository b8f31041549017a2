/** The brand user call (spec section 7) and its wire schema (docs/api-wire.md). */
import * as v from 'valibot';
import { PRIMARY_ROLES, type BrandUser, type StorageUsage } from '../../contract/entities';
import { defineCall } from '../../ports/http/call';
import { id, laravelBool, laravelNumber, nullableString, resource } from '../../ports/http/laravel-primitives';

const KIB = 1024;

/**
 * `mnt_meta`: byte values are KiB on the wire (spec section 9: "KiB times 1024"). Inode and
 * volume figures are accepted but not used by the product.
 */
const storage = v.pipe(
  v.object({ used: laravelNumber, total: laravelNumber, percentage: laravelNumber, percentageInt: laravelNumber }),
  v.transform((m): StorageUsage => ({ used: m.used * KIB, total: m.total * KIB, percentage: m.percentage, percentageInt: Math.round(m.percentageInt) })),
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

const brandUserSchema = resource(
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
    v.transform((bu): BrandUser => ({
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

export const brandCalls = {
  /** X-Brand selects the brand; 403 when the user is not a member. */
  brandUser: defineCall({ name: 'brandUser', method: 'GET', path: '/api/v1/brand-user', answer: brandUserSchema }),
};
