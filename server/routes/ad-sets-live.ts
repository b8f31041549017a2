/**
 * Tells the brand's open pages that an ad set changed (docs/ad-sets.md "Live"): every write of
 * the ad-set routes announces `AdSetUpdated` with the id only, and the clients refetch what shows
 * it. The writer's own page refetches once more too (no `toOthers`), which costs one request.
 */
import type { BrandRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { adSetUpdatedWire } from '../../worker/domains/ad-sets/contract';
import { publishLive, wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const AD_SET_UPDATED = wireEventName(adSetUpdatedWire.name);

export function announceAdSetUpdated(p: Publisher, brand: Pick<BrandRow, 'id' | 'identifier'>, adSetId: number): void {
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void publishLive(p, brandChannel(brand.identifier), adSetUpdatedWire, { type: 'live/ad-set-updated', brandId: brand.id, adSetId }).catch(() => undefined);
}
