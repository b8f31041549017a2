/**
 * The signed-in session written into the page (worker/contract/page-config.ts `page-session`): when
 * the request for index.html carries the cookie of a live, signed-in session, the page comes with
 * the answers the app's start would ask for one after another (`me`, the pending invitations, and
 * the brand user of the brand the path begins with, when the person belongs to it), and with the
 * session's cookies (XSRF-TOKEN among them) set again, so the app asks for none of them.
 *
 * Nothing else: no session (signed out, unknown or expired: findSession drops an idle one) writes
 * no block and the app reads its session as it always did; a brand the person does not belong to
 * (or no brand at all) gets no brand user, and the app enters its brand as always (a 403 there).
 * The answers are those of the routes themselves (account.ts, brand.ts), so the block never says
 * more than the calls would; the brand user read makes that brand the person's default, as
 * `GET /brand-user` does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathBrandCandidate, type PageSessionWire } from '../../worker/contract/page-config';
import { findSession, SESSION_COOKIE, setSessionCookies } from '../auth/sessions.ts';
import type { UserRow } from '../db/rows.ts';
import { invitesAnswer, meAnswer } from '../routes/account.ts';
import { brandUserAnswer } from '../routes/brand.ts';
import type { Services } from '../services.ts';
import { findBrand, findMembership } from './context.ts';

/** The block for this request, its cookies set on `reply`; null: a page without it. */
export type PageSessionSource = (request: FastifyRequest, reply: FastifyReply) => PageSessionWire | null;

export function pageSessionSource(s: Services): PageSessionSource {
  const { db, clock, config } = s;
  const secure = config.appOrigin.startsWith('https:');
  return (request, reply) => {
    const session = findSession(db, clock, request.cookies[SESSION_COOKIE]);
    if (session === null || session.user_id === null) return null;
    let user = (db.prepare('SELECT * FROM users WHERE id = ?').get(session.user_id) as UserRow | undefined) ?? null;
    if (user === null) return null;

    let brandUser: PageSessionWire['brandUser'] = null;
    const candidate = pathBrandCandidate(request.url);
    const brand = candidate === null ? null : findBrand(db, candidate);
    const membership = brand === null ? null : findMembership(db, user.id, brand.id);
    if (brand !== null && membership !== null) {
      brandUser = { brand: brand.identifier, answer: brandUserAnswer(db, { user, brand, brandUser: membership }) };
      user = { ...user, last_brand_id: brand.id };
    }
    // The token the page hands to the data layer at start comes with the page.
    setSessionCookies(reply, session, secure);
    return { me: meAnswer(db, user), invites: invitesAnswer(s, user), brandUser };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp (app.ts); the client's index.html handler writes the block with it (static.ts). */
    pageSession?: PageSessionSource;
  }
}
