/**
 * Keeps other websites away from the control API. It has no session and no CSRF token (it is a
 * local tool), so without this any page the developer opens could reset the database with a
 * form post or a no-cors fetch. Browsers say where a request comes from: `Origin` (every POST,
 * and cross-origin fetches) and `Sec-Fetch-Site`; anything from another origin is 403. A body
 * must be JSON: no page can send `application/json` to another origin without a CORS preflight
 * this server never grants, while forms and no-cors fetches can send urlencoded, multipart and
 * text/plain. Node callers and Playwright's request fixture send neither header and JSON bodies.
 *
 * The guard is a hook of each control route, not a test of the request's URL: the router
 * decodes the path (`/%5F_control/reset` is the route `/__control/reset`), so a string test on
 * the raw URL lets encoded spellings through. Whatever spelling matched a control
 * route, that route's own hook runs before its body is parsed or its handler runs.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { StackConfig } from '../config.ts';

/** A route pattern of the control API (the pattern the router matched, never a raw URL). */
const CONTROL_ROUTE = /^\/__control(\/|$)/;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The origins the app is served from: the configured one (Vite's in dev) and the API server's own. */
function ownOrigins(config: StackConfig): ReadonlySet<string> {
  return new Set([new URL(config.appOrigin).origin, `http://localhost:${config.apiPort}`, `http://127.0.0.1:${config.apiPort}`]);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** JSON, or nothing at all: a form or text/plain content type is refused even with an empty body. */
function isJsonOrBodyless(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type === undefined ? !hasBody(request) : JSON_TYPE.test(type);
}

/** Why the request is refused (status and message), or null when it may go on. */
function controlRefusal(request: FastifyRequest, own: ReadonlySet<string>): { status: number; message: string } | null {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const foreignOrigin = origin !== undefined && !own.has(origin);
  // same-site: another port of this host (the account provider, say), unless it is one of ours.
  if (site === 'cross-site' || foreignOrigin || (site === 'same-site' && origin === undefined)) {
    return { status: 403, message: 'The control API only answers its own origin.' };
  }
  if (!isJsonOrBodyless(request)) {
    return { status: 415, message: 'The control API takes JSON bodies only (Content-Type: application/json).' };
  }
  return null;
}

/**
 * Gives every control route registered after this call (wherever: control/, the CSP and
 * error-report stores) the guard as its first onRequest hook: before the body is parsed and
 * before anything of the call runs. Call it before registering any route.
 */
export function installControlGuard(app: FastifyInstance, config: StackConfig): void {
  const own = ownOrigins(config);
  const guard: onRequestHookHandler = async (request, reply) => {
    const refusal = controlRefusal(request, own);
    if (refusal) return reply.status(refusal.status).send({ message: refusal.message });
  };
  app.addHook('onRoute', (route) => {
    if (!CONTROL_ROUTE.test(route.url)) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [guard, ...existing];
  });
}
