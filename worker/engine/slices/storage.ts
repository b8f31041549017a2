/** The brand's storage usage (from the brand user's mnt_meta). */
import type { EventOf } from '../../contract/events';
import type { StorageSlice } from '../../contract/snapshot';

export type StorageEvent = EventOf<'storage/recalculated'>;

export const initialStorage: StorageSlice = { usage: null };

export function reduceStorage(slice: StorageSlice, event: StorageEvent): StorageSlice {
  switch (event.type) {
    case 'storage/recalculated':
      return { usage: event.storage };
    default: {
      const _exhaustive: never = event.type;
      return slice;
    }
  }
}
