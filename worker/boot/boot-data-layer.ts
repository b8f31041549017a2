/**
 * Boots the data layer with the real adapters: client config from the server (written into the
 * page, else asked for), the signed-in session the page came with, real ports, engine
 * (or, for `?scenario=`, the scenario's fakes: boot-scenario.ts).
 * Shared by the worker entry (worker/main.ts) and the in-process host (`?worker=0`), so both run
 * exactly the same code.
 */
import Pusher from 'pusher-js/worker';
import type { DataLayerApi, HostServices } from '../contract/api';
import { storagePrefix } from '../contract/storage-prefix';
import { createDataLayer } from '../host/create-data-layer';
import { createRealPorts } from '../ports/create-real-ports';
import { APP_BUILD, APP_VERSION } from './app-version';
import { withHostStorm } from '../bench/host-storm';
import type { ScenarioLaunch } from '../scenario/launch';
import { loadClientConfig } from './client-config';
import type { PageLoad } from '../contract/page-load';
import { createTabLogStore } from '../ports/tab-log/create-tab-log-store';
import { MIN_LOG_CAPACITY } from '../contract/log-keeping';

/**
 * `?scenario=` is in every build but production: vite.config.ts defines `__SCENARIOS__` (false in
 * a plain `vite build`; undefined where Vite did not compile this, e.g. vitest). Written out in
 * each module that gates on it: the bundler folds the constant only within one module, and only
 * then drops the scenario imports and their chunks.
 */
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;
/** The benchmark's storm inside the host (bench/host-storm.ts): the same rule, vite.config.ts `__BENCH__`. */
declare const __BENCH__: boolean | undefined;
const BENCH_IN_BUILD = typeof __BENCH__ === 'undefined' || __BENCH__;

/**
 * `host`: what the page does for the data layer (reading the XSRF cookie after a 419).
 * `scenario`: run that scenario on its fakes instead (`?scenario=`; not in production builds).
 * `pageLoad`: the tab and why the page loaded: the tab's log continues across its pages
 * (host/tab-log.ts); null keeps the log to this page (a scenario always does).
 * `minimalLog`: the benchmark's `?log=min` (contract/log-keeping.ts): the smallest event log and no
 * copy of it in IndexedDB, to measure what keeping the log costs; ignored outside builds with the
 * benchmark's probes.
 */
export async function bootDataLayer(origin: string, host: HostServices, scenario: ScenarioLaunch | null = null, pageLoad: PageLoad | null = null, minimalLog = false): Promise<DataLayerApi> {
  if (SCENARIOS_IN_BUILD && scenario !== null) return (await import('./boot-scenario')).bootScenario(scenario, origin, host);
  // Both blocks of the page at once (each is a round trip to the page from a worker).
  const [configText, pageSession] = await Promise.all([host.clientConfig?.() ?? null, host.pageSession?.() ?? null]);
  const config = await loadClientConfig(origin, configText);
  const ports = createRealPorts(
    { origin, oauthClientId: config.oauthClientId, pusher: config.pusher, preferencesDatabase: `${storagePrefix(config.environment)}-preferences` },
    Pusher as never,
    { cookies: { readXsrfToken: async () => host.readXsrfToken() } },
  );
  const prefix = storagePrefix(config.environment);
  const minimal = BENCH_IN_BUILD && minimalLog;
  const store = pageLoad === null || minimal ? null : createTabLogStore(`${prefix}-event-log`, pageLoad.tabId, () => ports.clock.now());
  const tabLog = store === null || pageLoad === null ? undefined : { store, stored: await store.load(), reason: pageLoad.reason };
  return createDataLayer(BENCH_IN_BUILD ? { ...ports, live: withHostStorm(ports.live) } : ports, {
    appVersion: APP_VERSION,
    build: APP_BUILD,
    ...(minimal ? { logCapacity: MIN_LOG_CAPACITY } : {}),
    pageSession,
    ...(tabLog === undefined ? {} : { tabLog }),
    deployment: { environment: config.environment, providerOrigin: config.providerOrigin, applicationName: config.applicationName, sentryDsn: config.sentryDsn },
  });
}
