/**
 * Sanctum-style sign-in against the external account provider:
 *
 *   GET csrf-cookie ──► session + XSRF-TOKEN
 *   GET auth/redirect ──► state remembered in the (guest) session ──► 302 provider
 *   provider ──► /login?code&state ──► POST auth/callback ──► state checked ──► code exchanged
 *            ──► session id rotated, user signed in
 *   POST auth/logout ──► session ended, a fresh guest session (new CSRF token)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fieldError, forbidden, HttpError } from '../http/errors.ts';
import { requireSession } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { presentUser } from '../presenters/user.ts';
import type { Services } from '../services.ts';
import type { UserRow } from '../db/rows.ts';
import { redirectUri } from './provider.ts';
import { createSession, destroySession, randomToken, rotateSession, setOauthState, setSessionCookies } from './sessions.ts';

const CallbackBody = v.object({
  state: v.pipe(v.string(), v.nonEmpty('The state field is required.')),
  code: v.pipe(v.string(), v.nonEmpty('The code field is required.')),
  client_id: v.pipe(v.string(), v.nonEmpty('The client id field is required.')),
  grant_type: v.optional(v.literal('authorization_code', 'The selected grant type is invalid.')),
  scope: v.optional(v.string()),
});

export function registerAuthRoutes(app: FastifyInstance, s: Services): void {
  const { db, clock, config, provider } = s;
  const secure = config.appOrigin.startsWith('https:');

  app.get('/server/sanctum/csrf-cookie', { config: { public: true } }, async (request, reply) => {
    const session = request.auth.session ?? createSession(db, clock);
    setSessionCookies(reply, session, secure);
    return reply.status(204).send();
  });

  app.get('/server/api/v1/auth/redirect', { config: { public: true } }, async (request, reply) => {
    const session = request.auth.session ?? createSession(db, clock);
    const state = randomToken(20);
    setOauthState(db, session, state);
    setSessionCookies(reply, session, secure);
    return reply.redirect(provider.authorizeUrl(config, { state, redirectUri: redirectUri(config) }), 302);
  });

  app.post('/server/api/v1/auth/callback', { config: { public: true } }, async (request, reply) => {
    const session = requireSession(request);
    const body = validate(CallbackBody, request.body);
    if (!session.oauth_state || body.state !== session.oauth_state) throw fieldError('state', 'The state is invalid or has expired.');
    if (body.client_id !== config.oauthClientId) throw fieldError('client_id', 'The selected client id is invalid.');

    // A state is good for one exchange, whatever its outcome.
    setOauthState(db, session, null);
    let identity: { email: string };
    try {
      identity = await provider.exchangeCode(config, { code: body.code, redirectUri: redirectUri(config) });
    } catch (error) {
      request.log.warn({ err: error }, 'authorization code exchange failed');
      // The provider being down is not the person's fault: 503, not a validation error.
      if ((error as { code?: unknown }).code === 'unreachable') throw new HttpError(503, 'The account provider is unavailable.');
      throw fieldError('code', 'The authorization code is invalid or has expired.');
    }
    const user = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(identity.email) as UserRow | undefined;
    if (!user) throw forbidden('This account has no access to the application.');

    const signedIn = rotateSession(db, clock, session, user.id);
    setSessionCookies(reply, signedIn, secure);
    return { data: presentUser(db, user) };
  });

  app.post('/server/api/v1/auth/logout', async (request, reply) => {
    destroySession(db, requireSession(request).id);
    // Like Laravel's invalidate() + regenerateToken(): the old token is worthless from now on.
    setSessionCookies(reply, createSession(db, clock), secure);
    return reply.status(204).send();
  });
}
