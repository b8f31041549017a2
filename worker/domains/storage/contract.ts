/**
 * The storage domain's contract: the brand's storage usage and its areas. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import type { StorageUsage } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { BrandMoneyQueryResults, StorageAreasQuery } from '../../contract/brand-money';
import { defineContract, metaOnlyWire } from '../contract-kit';
import type { NoticeDismissalState } from '../../contract/notice';
import type { StorageDismissibleLevel } from '../../contract/storage-notice';

export interface LiveBrandStoreUsageCalculated extends LivePayloadMeta {
  readonly type: 'live/brand-store-usage-calculated';
}

export interface StorageRecalculated {
  readonly type: 'storage/recalculated';
  readonly storage: StorageUsage;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

export const brandStoreUsageCalculatedWire = metaOnlyWire<LiveBrandStoreUsageCalculated>()('BrandStoreUsageCalculated', 'brand', { type: 'live/brand-store-usage-calculated', brandId: 3 });

// ---------------------------------------------------------------- its slice of the engine's state

export interface StorageSlice {
  readonly usage: StorageUsage | null;
  readonly dismissal: NoticeDismissalState<StorageDismissibleLevel>;
}

/** What the storage domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const storageContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly storage: StorageSlice };
  readonly watches: 'storage-area';
  readonly events: LiveBrandStoreUsageCalculated | StorageRecalculated;
  readonly queries: StorageAreasQuery;
  readonly results: Pick<BrandMoneyQueryResults, 'storage/areas'>;
}>()({ live: [brandStoreUsageCalculatedWire] });
