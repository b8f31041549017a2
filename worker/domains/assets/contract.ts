/**
 * The assets domain's contract: the asset library and asset groups (contract/assets.ts), and the
 * live event that keeps open folders in step. Pure (worker/domains/contract-kit.ts): the server,
 * the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { AssetsCommand, AssetsQuery, AssetsQueryResults, AssetsResource } from '../../contract/assets';
import { ASSET_LIBRARY_ACTIONS, type AssetLibraryAction } from '../../contract/asset-library-live';
import { ASSET_ITEM_TYPES, type AssetItemType } from '../../contract/asset-order';
import { defineContract, liveId, liveWire, meta, metaWire } from '../contract-kit';

/**
 * Someone changed a folder's content in the asset library (contract/asset-library-live.ts): the
 * folder's open listing takes the row in or out, and the folder's own tile is fetched again.
 */
export interface LiveAssetLibraryUpdated extends LivePayloadMeta {
  readonly type: 'live/asset-library-updated';
  readonly action: AssetLibraryAction;
  readonly itemType: AssetItemType;
  readonly itemId: number;
  /** The folder the item is listed in (a file's folder, a folder's parent). */
  readonly directoryId: number;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** Rows by id: the folders' and the files' ids (`folder:4` → folders[]=4). */
export interface ItemIds {
  readonly folders: readonly string[];
  readonly files: readonly string[];
}

/** A folder's content changed (contract/asset-library-live.ts): the open listing follows (assets/live.ts). */
export const assetLibraryUpdatedWire = liveWire({
  name: 'AssetLibraryUpdated',
  channel: 'brand',
  type: 'live/asset-library-updated',
  schema: v.object({ ...meta, action: v.picklist(ASSET_LIBRARY_ACTIONS), item: v.object({ type: v.picklist(ASSET_ITEM_TYPES), id: liveId, directoryId: liveId }) }),
  encode: (e: LiveAssetLibraryUpdated) => ({ ...metaWire(e), action: e.action, item: { type: e.itemType, id: e.itemId, directoryId: e.directoryId } }),
  example: { type: 'live/asset-library-updated', brandId: 3, action: 'created', itemType: 'file', itemId: 31, directoryId: 4 },
});

/** What the assets domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const assetsContract = defineContract<{
  readonly watches: AssetsResource;
  readonly events: LiveAssetLibraryUpdated;
  readonly commands: AssetsCommand;
  readonly queries: AssetsQuery;
  readonly results: AssetsQueryResults;
}>()({ live: [assetLibraryUpdatedWire] });
