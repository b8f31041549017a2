/**
 * Keeps other websites away from the control API. It has no session and no CSRF token (it is a
 * local tool), so without this any page the developer opens could reset the database with a
 * form post or a no-cors fetch. Browsers say where a request comes from: `Origin` (every POST,
 * and cross-origin fetches) and `Sec-Fetch-Site`; anything from another origin is 403. A body
 * must be JSON: no page can send `application/json` to another origin without a CORS preflight
 * this server never grants, while forms and no-cors fetches can send urlencoded, multipart and
 * text/plain. Node callers and Playwright's request fixture send neither header and JSON bodies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StackConfig } from '../config.ts';

const CONTROL = /^\/__control(\/|\?|$)/;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The origins the app is served from: the configured one (Vite's in dev) and the API server's own. */
function ownOrigins(config: StackConfig): ReadonlySet<string> {
  return new Set([new URL(config.appOrigin).origin, `http://localhost:${config.apiPort}`, `http://127.0.0.1:${config.apiPort}`]);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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
  const type = request.headers['content-type'];
  if (hasBody(request) && (type === undefined || !JSON_TYPE.test(type))) {
    return { status: 415, message: 'The control API takes JSON bodies only (Content-Type: application/json).' };
  }
  return null;
}

export function installControlGuard(app: FastifyInstance, config: StackConfig): void {
  const own = ownOrigins(config);
  // onRequest: before the body is parsed and before anything of the control call runs.
  app.addHook('onRequest', async (request, reply) => {
    if (!CONTROL.test(request.url)) return;
    const refusal = controlRefusal(request, own);
    if (refusal) return reply.status(refusal.status).send({ message: refusal.message });
  });
}
