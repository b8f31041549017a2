/**
 * The control API's sessions (docs/control-api.md): sign a seeded person in without the account
 * provider, and expire sessions or CSRF tokens. Signing in through the provider's pages is what
 * the sign-in tests test; every other browser test starts signed in from here, in milliseconds.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { createSession, setSessionCookies } from '../auth/sessions.ts';
import type { UserRow } from '../db/rows.ts';
import { modelNotFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { presentUser } from '../presenters/user.ts';
import type { Services } from '../services.ts';

const SignIn = v.object({ email: v.pipe(v.string(), v.nonEmpty('The email field is required.')) });
const Expire = v.object({ mode: v.optional(v.picklist(['session', 'csrf']), 'session') });

export function registerSessionControlRoutes(app: FastifyInstance, s: Services): void {
  const { db, clock } = s;
  const secure = s.config.appOrigin.startsWith('https:');

  // A signed-in session for the person, as the provider's callback ends one (auth/routes.ts): a
  // new session id and CSRF token in both cookies, set on the caller (a browser context, or
  // Playwright's `page.request`, which shares the context's cookies).
  app.post('/__control/session', async (request, reply) => {
    const { email } = validate(SignIn, request.body);
    const user = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email) as UserRow | undefined;
    if (!user) throw modelNotFound('User', email);
    setSessionCookies(reply, createSession(db, clock, user.id), secure);
    return { data: presentUser(db, user) };
  });

  app.post('/__control/session/expire', async (request) => {
    const { mode } = validate(Expire, request.body ?? {});
    // session: every session is gone (GET → 401, POST → 419 as Laravel answers without a session).
    // csrf: sessions stay, tokens change (POST → 419 until the client fetches the csrf cookie again).
    const changed = mode === 'session' ? db.prepare('DELETE FROM sessions').run().changes : db.prepare("UPDATE sessions SET csrf_token = lower(hex(randomblob(24)))").run().changes;
    return { ok: true, mode, sessions: changed };
  });
}
