/**
 * Per-request session handling for `/server/*`, in Laravel's middleware order: load the session
 * from its cookie, verify the CSRF token on state-changing requests (419, like VerifyCsrfToken,
 * before anything else runs), then require a signed-in user unless the route is public (401).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/rows.ts';
import { csrfMismatch, unauthenticated } from '../http/errors.ts';
import { findSession, SESSION_COOKIE, XSRF_HEADER } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function headerToken(request: FastifyRequest): string | null {
  const raw = request.headers[XSRF_HEADER] ?? request.headers['x-csrf-token'];
  if (typeof raw !== 'string' || raw === '') return null;
  // The cookie value may arrive still URL-encoded if the client did not decode it.
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function installSessionHooks(app: FastifyInstance, db: Db, clock: Clock): void {
  app.decorateRequest('auth', null as unknown as FastifyRequest['auth']);

  app.addHook('onRequest', async (request) => {
    request.auth = { session: null, user: null };
    if (!request.url.startsWith('/server/')) return;
    const session = findSession(db, clock, request.cookies[SESSION_COOKIE]);
    const user = session?.user_id ? ((db.prepare('SELECT * FROM users WHERE id = ?').get(session.user_id) as UserRow | undefined) ?? null) : null;
    request.auth = { session, user };

    if (!SAFE_METHODS.has(request.method)) {
      const token = headerToken(request);
      if (!session || !token || !sameToken(token, session.csrf_token)) throw csrfMismatch();
    }
    // Unknown routes answer 404 (Laravel matches the route before authenticating).
    if (!request.is404 && !request.routeOptions.config.public && request.url.startsWith('/server/api/') && !user) throw unauthenticated();
  });
}
