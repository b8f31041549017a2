/**
 * The brand's storage usage. It arrives with the brand user (its mnt_meta); BrandStoreUsageCalculated
 * makes the brand domain refetch the brand user.
 */
import { liveEvent, metaOnlySchema, withMeta } from '../../ports/live/live-event-spec';
import { defineDomain, defineSlice } from '../domain';

const storageSlice = defineSlice({
  name: 'storage',
  initial: { usage: null },
  cases: {
    'storage/recalculated': (_slice, event) => ({ usage: event.storage }),
  },
});

export const storageDomain = defineDomain({
  slice: storageSlice,
  live: [
    liveEvent('BrandStoreUsageCalculated', 'brand', 'live/brand-store-usage-calculated', metaOnlySchema, (o) =>
      withMeta({ type: 'live/brand-store-usage-calculated' }, o),
    ),
  ],
});
