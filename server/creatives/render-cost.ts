/**
 * The money rule of renders: a render the brand cannot pay for is refused when it is
 * asked for, instead of being accepted and failing later in the farm. Credits already promised
 * to the brand's queued and rendering builds count as spent, so a burst of requests cannot
 * overdraw the balance either.
 */
import type { Db } from '../db/database.ts';
import type { BrandRow } from '../db/rows.ts';
import { maySeeMoneyStorage, type BrandContext } from '../http/context.ts';
import { rendersCost } from '../../worker/contract/render-cost';
import { fieldError } from '../http/errors.ts';

const round = (n: number) => Math.round(n * 100) / 100;

export function reservedCredits(db: Db, brandId: number): number {
  return db.prepare("SELECT COALESCE(SUM(cost), 0) FROM visual_builds WHERE brand_id = ? AND status IN ('queued', 'rendering')").pluck().get(brandId) as number;
}

/**
 * Throws Laravel's 422 `{ message, errors: { balance: [...] } }` when `count` builds cost more
 * than the brand has available. People who may not see the balance (spec section 6) get the
 * refusal without the figures.
 */
export function assertAffordable(db: Db, brand: BrandRow, count: number, mayseeBalance: boolean): void {
  const cost = rendersCost(count);
  const reserved = round(reservedCredits(db, brand.id));
  const available = round(brand.balance - reserved);
  if (available >= cost) return;
  const renders = `${count} render${count === 1 ? '' : 's'}`;
  if (!mayseeBalance) throw fieldError('balance', `The brand does not have enough credits to start ${renders}.`);
  const detail = reserved > 0 ? ` (balance ${round(brand.balance)}, ${reserved} reserved by unfinished renders)` : '';
  throw fieldError('balance', `Not enough credits to start ${renders}: ${count === 1 ? 'it costs' : 'they cost'} ${cost} and the brand has ${Math.max(0, available)} available${detail}.`);
}

/** Who may not see the balance (spec section 6) gets a refusal that names no figures. */
export const maySeeBalance = (ctx: Pick<BrandContext, 'brand' | 'brandUser'>): boolean => maySeeMoneyStorage(ctx);
