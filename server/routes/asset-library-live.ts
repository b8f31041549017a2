/**
 * Tells the brand's open library pages that a folder's content changed
 * (worker/contract/asset-library-live.ts, docs/live-events.md): one AssetLibraryUpdated per item
 * created, renamed or deleted, on the brand channel, so another member's open folder follows an
 * upload without reloading. The writer's own page hears it too (no `toOthers`); its worker already
 * holds the row and changes nothing.
 */
import type { AssetLibraryAction } from '../../worker/contract/asset-library-live';
import type { AssetItemType } from '../../worker/contract/asset-order';
import { brandChannel } from '../../worker/contract/live-channels';
import type { BrandRow } from '../db/rows.ts';
import { assetLibraryUpdatedWire } from '../../worker/domains/assets/contract';
import { publishLive, wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const ASSET_LIBRARY_EVENT = wireEventName(assetLibraryUpdatedWire.name);

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

/** `directoryId`: the folder the item is listed in (a file's folder, a folder's parent). */
export function announceAssetItem(p: Publisher, brand: Brand, action: AssetLibraryAction, type: AssetItemType, id: number, directoryId: number): void {
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void publishLive(p, brandChannel(brand.identifier), assetLibraryUpdatedWire, { type: 'live/asset-library-updated', brandId: brand.id, action, itemType: type, itemId: id, directoryId }).catch(() => undefined);
}
