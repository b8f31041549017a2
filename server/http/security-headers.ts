/**
 * Security headers on every answer of the API server: the API, the built client and its files,
 * errors and 404s. Routes may replace them (the inline frames' sandbox CSP, http/inline-frame.ts).
 *
 * The app's Content-Security-Policy, directive by directive:
 * - script-src 'self': Vite's production output is module scripts and modulepreload links, no
 *   inline script and no eval. (The dev server needs an inline React Refresh preamble, but in
 *   dev Vite serves the page, not this server.)
 * - style-src 'self': one built stylesheet plus per-chunk <link>s; React's `style` props go
 *   through the CSSOM, which CSP does not govern.
 * - worker-src 'self': the data layer is a module worker built as its own file (no blob: URL).
 *   A worker created from a URL gets this same header with its script, so its connections are
 *   checked against connect-src too.
 * - connect-src: the API and GraphQL over HTTP and WebSocket on this origin, soketi (the live
 *   gate's port on the page's host: client-config gives `wsHost: null`), and the account provider.
 * - report-uri (outside production): violations, the workers' included, go to http/csp-reports.ts.
 * - frame-src: the tester's previews (same origin) and a brand's modules, which are its own
 *   http(s) sites (the modules page checks a link is one of the brand's modules before framing it).
 * - frame-ancestors 'self' (and X-Frame-Options for older browsers): only the app frames itself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StackConfig } from '../config.ts';
import { CSP_REPORT_PATH } from './csp-reports.ts';

const HOST = /^(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Where the browser sees the page: the request's Host header, or the configured origin's if it is odd. */
function pageHost(request: FastifyRequest, config: StackConfig): URL {
  const host = request.headers.host ?? '';
  return new URL(HOST.test(host) ? `${new URL(config.appOrigin).protocol}//${host}` : config.appOrigin);
}

export function appContentSecurityPolicy(config: StackConfig, page: URL): string {
  const ws = page.protocol === 'https:' ? 'wss:' : 'ws:';
  // soketi's port on the page's host (client-config says `wsHost: null`), over ws and wss: pusher-js
  // tries the other scheme when a connection keeps failing. GraphQL's socket is on the page's own origin.
  const live = [`ws://${page.hostname}:${config.soketi.port}`, `wss://${page.hostname}:${config.soketi.port}`];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The audio picker reads a chosen file's duration with an <audio> element on a blob: URL (brand-admin).
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", `${ws}//${page.host}`, ...live, new URL(config.providerOrigin).origin],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'https:', 'http:'],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Outside production, violations are reported (the page's and its workers'): http/csp-reports.ts.
    ...(config.production ? {} : { 'report-uri': [CSP_REPORT_PATH] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Headers every answer carries, whatever its type. */
const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function installSecurityHeaders(app: FastifyInstance, config: StackConfig): void {
  // onRequest, so errors, 404s and answers of hooks that stop a request early carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      ...COMMON_SECURITY_HEADERS,
      'content-security-policy': appContentSecurityPolicy(config, pageHost(request, config)),
      'x-frame-options': 'SAMEORIGIN',
    });
  });
}
