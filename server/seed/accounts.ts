/** Seeds brands, users, teams, upload directories, memberships and invites. */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { INODE_TOTAL, SEED_BRANDS, SEED_INVITES, SEED_LAST_BRAND, SEED_MEMBERSHIPS, STORAGE_TOTAL_KIB } from './brands.ts';
import { SEED_PEOPLE } from './people.ts';

export const GODLIKE_USER_ID = 5;

export function storageUsedKib(percent: number): number {
  return Math.round((STORAGE_TOTAL_KIB * percent) / 100);
}

export function seedAccounts(db: Db, clock: Clock): void {
  const created = daysAgo(clock, 400);
  const brand = db.prepare(
    `INSERT INTO brands (id, identifier, label, language_code, collaborative_mode, store_identifier, modules, balance,
       storage_total_kib, storage_used_kib, inode_total, inode_used, volume_total_kib, volume_used_kib, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const b of SEED_BRANDS) {
    const used = storageUsedKib(b.storagePercent);
    brand.run(b.id, b.identifier, b.label, b.languageCode, b.collaborative ? 1 : 0, b.storeIdentifier, JSON.stringify(b.modules), b.balance,
      STORAGE_TOTAL_KIB, used, INODE_TOTAL, Math.round((INODE_TOTAL * b.storagePercent) / 200), STORAGE_TOTAL_KIB * 2, Math.round(used * 1.1), created, created);
  }

  const user = db.prepare(
    `INSERT INTO users (id, email, name, locale, last_brand_id, is_mfa_enabled, is_password_valid, is_godlike, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of SEED_PEOPLE) {
    user.run(p.id, p.email, p.name, p.locale, SEED_LAST_BRAND[p.id] ?? null, p.isMfaEnabled ? 1 : 0, p.isPasswordValid ? 1 : 0, p.isGodlike ? 1 : 0, created, created);
  }

  // Each brand gets a creative team and a root upload directory; editors get their own root
  // (the asset library link goes there for editors outside collaborative mode).
  const team = db.prepare('INSERT INTO teams (id, brand_id, name) VALUES (?, ?, ?)');
  const dir = db.prepare('INSERT INTO directories (id, brand_id, parent_id, name) VALUES (?, ?, ?, ?)');
  for (const b of SEED_BRANDS) {
    team.run(b.id, b.id, `${b.label} creative team`);
    dir.run(b.id, b.id, null, '/');
  }

  const memberships = [...SEED_MEMBERSHIPS];
  for (const b of SEED_BRANDS) {
    if (!memberships.some(([u, br]) => u === GODLIKE_USER_ID && br === b.id)) memberships.push([GODLIKE_USER_ID, b.id, 'manager']);
  }
  const member = db.prepare(
    `INSERT INTO brand_users (user_id, brand_id, primary_role, team_id, uploads_root_directory_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let nextDir = 1000;
  for (const [userId, brandId, role] of memberships) {
    let root = brandId;
    if (role === 'editor') {
      root = nextDir++;
      dir.run(root, brandId, brandId, `editor-${userId}`);
    }
    const inTeam = role === 'editor' || role === 'visitor';
    member.run(userId, brandId, role, inTeam ? brandId : null, root, created, created);
  }

  const invite = db.prepare('INSERT INTO brand_invites (brand_id, email, hash, primary_role, accepted_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const i of SEED_INVITES) invite.run(i.brandId, i.email, i.hash, i.role, i.accepted ? daysAgo(clock, 2) : null, daysAgo(clock, 3));
}
