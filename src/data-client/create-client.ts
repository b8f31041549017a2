/**
 * Creates the data layer for the page: in a dedicated worker through Comlink (default), or the
 * same engine in process with `?worker=0` (baseline for measuring the worker's benefit, and easier
 * to step through in a debugger). Both give the same DataLayerApi, plus the main thread's cache of
 * watched query results that bindToStore fills from the batches.
 */
import * as Comlink from 'comlink';
import type { BatchListener, DataLayerApi, HostServices, SubscribeOptions, WorkerEntryApi } from '../../worker/contract/api';
import { withPageLoad, type PageLoad } from '../../worker/contract/page-load';
import { withMinimalLog } from '../../worker/contract/log-keeping';
import { workerNameFor } from '../../worker/scenario/launch';
import { pageHostServices } from './host-services';
import type { ScenarioLaunch } from './scenario-launch';
import { LiveQueryCache } from './live-query-cache';
import { BatchCommits } from './batch-commits';

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

export type DataLayerMode = 'worker' | 'in-process';

export interface DataLayerClient {
  readonly mode: DataLayerMode;
  readonly api: DataLayerApi;
  /** Watched query results as the batches deliver them (filled by bindToStore, read by useLiveQuery). */
  readonly liveQueries: LiveQueryCache;
  /** When React committed a batch applied input first (batch-commits.tsx; its probe is in the app's providers). */
  readonly batchCommits: BatchCommits;
  /** Subscribes a listener to batches (api.ts SubscribeOptions). */
  subscribe(listener: BatchListener, options?: SubscribeOptions): Promise<BatchSubscription>;
  dispose(): Promise<void>;
}

export interface BatchSubscription {
  /** Unsubscribes and releases the listener's proxy. */
  unsubscribe(): void;
  /** Envelopes in this subscription's batches from now on, or not. */
  streamEnvelopes(on: boolean): void;
}

function subscriptionOf(api: Pick<DataLayerApi, 'unsubscribe' | 'streamEnvelopes'>, id: number): BatchSubscription {
  return {
    unsubscribe: () => void api.unsubscribe(id),
    streamEnvelopes: (on) => void api.streamEnvelopes(id, on),
  };
}

export function modeFromLocation(search: string): DataLayerMode {
  return new URLSearchParams(search).get('worker') === '0' ? 'in-process' : 'worker';
}

/**
 * `host`: what the page does for the data layer (host-services.ts); the real page's by default.
 * `scenario`: run that scenario's fakes instead of the real adapters (scenario-launch.ts); the
 * worker learns it from its name, before it boots.
 * `pageLoad`: the tab and why the page loaded (src/lib/page-load.ts), so the tab's event log
 * continues across its pages; told the same way. A scenario keeps its log to its page.
 * `minimalLog`: the benchmark's `?log=min` (worker/contract/log-keeping.ts), told the same way.
 */
export async function createDataLayerClient(
  mode: DataLayerMode,
  origin: string,
  host: HostServices = pageHostServices(),
  scenario: ScenarioLaunch | null = null,
  pageLoad: PageLoad | null = null,
  minimalLog = false,
): Promise<DataLayerClient> {
  const tab = scenario === null ? pageLoad : null;
  if (mode === 'in-process') {
    const { bootDataLayer } = await import('../../worker/boot/boot-data-layer');
    return wrapInProcess(await bootDataLayer(origin, host, scenario, tab, minimalLog));
  }
  const name = withMinimalLog(withPageLoad(SCENARIOS_IN_BUILD && scenario !== null ? workerNameFor(scenario) : 'data-layer', tab), minimalLog);
  const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name });
  const remote = Comlink.wrap<WorkerEntryApi>(worker);
  // First message to the worker: it may need the page before anything else is asked of it. The
  // proxy lives as long as the worker (terminated on dispose).
  await remote.attachHost(Comlink.proxy(host));
  return {
    mode,
    api: remote as unknown as DataLayerApi,
    liveQueries: new LiveQueryCache(),
    batchCommits: new BatchCommits(),
    async subscribe(listener, options) {
      // The listener stays referenced by this closure for the subscription's lifetime; on
      // unsubscribe the worker releases its end of the proxy (worker/main.ts), closing the port.
      return subscriptionOf(remote, await remote.subscribe(Comlink.proxy(listener), options));
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
    batchCommits: new BatchCommits(),
    async subscribe(listener, options) {
      return subscriptionOf(api, await api.subscribe(listener, options));
    },
    dispose: () => api.dispose(),
  };
}
