/** Health (polled by Playwright's webServer) and the public client configuration (no secrets). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

export function registerSystemRoutes(app: FastifyInstance, s: Services): void {
  app.get('/server/health', { config: { public: true } }, async () => ({ ok: true }));

  app.get('/server/api/v1/client-config', { config: { public: true } }, async () => ({
    // wsHost null: soketi runs on the host the page came from (works for localhost and LAN alike).
    pusher: { key: s.config.soketi.key, wsHost: null, wsPort: s.config.soketi.port, forceTLS: false },
    oauthClientId: s.config.oauthClientId,
    environment: s.config.environment,
    providerOrigin: s.config.providerOrigin,
    applicationName: 'Adcreative',
    // Error reporting (docs/error-reporting.md): null turns it off in the client.
    sentryDsn: s.config.sentryDsn,
  }));
}
