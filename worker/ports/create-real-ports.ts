/**
 * Wires the real adapters into the engine's `Ports`. The Pusher class is a parameter: the worker
 * entry passes `pusher-js/worker`, Node code the Node build, so this module never imports a
 * platform-specific pusher-js build itself.
 *
 * One XSRF token cell is shared by REST, GraphQL and channel authorisation: the engine hands the
 * token in once (backend.setXsrfToken or live.setXsrfToken) and every call uses the current one.
 */
import { asyncScheduler } from 'rxjs';
import { LIVE_EVENTS } from '../domains/registry';
import { createGraphql } from './graphql/create-graphql';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from './http/create-http-port';
import type { FetchLike } from './http/http-client';
import { createXsrfTokenCell } from './http/request-headers';
import { createLivePort, type PusherConstructor } from './live/create-live-port';
import { createPreferencesPort } from './preferences/create-preferences-port';
import { createOutboxStore, outboxDatabaseName } from './outbox/create-outbox-store';
import type { CookiePort, Ports } from './types';
import { createQueuedMessagesYield, runsInWorker } from './queued-messages';
import { withUploadProgress } from './http/upload-progress-fetch';

export interface RealPortsConfig {
  /** e.g. `self.location.origin`; the API lives under `${origin}/server`. */
  readonly origin: string;
  readonly oauthClientId: string;
  readonly pusher: { readonly key: string; readonly wsHost: string; readonly wsPort: number; readonly forceTLS: boolean };
  /** The IndexedDB database of the preferences port (storage-prefix.ts). */
  readonly preferencesDatabase: string;
}

export interface RealPortsExtras {
  /** Defaults to the global fetch. */
  readonly fetch?: FetchLike;
  /** Defaults to the global WebSocket (graphql-ws). */
  readonly webSocketImpl?: unknown;
  /** The page's cookies (boot passes the host's); defaults to a page without cookies (Node tests). */
  readonly cookies?: CookiePort;
}

const NO_COOKIES: CookiePort = { readXsrfToken: async () => null };

export function createRealPorts(config: RealPortsConfig, PusherClass: PusherConstructor, extras: RealPortsExtras = {}): Ports {
  // Called through a closure: a bare `fetch` reference invoked as a method of another object
  // throws "Illegal invocation" in browsers.
  // Uploads that ask for progress go through XHR (upload-progress-fetch.ts); a given fetch (tests) is used as it is.
  const fetchImpl: FetchLike = extras.fetch ?? withUploadProgress((input, init) => fetch(input, init));
  const xsrf = createXsrfTokenCell();
  return {
    backend: createHttpPort({ fetch: fetchImpl, origin: config.origin, xsrf, env: { oauthClientId: config.oauthClientId, oauthScope: DEFAULT_OAUTH_SCOPE } }),
    graphql: createGraphql({ fetch: fetchImpl, origin: config.origin, xsrf, webSocketImpl: extras.webSocketImpl }),
    live: createLivePort({ ...config.pusher, origin: config.origin, Pusher: PusherClass, fetch: fetchImpl, xsrf, events: LIVE_EVENTS }),
    clock: Date,
    cookies: extras.cookies ?? NO_COOKIES,
    preferences: createPreferencesPort(config.preferencesDatabase),
    outbox: createOutboxStore(outboxDatabaseName(config.preferencesDatabase)),
    scheduler: asyncScheduler,
    ...(runsInWorker() ? { yieldToQueuedMessages: createQueuedMessagesYield() } : {}),
  };
}
