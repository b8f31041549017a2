/**
 * Tells the brand's open pages that a feed changed (docs/feeds.md "Live"): every write of the
 * feed routes, the API push, the schedule's fetches (good or failed) and the generic rename,
 * archive and restore announce `FeedUpdated` with the id and what happened; the clients refetch
 * what shows feeds and products. The writer's own page refetches once more too (no `toOthers`),
 * which costs one request.
 */
import type { BrandRow } from '../db/rows.ts';
import type { Db } from '../db/database.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { feedUpdatedWire, type FeedChange } from '../../worker/domains/feeds/contract';
import { publishLive, wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const FEED_UPDATED = wireEventName(feedUpdatedWire.name);

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

export function announceFeedUpdated(p: Publisher, brand: Brand, feedId: number, action: FeedChange): void {
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void publishLive(p, brandChannel(brand.identifier), feedUpdatedWire, { type: 'live/feed-updated', brandId: brand.id, feedId, action }).catch(() => undefined);
}

/** The same, from a feed's brand id (the schedule and the API push have no signed-in brand). */
export function announceFeedOfBrand(p: Publisher, db: Db, brandId: number, feedId: number, action: FeedChange): void {
  const brand = db.prepare('SELECT id, identifier FROM brands WHERE id = ?').get(brandId) as Brand | undefined;
  if (brand) announceFeedUpdated(p, brand, feedId, action);
}
