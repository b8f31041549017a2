/**
 * BrandUser JSON with its brand and the brand's storage figures (`mnt_meta`). Storage values
 * are in KiB, as the production mount reports them; the client multiplies by 1024.
 */
import type { Db } from '../db/database.ts';
import type { BrandRow, BrandUserRow } from '../db/rows.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const pct = (used: number, total: number) => (total > 0 ? round2((used / total) * 100) : 0);

export interface MntMeta {
  used: number;
  total: number;
  percentage: number;
  usedInode: number;
  totalInode: number;
  percentageInode: number;
  usedVolume: number;
  totalVolume: number;
  percentageVolume: number;
  percentageInt: number;
}

export function mntMeta(b: BrandRow): MntMeta {
  const percentage = pct(b.storage_used_kib, b.storage_total_kib);
  return {
    used: b.storage_used_kib,
    total: b.storage_total_kib,
    percentage,
    usedInode: b.inode_used,
    totalInode: b.inode_total,
    percentageInode: pct(b.inode_used, b.inode_total),
    usedVolume: b.volume_used_kib,
    totalVolume: b.volume_total_kib,
    percentageVolume: pct(b.volume_used_kib, b.volume_total_kib),
    percentageInt: Math.floor(percentage),
  };
}

export function presentBrand(b: BrandRow) {
  return {
    id: b.id,
    label: b.label,
    identifier: b.identifier,
    language_code: b.language_code,
    collaborative_mode: b.collaborative_mode === 1,
    store_identifier: b.store_identifier,
    modules: JSON.parse(b.modules) as { label: string; href: string }[],
    mnt_meta: mntMeta(b),
  };
}

export function presentBrandUser(db: Db, bu: BrandUserRow, brand: BrandRow) {
  const team = bu.team_id === null ? null : ((db.prepare('SELECT id, name FROM teams WHERE id = ?').get(bu.team_id) as { id: number; name: string } | undefined) ?? null);
  return {
    id: bu.id,
    user_id: bu.user_id,
    brand_id: bu.brand_id,
    primary_role: bu.primary_role,
    team,
    team_id: bu.team_id,
    uploads_root_directory_id: bu.uploads_root_directory_id,
    brand: presentBrand(brand),
  };
}
