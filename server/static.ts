/**
 * Serves the built client (vite build output) at `/`, with SPA fallback: any GET that is not
 * an API, control or file path gets index.html so the client router can take over.
 *
 * Source maps stay in dist/ for the error-reporting service (docs/error-reporting.md) but are
 * never served: they would hand anyone the app's whole source. The build names none
 * (`sourcemap: 'hidden'`), no route serves one, and asking for one is a 404, not the SPA.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(server|__control)(\/|$)/;
const SOURCE_MAP = /\.map$/i;

/** The path as the router reads it (decoded), so `/%5F_control/x` or `/a.js%2Emap` are what they are. */
function routedPath(url: string): string {
  const raw = url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function registerClient(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'], globIgnore: ['**/*.map'] });

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = routedPath(request.url);
    if (NOT_SPA.test(path) || SOURCE_MAP.test(path)) return reply.status(404).send({ message: `The route ${path.replace(/^\//, '')} could not be found.` });
    if (!built) return reply.status(503).type('text/plain').send(`The client is not built: run \`npm run build\` (looked in ${root}).`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return built;
}
