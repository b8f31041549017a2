/** The signed-in person: /me, pending invites, profile update, godlike primary role. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, requireUser } from '../http/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { announceBrandUserUpdated, announceUserUpdated } from '../live/announce.ts';
import { presentBrandUser } from '../presenters/brand-user.ts';
import { brandsOf, presentBrandSummary, presentUser } from '../presenters/user.ts';
import type { Services } from '../services.ts';
import { pendingInvitesOf } from './invite-answers.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/rows.ts';
import { LOCALES, PRIMARY_ROLES } from '../../worker/contract/entities';


const ProfileBody = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(255))),
  locale: v.optional(v.picklist(LOCALES)),
});

const RoleBody = v.object({ primary_role: v.picklist(PRIMARY_ROLES) });

/** `GET /me`'s answer, also written into the page of a signed-in load (http/page-session.ts). */
export function meAnswer(db: Db, user: UserRow) {
  return { data: { ...presentUser(db, user), brands: brandsOf(db, user.id).map(presentBrandSummary) } };
}

/** `GET /invite`'s answer, the same way. */
export function invitesAnswer(s: Services, user: UserRow) {
  return { data: pendingInvitesOf(s, user.email) };
}

export function registerAccountRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/me', async (request) => meAnswer(db, requireUser(request)));

  // The person's pending invitations (their own answers and a manager's withdrawal: invite-answers.ts).
  app.get('/server/api/v1/invite', async (request) => invitesAnswer(s, requireUser(request)));

  app.put('/server/api/v1/profile/update', async (request) => {
    const user = requireUser(request);
    const body = validate(ProfileBody, request.body);
    if (body.locale === 'fr' && !user.is_godlike) throw fieldError('locale', 'The selected locale is invalid.');
    const next = { name: body.name ?? user.name, locale: body.locale ?? user.locale, updated_at: s.clock.now().toISOString() };
    db.prepare('UPDATE users SET name = @name, locale = @locale, updated_at = @updated_at WHERE id = @id').run({ ...next, id: user.id });
    const updated = db.prepare('SELECT * FROM users WHERE id = ?').get(user.id) as UserRow;
    // The person's other tabs refresh user and locale (spec: UserUpdated).
    for (const b of brandsOf(db, user.id)) announceUserUpdated(s.publisher, b, user.id);
    return { data: presentUser(db, updated) };
  });

  app.put('/server/api/v1/user/godlike-primary-role', async (request) => {
    const ctx = brandContext(db, request);
    if (!ctx.user.is_godlike) throw forbidden();
    const body = validate(RoleBody, request.body);
    db.prepare('UPDATE brand_users SET primary_role = ?, updated_at = ? WHERE id = ?').run(body.primary_role, s.clock.now().toISOString(), ctx.brandUser.id);
    announceBrandUserUpdated(s.publisher, ctx.brand, ctx.brandUser.id, ctx.user.id);
    return { data: presentBrandUser(db, { ...ctx.brandUser, primary_role: body.primary_role }, ctx.brand) };
  });
}
