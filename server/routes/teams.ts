/**
 * Teams of the brand (brand settings → Teams): the list with member counts, upload directories and
 * the credits their renders spent this month; one team with its members; and, for managers,
 * creating, renaming and deleting a team and moving members in and out. The money/storage rule of
 * spec section 6 applies (teams are on its list); another brand's team is a 404 like a missing one.
 * Every write announces TeamUpdated, and BrandUserUpdated for each person whose team changed.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { brandContext, requireManager, requireMoneyAccess } from '../http/context.ts';
import { modelNotFound, validationError } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { intLike, validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { announceMembersUpdated, announceTeamUpdated } from './people-live.ts';

const NameBody = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(100)) });
const MemberBody = v.object({ user_id: intLike(1) });

interface TeamRow {
  id: number;
  brand_id: number;
  name: string;
}

interface MemberRow {
  user_id: number;
  name: string;
  email: string;
  primary_role: string;
  directory_id: number | null;
  directory_name: string | null;
}

function findTeam(db: Db, brandId: number, id: number): TeamRow {
  const team = db.prepare('SELECT * FROM teams WHERE id = ? AND brand_id = ?').get(id, brandId) as TeamRow | undefined;
  if (!team) throw modelNotFound('Team', id);
  return team;
}

/** Two teams of a brand never share a name (the lists would not tell them apart). */
function requireFreeName(db: Db, brandId: number, name: string, except: number | null): void {
  const taken = db.prepare('SELECT COUNT(*) FROM teams WHERE brand_id = ? AND name = ? AND id IS NOT ?').pluck().get(brandId, name, except) as number;
  if (taken > 0) throw validationError({ name: ['The name has already been taken.'] });
}

/** The first day of the server's current month (UTC), as the transactions' ISO prefix compares. */
function monthStart(s: Services): string {
  return `${s.clock.now().toISOString().slice(0, 7)}-01`;
}

/** Credits the team's members spent on renders, and how many renders, since the month began. */
function usageThisMonth(s: Services, team: TeamRow): { credits: number; renders: number } {
  const row = s.db
    .prepare(
      `SELECT COALESCE(-SUM(t.amount), 0) AS credits, COUNT(*) AS renders
       FROM credit_transactions t JOIN visual_builds b ON b.id = t.visual_build_id
       JOIN brand_users bu ON bu.user_id = b.user_id AND bu.brand_id = t.brand_id
       WHERE t.brand_id = ? AND bu.team_id = ? AND t.amount < 0 AND t.created_at >= ?`,
    )
    .get(team.brand_id, team.id, monthStart(s)) as { credits: number; renders: number };
  return { credits: Math.round(row.credits * 100) / 100, renders: row.renders };
}

function members(db: Db, team: TeamRow): MemberRow[] {
  return db
    .prepare(
      `SELECT u.id AS user_id, u.name, u.email, bu.primary_role, d.id AS directory_id, d.name AS directory_name
       FROM brand_users bu JOIN users u ON u.id = bu.user_id LEFT JOIN directories d ON d.id = bu.uploads_root_directory_id
       WHERE bu.brand_id = ? AND bu.team_id = ? ORDER BY u.name, u.id`,
    )
    .all(team.brand_id, team.id) as MemberRow[];
}

/** The members' upload roots, each once (an editor outside collaborative mode has their own). */
function directoriesOf(rows: readonly MemberRow[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const r of rows) if (r.directory_id !== null && !seen.has(r.directory_id)) seen.set(r.directory_id, r.directory_name ?? '/');
  return [...seen].map(([id, name]) => ({ id, name }));
}

function presentTeam(s: Services, team: TeamRow, withMembers: boolean) {
  const rows = members(s.db, team);
  const usage = usageThisMonth(s, team);
  return {
    id: team.id,
    name: team.name,
    members_count: rows.length,
    upload_directories: directoriesOf(rows),
    credits_spent_this_month: usage.credits,
    renders_this_month: usage.renders,
    ...(withMembers
      ? { members: rows.map((r) => ({ user: { id: r.user_id, name: r.name, email: r.email }, primary_role: r.primary_role, upload_directory: r.directory_id === null ? null : { id: r.directory_id, name: r.directory_name } })) }
      : {}),
  };
}

export function registerTeamRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const context = (request: Parameters<typeof brandContext>[1]) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    return ctx;
  };

  app.get('/server/api/v1/team', async (request) => {
    const ctx = context(request);
    const teams = db.prepare('SELECT * FROM teams WHERE brand_id = ? ORDER BY name, id').all(ctx.brand.id) as TeamRow[];
    return { data: teams.map((team) => presentTeam(s, team, false)) };
  });

  app.get('/server/api/v1/team/:id', async (request) => {
    const ctx = context(request);
    return { data: presentTeam(s, findTeam(db, ctx.brand.id, routeId(request.params, 'Team')), true) };
  });

  app.post('/server/api/v1/team', async (request, reply) => {
    const ctx = context(request);
    requireManager(ctx);
    const { name } = validate(NameBody, request.body);
    requireFreeName(db, ctx.brand.id, name, null);
    const id = Number(db.prepare('INSERT INTO teams (brand_id, name) VALUES (?, ?)').run(ctx.brand.id, name).lastInsertRowid);
    announceTeamUpdated(s.publisher, ctx.brand, id);
    return reply.status(201).send({ data: presentTeam(s, { id, brand_id: ctx.brand.id, name }, true) });
  });

  // The members stay in the brand, without a team (brand_users.team_id is ON DELETE SET NULL).
  app.delete('/server/api/v1/team/:id', async (request, reply) => {
    const ctx = context(request);
    const team = findTeam(db, ctx.brand.id, routeId(request.params, 'Team'));
    requireManager(ctx);
    const formerMembers = members(db, team).map((m) => m.user_id);
    db.prepare('DELETE FROM teams WHERE id = ?').run(team.id);
    announceTeamUpdated(s.publisher, ctx.brand, team.id);
    announceMembersUpdated(s.publisher, db, ctx.brand, formerMembers);
    return reply.status(204).send();
  });

  app.put('/server/api/v1/team/:id', async (request) => {
    const ctx = context(request);
    const team = findTeam(db, ctx.brand.id, routeId(request.params, 'Team'));
    requireManager(ctx);
    const { name } = validate(NameBody, request.body);
    requireFreeName(db, ctx.brand.id, name, team.id);
    db.prepare('UPDATE teams SET name = ? WHERE id = ?').run(name, team.id);
    announceTeamUpdated(s.publisher, ctx.brand, team.id);
    return { data: presentTeam(s, { ...team, name }, true) };
  });

  app.post('/server/api/v1/team/:id/member', async (request) => {
    const ctx = context(request);
    const team = findTeam(db, ctx.brand.id, routeId(request.params, 'Team'));
    requireManager(ctx);
    const { user_id: userId } = validate(MemberBody, request.body);
    const changed = db.prepare('UPDATE brand_users SET team_id = ?, updated_at = ? WHERE brand_id = ? AND user_id = ?').run(team.id, s.clock.now().toISOString(), ctx.brand.id, userId).changes;
    if (changed === 0) throw validationError({ user_id: ['The selected user id is invalid.'] });
    announceTeamUpdated(s.publisher, ctx.brand, team.id);
    announceMembersUpdated(s.publisher, db, ctx.brand, [userId]);
    return { data: presentTeam(s, team, true) };
  });

  app.delete('/server/api/v1/team/:id/member/:userId', async (request) => {
    const ctx = context(request);
    const team = findTeam(db, ctx.brand.id, routeId(request.params, 'Team'));
    requireManager(ctx);
    const userId = routeId(request.params, 'User', 'userId');
    const changed = db.prepare('UPDATE brand_users SET team_id = NULL, updated_at = ? WHERE brand_id = ? AND user_id = ? AND team_id = ?').run(s.clock.now().toISOString(), ctx.brand.id, userId, team.id).changes;
    if (changed === 0) throw modelNotFound('User', userId);
    announceTeamUpdated(s.publisher, ctx.brand, team.id);
    announceMembersUpdated(s.publisher, db, ctx.brand, [userId]);
    return { data: presentTeam(s, team, true) };
  });
}
