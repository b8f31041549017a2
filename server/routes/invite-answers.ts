/**
 * The invited person's side of an invitation (docs/brand-admin.md "Joining and leaving"): their
 * pending invitations, one invitation by its link's hash with where it stands, and the answers.
 *
 *   GET  /invite/{hash}          → { data: { hash, state, primary_role, team, expires_at, brand } }
 *   POST /invite/{hash}/accept   → 200 { data: { brand } }: a member now, with the invited role and team
 *   POST /invite/{hash}/decline  → 204
 *
 * An invitation is the addressee's alone: another person's hash is 404, as an unknown one (a link
 * does not tell who else was invited where). One that is no longer pending (accepted, declined,
 * withdrawn, expired: worker/contract/people.ts) is 409 with its state and a sentence, and nothing
 * changes. Every answer is announced on the brand's channel, so managers' open pages follow.
 */
import type { FastifyInstance } from 'fastify';
import { inviteExpiresAt, inviteState, type InviteState } from '../../worker/contract/people';
import { requireUser } from '../http/context.ts';
import { HttpError, modelNotFound } from '../http/errors.ts';
import { presentBrandSummary } from '../presenters/user.ts';
import type { BrandRow, UserRow } from '../db/rows.ts';
import type { Services } from '../services.ts';
import { announceBrandInviteUpdated, announceMembersUpdated } from './people-live.ts';
import { uploadsRootFor } from './uploads-root.ts';

interface InviteRow {
  id: number;
  brand_id: number;
  email: string;
  hash: string;
  primary_role: string;
  team_id: number | null;
  team_name: string | null;
  created_at: string;
  accepted_at: string | null;
  declined_at: string | null;
  withdrawn_at: string | null;
}

const SELECT = 'SELECT i.*, t.name AS team_name FROM brand_invites i LEFT JOIN teams t ON t.id = i.team_id';

const NOT_PENDING: Readonly<Record<Exclude<InviteState, 'pending'>, string>> = {
  accepted: 'This invitation has already been accepted.',
  declined: 'This invitation has been declined.',
  withdrawn: 'This invitation has been withdrawn.',
  expired: 'This invitation has expired.',
};

const stateOf = (s: Services, r: InviteRow): InviteState =>
  inviteState({ createdAt: r.created_at, acceptedAt: r.accepted_at, declinedAt: r.declined_at, withdrawnAt: r.withdrawn_at }, s.clock.now());

function present(s: Services, r: InviteRow) {
  const brand = s.db.prepare('SELECT * FROM brands WHERE id = ?').get(r.brand_id) as BrandRow;
  return {
    id: r.id,
    hash: r.hash,
    state: stateOf(s, r),
    primary_role: r.primary_role,
    team: r.team_id === null ? null : { id: r.team_id, name: r.team_name },
    created_at: r.created_at,
    expires_at: inviteExpiresAt(r.created_at),
    brand: { id: brand.id, label: brand.label, identifier: brand.identifier },
  };
}

/** The person's invitations still to answer, oldest first (the first is where `/` sends someone without a brand). */
export function pendingInvitesOf(s: Services, email: string) {
  const rows = s.db.prepare(`${SELECT} WHERE i.email = ? COLLATE NOCASE AND i.accepted_at IS NULL AND i.declined_at IS NULL AND i.withdrawn_at IS NULL ORDER BY i.id`).all(email) as InviteRow[];
  return rows.filter((r) => stateOf(s, r) === 'pending').map((r) => present(s, r));
}

export function registerInviteAnswerRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  /** The person's own invitation of this hash, whatever its state; anyone else's or unknown → 404. */
  function own(user: UserRow, params: unknown): InviteRow {
    const hash = typeof params === 'object' && params !== null && 'hash' in params ? String(params.hash) : '';
    const row = db.prepare(`${SELECT} WHERE i.hash = ?`).get(hash) as InviteRow | undefined;
    if (row === undefined || row.email.toLowerCase() !== user.email.toLowerCase()) throw modelNotFound('BrandInvite', hash.slice(0, 64));
    return row;
  }

  function pendingOrRefuse(row: InviteRow): void {
    const state = stateOf(s, row);
    if (state !== 'pending') throw new HttpError(409, NOT_PENDING[state], undefined, { state });
  }

  app.get('/server/api/v1/invite/:hash', async (request) => {
    const user = requireUser(request);
    return { data: present(s, own(user, request.params)) };
  });

  app.post('/server/api/v1/invite/:hash/accept', async (request) => {
    const user = requireUser(request);
    const row = own(user, request.params);
    pendingOrRefuse(row);
    const brand = db.prepare('SELECT * FROM brands WHERE id = ?').get(row.brand_id) as BrandRow;
    const now = s.clock.now().toISOString();
    db.transaction(() => {
      db.prepare('UPDATE brand_invites SET accepted_at = ? WHERE id = ?').run(now, row.id);
      // A member already (added meanwhile through another invitation): the invitation is used, the membership kept as it is.
      const member = db.prepare('SELECT COUNT(*) FROM brand_users WHERE brand_id = ? AND user_id = ?').pluck().get(brand.id, user.id) as number;
      if (member === 0) {
        const root = uploadsRootFor(db, brand.id, user.id, row.primary_role);
        db.prepare('INSERT INTO brand_users (user_id, brand_id, primary_role, team_id, uploads_root_directory_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          user.id,
          brand.id,
          row.primary_role,
          row.team_id,
          root,
          now,
          now,
        );
      }
      // The person lands in the brand they joined, and `/` leads there from now on.
      db.prepare('UPDATE users SET last_brand_id = ? WHERE id = ?').run(brand.id, user.id);
    })();
    announceBrandInviteUpdated(s.publisher, brand);
    announceMembersUpdated(s.publisher, db, brand, [user.id]);
    return { data: { brand: presentBrandSummary(brand) } };
  });

  app.post('/server/api/v1/invite/:hash/decline', async (request, reply) => {
    const user = requireUser(request);
    const row = own(user, request.params);
    pendingOrRefuse(row);
    db.prepare('UPDATE brand_invites SET declined_at = ? WHERE id = ?').run(s.clock.now().toISOString(), row.id);
    announceBrandInviteUpdated(s.publisher, { id: row.brand_id, identifier: db.prepare('SELECT identifier FROM brands WHERE id = ?').pluck().get(row.brand_id) as string });
    return reply.status(204).send();
  });
}
