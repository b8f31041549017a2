/**
 * Reading visuals and builds one by one or as lists (the client's generic resource screens use
 * `visual` and `visual-build` like the other resources): GET visual, GET visual/{id},
 * GET visual-build/{id}. Archived visuals are `deleted_at` rows (archived=1 or -1 to see them).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { VisualRow } from '../db/rows.ts';
import { brandContext } from '../http/context.ts';
import { archivedSql, listQuery, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { presentBuild, presentVisual } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import { findBuild, findVisual } from './creative-lookup.ts';
import { OUTPUT_CATEGORIES } from './visual-input.ts';

const ListQuery = v.object({
  ...listQuery(999),
  status: v.optional(v.picklist(['published', 'unpublished'])),
  output_category: v.optional(v.picklist(OUTPUT_CATEGORIES)),
});

export function registerVisualReadRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/visual', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, normalizeListQuery(request.query));
    const params: Record<string, unknown> = { brand: ctx.brand.id, search: `%${q.search ?? ''}%`, status: q.status ?? null, category: q.output_category ?? null };
    let where = `brand_id = @brand${archivedSql(q.archived, 'deleted_at')}`;
    if (q.search) where += ' AND (name LIKE @search OR description LIKE @search)';
    if (q.status) where += ' AND status = @status';
    if (q.output_category) where += ' AND output_category = @category';
    if (q.ids?.length) where += ` AND id IN (${q.ids.map(Number).join(', ')})`;
    const total = db.prepare(`SELECT COUNT(*) FROM visuals WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`SELECT * FROM visuals WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as VisualRow[];
    return paginate(rows.map((r) => presentVisual(db, r)), total, page, apiUrl(s, 'visual'));
  });

  app.get('/server/api/v1/visual/:id', async (request) => {
    const ctx = brandContext(db, request);
    return { data: presentVisual(db, findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'), { withTrashed: true })) };
  });

  app.get('/server/api/v1/visual-build/:id', async (request) => {
    const ctx = brandContext(db, request);
    return { data: presentBuild(findBuild(db, ctx.brand.id, routeId(request.params, 'VisualBuild')), apiUrl(s, '').replace(/\/$/, '')) };
  });
}
