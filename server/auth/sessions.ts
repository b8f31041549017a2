/**
 * Server-side sessions in SQLite, as Laravel's database session driver keeps them. The cookie
 * carries only a random id; the CSRF token and the pending OAuth state live in the row.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { SessionRow } from '../db/rows.ts';

export const SESSION_COOKIE = 'adcreative_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Session lifetime and cookie max age (spec: 86400 s). */
export const SESSION_MAX_AGE_S = 86_400;

export const randomToken = (bytes = 30): string => randomBytes(bytes).toString('base64url');

export function createSession(db: Db, clock: Clock, userId: number | null = null, csrfToken = randomToken()): SessionRow {
  const row: SessionRow = { id: randomToken(), user_id: userId, csrf_token: csrfToken, oauth_state: null, last_activity: clock.now().getTime() };
  db.prepare('INSERT INTO sessions (id, user_id, csrf_token, oauth_state, last_activity) VALUES (@id, @user_id, @csrf_token, @oauth_state, @last_activity)').run(row);
  return row;
}

/** The live session with this id, touched; null when unknown or idle longer than the lifetime. */
export function findSession(db: Db, clock: Clock, id: string | undefined): SessionRow | null {
  if (!id) return null;
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row) return null;
  const now = clock.now().getTime();
  if (now - row.last_activity > SESSION_MAX_AGE_S * 1000) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
    return null;
  }
  db.prepare('UPDATE sessions SET last_activity = ? WHERE id = ?').run(now, id);
  return { ...row, last_activity: now };
}

/** Sign-in: a new id for the signed-in user (no session fixation); the CSRF token is kept, as Laravel does. */
export function rotateSession(db: Db, clock: Clock, old: SessionRow, userId: number): SessionRow {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(old.id);
  return createSession(db, clock, userId, old.csrf_token);
}

export function setOauthState(db: Db, session: SessionRow, state: string | null): void {
  db.prepare('UPDATE sessions SET oauth_state = ? WHERE id = ?').run(state, session.id);
}

export function destroySession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/**
 * Sends both cookies: the HttpOnly session id and the script-readable XSRF-TOKEN. `secure` when
 * the app is served over https (a plain-http localhost would otherwise never get them back).
 */
export function setSessionCookies(reply: FastifyReply, session: SessionRow, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_MAX_AGE_S };
  reply.setCookie(SESSION_COOKIE, session.id, { ...base, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, session.csrf_token, { ...base, httpOnly: false });
}
