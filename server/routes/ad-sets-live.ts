/**
 * Tells the brand's open pages that an ad set changed (docs/ad-sets.md "Live"): every write of
 * the ad-set routes announces `AdSetUpdated` with the id only, and the clients refetch what shows
 * it. The writer's own page refetches once more too (no `toOthers`), which costs one request.
 */
import type { BrandRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const AD_SET_UPDATED = wireEventName('AdSetUpdated');

export function announceAdSetUpdated(p: Publisher, brand: Pick<BrandRow, 'id' | 'identifier'>, adSetId: number): void {
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void p.publish(brandChannel(brand.identifier), AD_SET_UPDATED, { brandId: brand.id, adSet: { id: adSetId } }).catch(() => undefined);
}
