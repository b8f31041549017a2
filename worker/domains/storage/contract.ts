/**
 * The storage domain's contract: the brand's storage usage and its areas. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import type { StorageUsage } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { BrandMoneyQueryResults, StorageAreasQuery } from '../../contract/brand-money';
import { defineContract, metaOnlyWire } from '../contract-kit';

export interface LiveBrandStoreUsageCalculated extends LivePayloadMeta {
  readonly type: 'live/brand-store-usage-calculated';
}

export interface StorageRecalculated {
  readonly type: 'storage/recalculated';
  readonly storage: StorageUsage;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

export const brandStoreUsageCalculatedWire = metaOnlyWire<LiveBrandStoreUsageCalculated>()('BrandStoreUsageCalculated', 'brand', { type: 'live/brand-store-usage-calculated', brandId: 3 });

/** What the storage domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const storageContract = defineContract<{
  readonly watches: 'storage-area';
  readonly events: LiveBrandStoreUsageCalculated | StorageRecalculated;
  readonly queries: StorageAreasQuery;
  readonly results: Pick<BrandMoneyQueryResults, 'storage/areas'>;
}>()({ live: [brandStoreUsageCalculatedWire] });
