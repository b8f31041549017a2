/**
 * A brand's invitations (brand settings → Users, managers): the pending ones, inviting someone by
 * e-mail with the role (and optionally the team) they will have, and withdrawing an invitation. The invitee accepts through
 * `/invite/{hash}` (their own `GET /invite`); someone who already has an account also gets the
 * BrandInvitation notification at once. The address rule is shared with the invite form
 * (worker/contract/email-address.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PRIMARY_ROLES } from '../../worker/contract/entities';
import { emailProblem, EMAIL_MAX_LENGTH, normalizeEmail } from '../../worker/contract/email-address';
import { inviteExpiresAt, inviteState } from '../../worker/contract/people';
import { brandContext, requireManager } from '../http/context.ts';
import { fieldError, modelNotFound } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { invitation, NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { notify } from '../notifications/store.ts';
import type { Services } from '../services.ts';
import { announceBrandInviteUpdated } from './people-live.ts';

const EMAIL_MESSAGES = {
  required: 'The email field is required.',
  'too-long': `The email field must not be greater than ${EMAIL_MAX_LENGTH} characters.`,
  invalid: 'The email field must be a valid email address.',
} as const;

const InviteBody = v.object({ email: v.string(), primary_role: v.picklist(PRIMARY_ROLES), team_id: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null) });

interface InviteRow {
  id: number;
  email: string;
  primary_role: string;
  team_id: number | null;
  team_name: string | null;
  created_at: string;
}

const present = (r: InviteRow) => ({
  id: r.id,
  email: r.email,
  primary_role: r.primary_role,
  team: r.team_id === null ? null : { id: r.team_id, name: r.team_name },
  created_at: r.created_at,
  expires_at: inviteExpiresAt(r.created_at),
});

/** Not answered, not withdrawn; expiry is checked in code (inviteState), as it follows from the date. */
const OPEN = 'accepted_at IS NULL AND declined_at IS NULL AND withdrawn_at IS NULL';

export function registerBrandInviteRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const isPending = (r: { created_at: string }) => inviteState({ createdAt: r.created_at, acceptedAt: null, declinedAt: null, withdrawnAt: null }, s.clock.now()) === 'pending';
  const pending = (brandId: number) =>
    (db.prepare(`SELECT i.id, i.email, i.primary_role, i.team_id, t.name AS team_name, i.created_at FROM brand_invites i LEFT JOIN teams t ON t.id = i.team_id WHERE i.brand_id = ? AND ${OPEN} ORDER BY i.id DESC`).all(brandId) as InviteRow[]).filter(isPending);

  app.get('/server/api/v1/brand/invite', async (request) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    return { data: pending(ctx.brand.id).map(present) };
  });

  app.post('/server/api/v1/brand/invite', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const body = validate(InviteBody, request.body);
    const problem = emailProblem(body.email);
    if (problem !== null) throw fieldError('email', EMAIL_MESSAGES[problem]);
    const email = normalizeEmail(body.email);
    const member = db.prepare('SELECT COUNT(*) FROM brand_users bu JOIN users u ON u.id = bu.user_id WHERE bu.brand_id = ? AND u.email = ? COLLATE NOCASE').pluck().get(ctx.brand.id, email) as number;
    if (member > 0) throw fieldError('email', 'This person is already a member of the brand.');
    // An expired invitation does not stand in the way of a new one.
    const invited = (db.prepare(`SELECT created_at FROM brand_invites WHERE brand_id = ? AND email = ? COLLATE NOCASE AND ${OPEN}`).all(ctx.brand.id, email) as { created_at: string }[]).filter(isPending);
    if (invited.length > 0) throw fieldError('email', 'This address has already been invited.');
    const team = body.team_id === null ? null : ((db.prepare('SELECT id, name FROM teams WHERE id = ? AND brand_id = ?').get(body.team_id, ctx.brand.id) as { id: number; name: string } | undefined) ?? null);
    if (body.team_id !== null && team === null) throw fieldError('team_id', 'The selected team is invalid.');

    const now = s.clock.now().toISOString();
    const hash = randomBytes(16).toString('hex');
    const id = Number(
      db.prepare('INSERT INTO brand_invites (brand_id, email, hash, primary_role, team_id, accepted_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)').run(ctx.brand.id, email, hash, body.primary_role, team?.id ?? null, now).lastInsertRowid,
    );
    // Someone with an account hears of it in the app; anyone else finds it when they first sign in.
    const invitee = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').pluck().get(email) as number | undefined;
    if (invitee !== undefined) {
      notify(db, s.bus, { userId: invitee, brandId: ctx.brand.id, type: NOTIFICATION_TYPES.BrandInvitation, data: invitation(ctx.brand, hash, { id: ctx.user.id, name: ctx.user.name }), createdAt: now });
    }
    announceBrandInviteUpdated(s.publisher, ctx.brand);
    return reply.status(201).send({ data: present({ id, email, primary_role: body.primary_role, team_id: team?.id ?? null, team_name: team?.name ?? null, created_at: now }) });
  });

  app.delete('/server/api/v1/brand/invite/:id', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const id = routeId(request.params, 'BrandInvite');
    // Kept as withdrawn, so its link says so instead of "unknown" (invite-answers.ts).
    const row = db.prepare(`SELECT created_at FROM brand_invites WHERE id = ? AND brand_id = ? AND ${OPEN}`).get(id, ctx.brand.id) as { created_at: string } | undefined;
    if (row === undefined || !isPending(row)) throw modelNotFound('BrandInvite', id);
    db.prepare('UPDATE brand_invites SET withdrawn_at = ? WHERE id = ?').run(s.clock.now().toISOString(), id);
    announceBrandInviteUpdated(s.publisher, ctx.brand);
    return reply.status(204).send();
  });
}
