/** Health (polled by Playwright's webServer) and the public client configuration (no secrets). */
import type { FastifyInstance } from 'fastify';
import { clientConfigOf } from '../http/client-config.ts';
import type { Services } from '../services.ts';

export function registerSystemRoutes(app: FastifyInstance, s: Services): void {
  app.get('/server/health', { config: { public: true } }, async () => ({ ok: true }));

  app.get('/server/api/v1/client-config', { config: { public: true } }, async () => clientConfigOf(s.config));
}
