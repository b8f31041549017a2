/**
 * People of the current brand: Laravel paginator list, one person, and the list's meta; managers
 * change a member's primary role and remove a member (the brand always keeps a manager:
 * worker/contract/people.ts), announced as BrandUserUpdated / BrandUserRemoved so the member's own
 * tabs and every open list follow.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, requireManager } from '../http/context.ts';
import { fieldError, modelNotFound } from '../http/errors.ts';
import { announceBrandUserRemoved, announceMembersUpdated } from './people-live.ts';
import type { PrimaryRole } from '../../worker/contract/entities';
import { keepsAManager, LAST_MANAGER_MESSAGE } from '../../worker/contract/people';
import { uploadsRootFor } from './uploads-root.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { validate } from '../http/validate.ts';
import { presentUser } from '../presenters/user.ts';
import { apiUrl, type Services } from '../services.ts';
import type { UserRow } from '../db/rows.ts';

const ROLES = ['manager', 'developer', 'editor', 'visitor'] as const;

const ListQuery = v.object({
  ...listQuery(100),
  primary_role: v.optional(v.picklist(ROLES)),
  // My team lists its members (brand-admin).
  team_id: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'The team id field must be an integer.'), v.transform(Number))),
});

const RoleBody = v.object({ primary_role: v.picklist(ROLES) });

type MemberRow = UserRow & { primary_role: string; brand_user_id: number; team_id: number | null; team_name: string | null; last_activity_ms: number | null };

// last_activity_ms: the person's latest session activity (any brand), null when never signed in.
const MEMBER_SELECT = `SELECT u.*, bu.primary_role, bu.id AS brand_user_id, bu.team_id, t.name AS team_name,
    (SELECT MAX(s.last_activity) FROM sessions s WHERE s.user_id = u.id) AS last_activity_ms
  FROM users u JOIN brand_users bu ON bu.user_id = u.id LEFT JOIN teams t ON t.id = bu.team_id
  WHERE bu.brand_id = ?`;

export function registerUserRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const managersOf = (brandId: number) => db.prepare("SELECT COUNT(*) FROM brand_users WHERE brand_id = ? AND primary_role = 'manager'").pluck().get(brandId) as number;
  const present = (r: MemberRow) => ({
    ...presentUser(db, r),
    brand_user_id: r.brand_user_id,
    primary_role: r.primary_role,
    team: r.team_id === null ? null : { id: r.team_id, name: r.team_name },
    // Flat copies for list screens (brand-admin users page).
    team_name: r.team_name,
    last_activity_at: r.last_activity_ms === null ? null : new Date(r.last_activity_ms).toISOString(),
  });

  app.get('/server/api/v1/user/meta', async (request) => {
    const ctx = brandContext(db, request);
    const teams = db.prepare('SELECT id, name FROM teams WHERE brand_id = ? ORDER BY name').all(ctx.brand.id);
    const counts = db.prepare('SELECT primary_role AS role, COUNT(*) AS count FROM brand_users WHERE brand_id = ? GROUP BY primary_role').all(ctx.brand.id);
    return { data: { roles: ROLES, teams, counts } };
  });

  app.get('/server/api/v1/user', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, normalizeListQuery(request.query), listQueryNames(request.query));
    let where = '';
    const args: unknown[] = [ctx.brand.id];
    if (q.search) {
      where += ' AND (u.name LIKE ? OR u.email LIKE ?)';
      args.push(`%${q.search}%`, `%${q.search}%`);
    }
    if (q.ids?.length) where += ` AND u.id IN (${q.ids.map(Number).join(', ')})`;
    if (q.primary_role) {
      where += ' AND bu.primary_role = ?';
      args.push(q.primary_role);
    }
    if (q.team_id !== undefined) {
      where += ' AND bu.team_id = ?';
      args.push(q.team_id);
    }
    const total = db.prepare(`SELECT COUNT(*) FROM (${MEMBER_SELECT}${where})`).pluck().get(...args) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`${MEMBER_SELECT}${where} ORDER BY u.name LIMIT ? OFFSET ?`).all(...args, page.perPage, offsetOf(page)) as MemberRow[];
    return paginate(rows.map(present), total, page, apiUrl(s, 'user'));
  });

  app.get('/server/api/v1/user/:id', async (request) => {
    const ctx = brandContext(db, request);
    const id = routeId(request.params, 'User');
    const row = db.prepare(`${MEMBER_SELECT} AND u.id = ?`).get(ctx.brand.id, id) as MemberRow | undefined;
    if (!row) throw modelNotFound('User', id);
    return { data: present(row) };
  });

  app.put('/server/api/v1/user/:id/role', async (request) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const id = routeId(request.params, 'User');
    const { primary_role: role } = validate(RoleBody, request.body);
    const row = db.prepare(`${MEMBER_SELECT} AND u.id = ?`).get(ctx.brand.id, id) as MemberRow | undefined;
    if (!row) throw modelNotFound('User', id);
    if (!keepsAManager(managersOf(ctx.brand.id), row.primary_role as PrimaryRole, role)) throw fieldError('primary_role', LAST_MANAGER_MESSAGE);
    const root = uploadsRootFor(db, ctx.brand.id, id, role);
    db.prepare('UPDATE brand_users SET primary_role = ?, uploads_root_directory_id = ?, updated_at = ? WHERE id = ?').run(role, root, s.clock.now().toISOString(), row.brand_user_id);
    announceMembersUpdated(s.publisher, db, ctx.brand, [id]);
    return { data: present({ ...row, primary_role: role }) };
  });

  /**
   * Removes a person from the brand (not from the product): their membership goes, with their team
   * place; what they made stays the brand's. Their next request of this brand and their channel
   * authorisation are refused from now on (membership is checked on every one), and their open tabs
   * hear BrandUserRemoved and leave the brand. 404 for someone who is not a member, 422 `user` for
   * the last manager.
   */
  app.delete('/server/api/v1/user/:id', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const id = routeId(request.params, 'User');
    const row = db.prepare(`${MEMBER_SELECT} AND u.id = ?`).get(ctx.brand.id, id) as MemberRow | undefined;
    if (!row) throw modelNotFound('User', id);
    if (!keepsAManager(managersOf(ctx.brand.id), row.primary_role as PrimaryRole, null)) throw fieldError('user', LAST_MANAGER_MESSAGE);
    db.transaction(() => {
      db.prepare('DELETE FROM brand_users WHERE id = ?').run(row.brand_user_id);
      // `/` must not lead them back here.
      db.prepare('UPDATE users SET last_brand_id = NULL WHERE id = ? AND last_brand_id = ?').run(id, ctx.brand.id);
    })();
    announceBrandUserRemoved(s.publisher, ctx.brand, id);
    return reply.status(204).send();
  });
}
