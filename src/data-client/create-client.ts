/**
 * Creates the data layer for the page: in a dedicated worker through Comlink (default), or the
 * same engine in process with `?worker=0` (baseline for measuring the worker's benefit, and easier
 * to step through in a debugger). Both give the same DataLayerApi, plus the main thread's cache of
 * watched query results that bindToStore fills from the batches.
 */
import * as Comlink from 'comlink';
import type { BatchListener, DataLayerApi } from '../../worker/contract/api';
import { LiveQueryCache } from './live-query-cache';

export type DataLayerMode = 'worker' | 'in-process';

export interface DataLayerClient {
  readonly mode: DataLayerMode;
  readonly api: DataLayerApi;
  /** Watched query results as the batches deliver them (filled by bindToStore, read by useLiveQuery). */
  readonly liveQueries: LiveQueryCache;
  /** Subscribes a listener to batches; the returned function unsubscribes and releases the proxy. */
  subscribe(listener: BatchListener): Promise<() => void>;
  dispose(): Promise<void>;
}

export function modeFromLocation(search: string): DataLayerMode {
  return new URLSearchParams(search).get('worker') === '0' ? 'in-process' : 'worker';
}

export async function createDataLayerClient(mode: DataLayerMode, origin: string): Promise<DataLayerClient> {
  if (mode === 'in-process') {
    const { bootDataLayer } = await import('../../worker/boot/boot-data-layer');
    return wrapInProcess(await bootDataLayer(origin));
  }
  const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'data-layer' });
  const remote = Comlink.wrap<DataLayerApi>(worker);
  return {
    mode,
    api: remote as unknown as DataLayerApi,
    liveQueries: new LiveQueryCache(),
    async subscribe(listener) {
      // The listener stays referenced by this closure for the subscription's lifetime; on
      // unsubscribe the worker releases its end of the proxy (worker/main.ts), closing the port.
      const id = await remote.subscribe(Comlink.proxy(listener));
      return () => void remote.unsubscribe(id);
    },
    async dispose() {
      await remote.dispose();
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** Wraps an in-process DataLayerApi (also used by component tests with fake ports). */
export function wrapInProcess(api: DataLayerApi): DataLayerClient {
  return {
    mode: 'in-process',
    api,
    liveQueries: new LiveQueryCache(),
    async subscribe(listener) {
      const id = await api.subscribe(listener);
      return () => void api.unsubscribe(id);
    },
    dispose: () => api.dispose(),
  };
}
