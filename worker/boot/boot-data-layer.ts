/**
 * Boots the data layer with the real adapters: client config from the server, real ports, engine.
 * Shared by the worker entry (worker/main.ts) and the in-process host (`?worker=0`), so both run
 * exactly the same code.
 */
import Pusher from 'pusher-js/worker';
import type { DataLayerApi, HostServices } from '../contract/api';
import { storagePrefix } from '../contract/storage-prefix';
import { createDataLayer } from '../host/create-data-layer';
import { createRealPorts } from '../ports/create-real-ports';
import { APP_VERSION } from './app-version';
import { fetchClientConfig } from './client-config';

/** `host`: what the page does for the data layer (reading the XSRF cookie after a 419). */
export async function bootDataLayer(origin: string, host: HostServices): Promise<DataLayerApi> {
  const config = await fetchClientConfig(origin);
  const ports = createRealPorts(
    { origin, oauthClientId: config.oauthClientId, pusher: config.pusher, preferencesDatabase: `${storagePrefix(config.environment)}-preferences` },
    Pusher as never,
    { cookies: { readXsrfToken: async () => host.readXsrfToken() } },
  );
  return createDataLayer(ports, {
    appVersion: APP_VERSION,
    deployment: { environment: config.environment, providerOrigin: config.providerOrigin, applicationName: config.applicationName, sentryDsn: config.sentryDsn },
  });
}
