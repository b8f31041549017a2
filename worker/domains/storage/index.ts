/**
 * The brand's storage usage and the high-storage notice's dismissal, folded over every usage in
 * order. Usage arrives with the brand user (its mnt_meta); BrandStoreUsageCalculated makes the
 * brand domain refetch the brand user (at once after a reconnect), and the watched storage by area
 * refetch (areas.ts).
 */
import { dismissStorage, storageDismissalsAfter, storageNotice } from '../../contract/storage-notice';
import { shownNotice } from '../../contract/notice';
import type { StorageSlice } from './contract';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { brandStoreUsageCalculatedWire } from './contract';
import { defineDomain, defineSlice } from '../domain';
import { NO_STORAGE_DISMISSAL } from '../notices/no-dismissal';
import { storageAreasPatcher, storageCalls, storageQueries } from './areas';

const storageSlice = defineSlice({
  name: 'storage',
  initial: { usage: null, dismissal: NO_STORAGE_DISMISSAL },
  cases: {
    'storage/recalculated': (slice, event) => ({
      usage: event.storage,
      dismissal: { ...slice.dismissal, at: storageDismissalsAfter(slice.dismissal.at, event.storage.percentageInt) },
    }),
    'notices/restored': (slice, event) => ({
      ...slice,
      dismissal: { restored: true, at: slice.usage === null ? event.storage : storageDismissalsAfter(event.storage, slice.usage.percentageInt) },
    }),
    'notices/dismissed': (slice, event) =>
      event.notice === 'storage' ? { ...slice, dismissal: { ...slice.dismissal, at: dismissStorage(slice.dismissal.at, slice.usage?.percentageInt ?? null) } } : slice,
  },
  // The usage figure at the display cadence; the first usage, a notice level crossed and a dismissal at once.
  // (A dismissal's remembered value follows usage up: only what it shows counts.)
  cadence: (before, after) =>
    (before.usage === null) !== (after.usage === null) || before.dismissal.restored !== after.dismissal.restored || storageShown(before) !== storageShown(after) ? 'now' : 'display',
});

/** What usage shows a person besides its figure: the notice level, and whether its notice is dismissed. */
function storageShown(slice: StorageSlice): string {
  const notice = storageNotice(slice.usage?.percentageInt ?? null);
  return notice === null ? 'none' : `${notice.level}:${shownNotice(notice, slice.dismissal.at) === null ? 'dismissed' : 'shown'}`;
}

export const storageDomain = defineDomain({
  slice: storageSlice,
  calls: storageCalls,
  queries: storageQueries,
  patchers: [storageAreasPatcher],
  live: [
    liveEvent(brandStoreUsageCalculatedWire, (o) => withMeta({ type: 'live/brand-store-usage-calculated' }, o)),
  ],
});
