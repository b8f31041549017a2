/**
 * Serves the built client (vite build output) at `/`, with SPA fallback: any GET that is not
 * an API, control or file path gets index.html so the client router can take over. A POST to a
 * page path (a form the browser submitted itself, before or instead of the app's handler) is
 * answered 303 See Other to the same page, so the person sees the app rather than a JSON 404 and a
 * reload does not post again.
 *
 * The build leaves a brotli and a gzip copy beside each file worth compressing
 * (scripts/build/precompress.ts): `preCompressed` sends the best one the browser accepts (`.br`,
 * else `.gz`, else the file) with `Content-Encoding` and `Vary: Accept-Encoding` (on the plain file
 * too, so a shared cache never hands one browser's answer to another). The copies are never
 * addressed directly. Caching: http/static-cache.ts (content-hashed assets a year, the rest
 * revalidated).
 *
 * Source maps stay in dist/ for the error-reporting service (docs/error-reporting.md) but are
 * never served: they would hand anyone the app's whole source. The build names none
 * (`sourcemap: 'hidden'`), no route serves one, and asking for one is a 404, not the SPA.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE } from '../worker/contract/entities';
import { PAGE_SESSION_ELEMENT_ID } from '../worker/contract/page-config';
import { firstPaintFor } from './http/first-paint-page.ts';
import { indexPage } from './http/index-page.ts';
import { dataBlock } from './http/page-config.ts';
import { cacheControlFor } from './http/static-cache.ts';

const NOT_SPA = /^\/(server|__control)(\/|$)/;
/** Source maps, and the compressed copies `preCompressed` picks by itself: no client route, never served by name. */
const NOT_SERVED = /\.(map|br|gz)$/i;

/** The path as the router reads it (decoded), so `/%5F_control/x` or `/a.js%2Emap` are what they are. */
function routedPath(url: string): string {
  const raw = url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The page a POST came to, as a local path: leading slashes and backslashes fold into one, so
 * `//evil.example/x` (which a browser reads as another host) can never leave this origin.
 */
export function samePage(url: string): string {
  return `/${url.replace(/^[\\/]+/, '')}`;
}

/**
 * `clientConfig`: written into every index.html sent (http/index-page.ts), so the page need not ask
 * for it. A signed-in request's page also carries the person's session (`app.pageSession`,
 * http/page-session.ts): `no-store`, since it is that person's own data.
 */
export async function registerClient(app: FastifyInstance, distDir: string, clientConfig: unknown = null): Promise<boolean> {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, 'index.html'));
  const index = indexPage(resolve(root, 'index.html'), clientConfig);
  if (built)
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      // `/` is a client route like any other: the handler below sends index.html with the config.
      index: false,
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/'))),
    });

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = routedPath(request.url);
    if (NOT_SPA.test(path) || NOT_SERVED.test(path)) return reply.status(404).send({ message: `The route ${path.replace(/^\//, '')} could not be found.` });
    if (!built) return reply.status(503).type('text/plain').send(`The client is not built: run \`npm run build\` (looked in ${root}).`);
    // What is sent depends on the session cookie (a signed-in person's page carries their session).
    reply.header('vary', 'Accept-Encoding, Cookie');
    const session = app.pageSession?.(request, reply) ?? null;
    if (session !== null) {
      // The dashboard's frame and heading are drawn before any script runs (http/first-paint-page.ts).
      const firstPaint = firstPaintFor(request.url, request.cookies[LOCALE_COOKIE], session);
      const own = index.withBlocks(dataBlock(PAGE_SESSION_ELEMENT_ID, session), request.headers['accept-encoding'], firstPaint);
      reply.header('cache-control', 'no-store');
      if (own.encoding !== null) reply.header('content-encoding', own.encoding);
      return reply.type('text/html; charset=utf-8').send(own.body);
    }
    // `no-cache`: it names the current assets, so it is revalidated every time.
    const { body, encoding, etag } = index.forEncodings(request.headers['accept-encoding']);
    reply.header('cache-control', cacheControlFor('index.html')).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (encoding !== null) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });

  app.post('/*', { config: { public: true } }, async (request, reply) => {
    const path = routedPath(request.url);
    if (NOT_SPA.test(path) || NOT_SERVED.test(path)) return reply.status(404).send({ message: `The route ${path.replace(/^\//, '')} could not be found.` });
    return reply.redirect(samePage(request.url), 303);
  });
  return built;
}
