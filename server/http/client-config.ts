/**
 * The public client configuration (no secrets): where the Pusher-protocol server is, which OAuth
 * client the app is, the environment. Answered at /server/api/v1/client-config and written into
 * every index.html the server sends (page-config.ts), so a first load does not wait a round trip
 * for it. Read by worker/boot/client-config.ts.
 */
import type { StackConfig } from '../config.ts';

export function clientConfigOf(config: StackConfig) {
  return {
    // wsHost null: soketi runs on the host the page came from (works for localhost and LAN alike).
    pusher: { key: config.soketi.key, wsHost: null, wsPort: config.soketi.port, forceTLS: false },
    oauthClientId: config.oauthClientId,
    environment: config.environment,
    providerOrigin: config.providerOrigin,
    applicationName: 'Adcreative',
    // Error reporting (docs/error-reporting.md): null turns it off in the client.
    sentryDsn: config.sentryDsn,
  };
}
