/**
 * Binds the data layer to the main thread: hydrates every slice of the jotai store from one
 * snapshot, then applies each batch as it comes, slices into the store and watched query results
 * into the client's live-query cache. Resolves once the store is hydrated, so the first render
 * sees real state.
 *
 * The listener's return value is the batch's acknowledgement (worker/contract/api.ts): until it
 * settles the worker sends nothing more and merges every further change into its next batch. By
 * default a batch is acknowledged as soon as it is applied; `acknowledge` can hold it longer, e.g.
 * until the next frame is painted (see after-next-paint.ts), so a busy main thread sets the pace.
 */
import type { Batch } from '../../worker/contract/api';
import { applyBatch, applySnapshot, envelopeViewersAtom, type AppStore } from '../state';
import { benchProbe } from './bench-probe';
import type { DataLayerClient } from './create-client';

export interface BindOptions {
  /** Called after each batch is applied; the batch counts as handled when its promise settles. */
  readonly acknowledge?: () => void | Promise<void>;
  /**
   * How a batch is applied: at once (the default: tests read the store right after), or input
   * first (the page: `inputFirst(client.batchCommits)`, input-first.ts), whose promise settles
   * once React committed it.
   */
  readonly apply?: (apply: () => void) => void | Promise<void>;
}

export async function bindToStore(client: DataLayerClient, store: AppStore, options: BindOptions = {}): Promise<() => void> {
  applySnapshot(store, await client.api.snapshot());
  const probe = benchProbe();
  const wanted = () => store.get(envelopeViewersAtom) > 0;
  const subscription = await client.subscribe(
    (batch: Batch) => {
      probe?.(batch);
      const apply = () => {
        applyBatch(store, batch);
        client.liveQueries.apply(batch.queries);
      };
      if (options.apply === undefined) {
        apply();
        return options.acknowledge?.();
      }
      const applied = options.apply(apply);
      return applied === undefined ? options.acknowledge?.() : applied.then(() => options.acknowledge?.());
    },
    // Envelopes only while a devtools view shows them (envelopeViewersAtom).
    { envelopes: wanted() },
  );
  let streaming = wanted();
  const stopFollowing = store.sub(envelopeViewersAtom, () => {
    if (wanted() === streaming) return;
    streaming = wanted();
    subscription.streamEnvelopes(streaming);
  });
  return () => {
    stopFollowing();
    subscription.unsubscribe();
  };
}
