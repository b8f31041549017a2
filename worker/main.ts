/**
 * Worker entry: owns every connection of the app and exposes the DataLayerApi through Comlink.
 *
 * The API is exposed synchronously, before boot finishes, so no call from the main thread can
 * arrive before the listener exists; each call waits for boot (or fails with boot's error).
 */
import * as Comlink from 'comlink';
import type { DataLayerApi } from './contract/api';
import { PROTOCOL_VERSION } from './contract/api';
import { bootDataLayer } from './boot/boot-data-layer';

const ready: Promise<DataLayerApi> = bootDataLayer(self.location.origin);

const api: DataLayerApi = {
  protocolVersion: PROTOCOL_VERSION,
  dispatch: async (command) => (await ready).dispatch(command),
  query: async (query) => (await ready).query(query),
  snapshot: async () => (await ready).snapshot(),
  subscribe: async (listener) => (await ready).subscribe(listener),
  unsubscribe: async (id) => (await ready).unsubscribe(id),
  exportLog: async (options) => (await ready).exportLog(options),
  dispose: async () => (await ready).dispose(),
};

Comlink.expose(api);
