/**
 * Binds the data layer to the jotai store: hydrates every slice from one snapshot, then applies
 * batches as they come. Resolves once the store is hydrated, so the first render sees real state.
 */
import type { Batch } from '../../worker/contract/api';
import { applyBatch, applySnapshot, type AppStore } from '../state';
import type { DataLayerClient } from './create-client';

export async function bindToStore(client: DataLayerClient, store: AppStore): Promise<() => void> {
  applySnapshot(store, await client.api.snapshot());
  return client.subscribe((batch: Batch) => applyBatch(store, batch));
}
