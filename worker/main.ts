/**
 * Worker entry: owns every connection of the app and exposes the DataLayerApi through Comlink.
 *
 * The API is exposed synchronously, before boot finishes, so no call from the main thread can
 * arrive before the listener exists; each call waits for boot (or fails with boot's error).
 */
import * as Comlink from 'comlink';
import type { BatchListener, DataLayerApi, WorkerEntryApi } from './contract/api';
import { PROTOCOL_VERSION } from './contract/api';
import { bootDataLayer } from './boot/boot-data-layer';
import { createLateHost } from './boot/late-host';
import { launchFromWorkerName } from './scenario/launch';
import { pageLoadFromWorkerName } from './contract/page-load';
import { minimalLogFromWorkerName } from './contract/log-keeping';
import { warmNumberFormatting } from './boot/warm-number-formatting';

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

/** The page's services arrive through attachHost, after boot has started (boot/late-host.ts). */
const host = createLateHost();
// `?scenario=`: the page names the scenario in the worker's name, readable before anything boots.
const scenario = SCENARIOS_IN_BUILD ? launchFromWorkerName(self.name) : null;
// The tab and why the page loaded, from the same name: the tab's log continues (host/tab-log.ts).
// The benchmark's `?log=min` (contract/log-keeping.ts), from the same name.
const ready: Promise<DataLayerApi> = bootDataLayer(self.location.origin, host.services, scenario, pageLoadFromWorkerName(self.name), minimalLogFromWorkerName(self.name));
// Once boot's first calls are out: the page's first number formatter is then cheap (see the file).
warmNumberFormatting();

/** Remote listeners by subscription id, so unsubscribe can release their MessagePort. */
const remoteListeners = new Map<number, BatchListener>();

const api: WorkerEntryApi = {
  protocolVersion: PROTOCOL_VERSION,
  // Not waiting for boot: the data layer may need the page while it is still starting.
  attachHost: async (services) => host.attach(services),
  dispatch: async (command, options) => (await ready).dispatch(command, options),
  watch: async (query, brand, window) => (await ready).watch(query, brand, window),
  unwatch: async (id) => (await ready).unwatch(id),
  setWindow: async (id, window) => (await ready).setWindow(id, window),
  select: async (id, change, seq) => (await ready).select(id, change, seq),
  windowIds: async (id, pick) => (await ready).windowIds(id, pick),
  snapshot: async () => (await ready).snapshot(),
  subscribe: async (listener, options) => {
    const id = await (await ready).subscribe(listener, options);
    remoteListeners.set(id, listener);
    return id;
  },
  unsubscribe: async (id) => {
    await (await ready).unsubscribe(id);
    const listener = remoteListeners.get(id) as (BatchListener & Partial<Comlink.ProxyMethods>) | undefined;
    remoteListeners.delete(id);
    listener?.[Comlink.releaseProxy]?.();
  },
  streamEnvelopes: async (id, on) => (await ready).streamEnvelopes(id, on),
  exportLog: async (options) => (await ready).exportLog(options),
  liveStateHash: async () => (await ready).liveStateHash(),
  recentEnvelopes: async (count) => (await ready).recentEnvelopes(count),
  persistLog: async () => (await ready).persistLog(),
  inspectLog: async (text) => (await ready).inspectLog(text),
  inspectLogAt: async (index) => (await ready).inspectLogAt(index),
  editLog: async (edit) => (await ready).editLog(edit),
  searchLog: async (query) => (await ready).searchLog(query),
  viewLogAt: async (index) => (await ready).viewLogAt(index),
  checkScenario: async (text) => (await ready).checkScenario(text),
  exploreLogRaces: async (options) => (await ready).exploreLogRaces(options),
  dispose: async () => (await ready).dispose(),
};

Comlink.expose(api);
