/**
 * What finishing a render does to a brand: credits spent, storage grown, and the alert
 * notifications a Laravel scheduler would send when a threshold is crossed (spec section 4:
 * credits 100/50/5, storage 75/90/100 %). Shared by the farm and the control API.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { BrandRow } from '../db/rows.ts';
import { announceSpend, announceStorage } from '../live/announce.ts';
import type { Publisher } from '../live/publisher.ts';
import * as kinds from '../notifications/kinds.ts';
import { type NotificationBus, notify } from '../notifications/store.ts';
import { CREDIT_THRESHOLDS } from '../../worker/contract/credit-notice';
import type { PrimaryRole } from '../../worker/contract/entities';
import { STORAGE_THRESHOLDS } from '../../worker/contract/storage-notice';
import { canSeeMoneyStorage } from '../../worker/contract/visibility';

export interface EffectDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly bus: NotificationBus;
}

/** The notice levels of the client's notices (worker/contract), highest credit and lowest storage first. */
const CREDIT_LEVELS = Object.values(CREDIT_THRESHOLDS).sort((a, b) => b - a);
const STORAGE_LEVELS = Object.values(STORAGE_THRESHOLDS).sort((a, b) => a - b);

export function storagePercent(b: Pick<BrandRow, 'storage_used_kib' | 'storage_total_kib'>): number {
  return b.storage_total_kib > 0 ? (b.storage_used_kib / b.storage_total_kib) * 100 : 0;
}

const brandById = (db: Db, id: number) => db.prepare('SELECT * FROM brands WHERE id = ?').get(id) as BrandRow;

/** Who hears about money and storage: everyone who may see them (section 6, the client's rule). */
function alertAudience(db: Db, brand: BrandRow): number[] {
  const members = db.prepare('SELECT user_id, primary_role FROM brand_users WHERE brand_id = ?').all(brand.id) as { user_id: number; primary_role: PrimaryRole }[];
  return members.filter((m) => canSeeMoneyStorage({ role: m.primary_role, collaborativeMode: brand.collaborative_mode === 1 })).map((m) => m.user_id);
}

function notifyAudience(d: EffectDeps, brand: BrandRow, type: string, data: Record<string, unknown>): void {
  const createdAt = d.clock.now().toISOString();
  for (const userId of alertAudience(d.db, brand)) notify(d.db, d.bus, { userId, brandId: brand.id, type, data, createdAt });
}

/**
 * Sets the balance (control API) or moves it by `delta` (farm), announcing and alerting. The
 * balance, its version (moved only when the balance moves) and the ledger row are written in one
 * transaction, so every balance the server ever answers has exactly one version.
 */
export function changeBalance(d: EffectDeps, brandId: number, next: { set?: number; delta?: number }, reason: string, buildId: number | null = null): BrandRow {
  const { before, after, amount } = d.db.transaction(() => {
    const before = brandById(d.db, brandId);
    const balance = Math.round((next.set ?? before.balance + (next.delta ?? 0)) * 100) / 100;
    const amount = Math.round((before.balance - balance) * 100) / 100;
    const now = d.clock.now().toISOString();
    if (amount !== 0) {
      d.db.prepare('UPDATE brands SET balance = ?, balance_version = balance_version + 1, updated_at = ? WHERE id = ?').run(balance, now, brandId);
      d.db.prepare('INSERT INTO credit_transactions (brand_id, amount, reason, visual_build_id, created_at) VALUES (?, ?, ?, ?, ?)').run(brandId, -amount, reason, buildId, now);
    }
    return { before, after: brandById(d.db, brandId), amount };
  })();
  announceSpend(d.publisher, after, amount);
  const crossed = CREDIT_LEVELS.filter((t) => before.balance >= t && after.balance < t).pop();
  if (crossed !== undefined) notifyAudience(d, after, kinds.NOTIFICATION_TYPES.LowCreditBalance, kinds.lowCredit(after, after.balance));
  return after;
}

/** Sets storage to a percentage (control API) or grows it by `addKib` (farm). */
export function changeStorage(d: EffectDeps, brandId: number, next: { percent?: number; addKib?: number }): BrandRow {
  const before = brandById(d.db, brandId);
  const used = next.percent !== undefined ? Math.round((before.storage_total_kib * next.percent) / 100) : before.storage_used_kib + (next.addKib ?? 0);
  const inodes = next.addKib !== undefined ? before.inode_used + 1 : before.inode_used;
  d.db.prepare('UPDATE brands SET storage_used_kib = ?, inode_used = ?, volume_used_kib = ?, updated_at = ? WHERE id = ?').run(used, inodes, Math.round(used * 1.1), d.clock.now().toISOString(), brandId);
  const after = brandById(d.db, brandId);
  announceStorage(d.publisher, after);
  const pBefore = storagePercent(before);
  const pAfter = storagePercent(after);
  const crossed = STORAGE_LEVELS.filter((t) => pBefore < t && pAfter >= t).pop();
  if (crossed !== undefined) notifyAudience(d, after, kinds.NOTIFICATION_TYPES.StorageUsageExceeded, kinds.storageExceeded(after, Math.floor(pAfter)));
  return after;
}
