/**
 * Writes one bridge batch into the store. Only the slices present in `changed` are set, so atoms
 * of unchanged slices are not touched and their readers do not re-render. While the app shows a
 * past moment of a loaded log, the live slices are kept aside until "Back to live" (past-moment.ts).
 */
import type { Batch } from '../../worker/contract/api';
import type { BridgedSnapshot, SliceName } from '../../worker/contract/snapshot';
import { bridgeStatsAtom, RECENT_ENVELOPES_MAX, recentEnvelopesAtom } from './envelope-log-atom';
import { takeLiveSlice } from './past-moment';
import { sliceAtoms } from './slice-atoms';
import type { AppStore } from './store';

export function applySnapshot(store: AppStore, snapshot: BridgedSnapshot): void {
  for (const name of Object.keys(sliceAtoms) as SliceName[]) {
    if (takeLiveSlice(store, name, snapshot[name])) store.set(sliceAtoms[name] as never, snapshot[name] as never);
  }
}

export function applyBatch(store: AppStore, batch: Batch): void {
  for (const [name, value] of Object.entries(batch.changed) as [SliceName, unknown][]) {
    const target = sliceAtoms[name];
    // While a past moment is shown (past-moment.ts) the live slice waits in the mirror.
    if (target !== undefined && takeLiveSlice(store, name, value)) store.set(target as never, value as never);
  }
  if (batch.envelopes.length > 0) {
    const recent = store.get(recentEnvelopesAtom);
    const merged = recent.concat(batch.envelopes);
    store.set(recentEnvelopesAtom, merged.length > RECENT_ENVELOPES_MAX ? merged.slice(-RECENT_ENVELOPES_MAX) : merged);
  }
  const stats = store.get(bridgeStatsAtom);
  store.set(bridgeStatsAtom, {
    batches: stats.batches + 1,
    lastBatch: batch.batch,
    envelopes: stats.envelopes + batch.envelopes.length,
  });
}
