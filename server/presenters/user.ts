/** JSON of users and their brand lists, as the Laravel UserResource shapes them. */
import type { Db } from '../db/database.ts';
import type { BrandRow, UserRow } from '../db/rows.ts';

export interface UserJson {
  id: number;
  email: string;
  name: string;
  locale: string;
  last_brand: string | null;
  is_mfa_enabled: boolean;
  is_password_valid: boolean;
  is_godlike: boolean;
  created_at: string;
  updated_at: string;
}

export function presentUser(db: Db, user: UserRow): UserJson {
  const lastBrand = user.last_brand_id === null ? null : (db.prepare('SELECT identifier FROM brands WHERE id = ?').pluck().get(user.last_brand_id) as string | undefined) ?? null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale,
    last_brand: lastBrand,
    is_mfa_enabled: user.is_mfa_enabled === 1,
    is_password_valid: user.is_password_valid === 1,
    is_godlike: user.is_godlike === 1,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

export interface BrandSummaryJson {
  id: number;
  label: string;
  identifier: string;
  collaborative_mode: boolean;
  store_identifier: string | null;
}

export function presentBrandSummary(b: BrandRow): BrandSummaryJson {
  return { id: b.id, label: b.label, identifier: b.identifier, collaborative_mode: b.collaborative_mode === 1, store_identifier: b.store_identifier };
}

export function brandsOf(db: Db, userId: number): BrandRow[] {
  return db.prepare('SELECT b.* FROM brands b JOIN brand_users bu ON bu.brand_id = b.id WHERE bu.user_id = ? ORDER BY b.label').all(userId) as BrandRow[];
}
