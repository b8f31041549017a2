/** Incidents of the current brand plus global ones; each person dismisses them for themselves. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext } from '../http/context.ts';
import { modelNotFound } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { listQuery } from '../http/list-query.ts';
import { flagLike, validate } from '../http/validate.ts';
import type { IncidentRow } from '../db/rows.ts';
import { apiUrl, type Services } from '../services.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';

const { page, limit } = listQuery(LIST_MAX_LIMIT);
const ListQuery = v.object({
  severity: v.optional(v.union([v.pipe(v.string(), v.maxLength(255)), v.array(v.string())])),
  notExpired: v.optional(flagLike(), false),
  limit,
  page,
});

export function presentIncident(r: IncidentRow, dismissed: boolean) {
  return { id: r.id, brand_id: r.brand_id, severity: r.severity, body: r.body, expires_at: r.expires_at, is_dismissed: dismissed, created_at: r.created_at, updated_at: r.updated_at };
}

export function registerIncidentRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  // Visible: this brand's or global, not dismissed by this person.
  const VISIBLE = `(i.brand_id = @brand OR i.brand_id IS NULL)
    AND NOT EXISTS (SELECT 1 FROM incident_dismissals d WHERE d.incident_id = i.id AND d.user_id = @user)`;

  app.get('/server/api/v1/incident', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, request.query);
    const severities = q.severity === undefined ? [] : (Array.isArray(q.severity) ? q.severity : q.severity.split(',')).map((x) => x.trim()).filter(Boolean);
    const params: Record<string, unknown> = { brand: ctx.brand.id, user: ctx.user.id, now: s.clock.now().toISOString() };
    let where = VISIBLE;
    if (severities.length) {
      where += ` AND i.severity IN (${severities.map((_, n) => `@sev${n}`).join(', ')})`;
      severities.forEach((x, n) => (params[`sev${n}`] = x));
    }
    if (q.notExpired) where += ' AND (i.expires_at IS NULL OR i.expires_at > @now)';
    const total = db.prepare(`SELECT COUNT(*) FROM incidents i WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`SELECT i.* FROM incidents i WHERE ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as IncidentRow[];
    return paginate(rows.map((r) => presentIncident(r, false)), total, page, apiUrl(s, 'incident'));
  });

  app.post('/server/api/v1/incident/:id/dismiss', async (request) => {
    const ctx = brandContext(db, request);
    const id = routeId(request.params, 'Incident');
    const row = db.prepare('SELECT * FROM incidents WHERE id = ? AND (brand_id = ? OR brand_id IS NULL)').get(id, ctx.brand.id) as IncidentRow | undefined;
    if (!row) throw modelNotFound('Incident', id);
    db.prepare('INSERT OR IGNORE INTO incident_dismissals (incident_id, user_id, dismissed_at) VALUES (?, ?, ?)').run(id, ctx.user.id, s.clock.now().toISOString());
    return { data: presentIncident(row, true) };
  });
}
