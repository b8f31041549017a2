/**
 * Boots the data layer with the real adapters: client config from the server, real ports, engine.
 * Shared by the worker entry (worker/main.ts) and the in-process host (`?worker=0`), so both run
 * exactly the same code.
 */
import Pusher from 'pusher-js/worker';
import type { DataLayerApi } from '../contract/api';
import { createDataLayer } from '../host/create-data-layer';
import { createRealPorts } from '../ports/create-real-ports';
import { APP_VERSION } from './app-version';
import { fetchClientConfig } from './client-config';

export async function bootDataLayer(origin: string): Promise<DataLayerApi> {
  const config = await fetchClientConfig(origin);
  const ports = createRealPorts(
    { origin, oauthClientId: config.oauthClientId, pusher: config.pusher },
    Pusher as never,
  );
  return createDataLayer(ports, {
    appVersion: APP_VERSION,
    deployment: { environment: config.environment, providerOrigin: config.providerOrigin, applicationName: config.applicationName },
  });
}
