/**
 * Serves the built client (vite build output) at `/`, with SPA fallback: any GET that is not
 * an API, control or file path gets index.html so the client router can take over.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(server|__control)(\/|$)/;

export async function registerClient(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (NOT_SPA.test(path)) return reply.status(404).send({ message: `The route ${path.replace(/^\//, '')} could not be found.` });
    if (!built) return reply.status(503).type('text/plain').send(`The client is not built: run \`npm run build\` (looked in ${root}).`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return built;
}
