/**
 * Reading visuals (My Templates) one by one, as a list, and their meta; reading one build.
 *
 *   GET visual?page&limit≤999&search&tag&status&output_category&archived&development&version_status&ids[]&sort&order
 *   GET visual/meta      the filters' choices (tags in use, statuses, categories) and counts
 *   GET visual/{id}      also an archived one
 *   GET visual-build/{id}[?visual_version_id=]
 *
 * Archived visuals are `deleted_at` rows (archived=1 lists only them, -1 everything). A visual is
 * "in development" while its newest version that is not archived is not approved (or it has no
 * such version); `development=1` lists those, `development=0` the others.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { queryArray } from '../../worker/contract/laravel-query';
import { VERSION_STATUSES } from '../../worker/contract/creatives';
import type { VisualRow } from '../db/rows.ts';
import { brandContext } from '../http/context.ts';
import { modelNotFound } from '../http/errors.ts';
import { archivedSql, listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { flagLike, intLike, validate } from '../http/validate.ts';
import { loadBuildView, presentBuild } from '../presenters/builds.ts';
import { presentVisual } from '../presenters/creatives.ts';
import { packageImagesOf, presentInputs, presentRenderValues } from '../creatives/template-values.ts';
import { apiUrl, type Services } from '../services.ts';
import { findBuild, findVisual } from './creative-lookup.ts';
import { OUTPUT_CATEGORIES, OUTPUT_FORMATS } from './visual-input.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';

const VISUAL_STATUSES = ['published', 'unpublished'] as const;

const ListQuery = v.object({
  ...listQuery(LIST_MAX_LIMIT),
  status: v.optional(v.picklist(VISUAL_STATUSES)),
  output_category: v.optional(v.picklist(OUTPUT_CATEGORIES)),
  tag: v.optional(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(50)))),
  development: v.optional(flagLike()),
  version_status: v.optional(v.picklist(VERSION_STATUSES)),
  sort: v.optional(v.picklist(['id', 'name', 'created_at', 'updated_at']), 'updated_at'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});

/** The status of a visual's newest version that is not archived (NULL when it has none). */
const LATEST_STATUS = "(SELECT vv.status FROM visual_versions vv WHERE vv.visual_id = visuals.id AND vv.status <> 'archived' ORDER BY vv.number DESC LIMIT 1)";

/** `tag=a`, `tag[]=a&tag[]=b` or `tag=a,b`: visuals carrying every one of the tags. */
function normalizeTags(query: Record<string, unknown>): Record<string, unknown> {
  const tags = queryArray(query, 'tag');
  const out = { ...query };
  delete out['tag[]'];
  if (tags !== undefined) out.tag = tags;
  return out;
}

export function registerVisualReadRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const apiBase = apiUrl(s, '').replace(/\/$/, '');

  app.get('/server/api/v1/visual', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, normalizeTags(normalizeListQuery(request.query)), listQueryNames(request.query));
    const params: Record<string, unknown> = { brand: ctx.brand.id, search: `%${q.search ?? ''}%`, status: q.status ?? null, category: q.output_category ?? null, vstatus: q.version_status ?? null };
    let where = `brand_id = @brand${archivedSql(q.archived, 'deleted_at')}`;
    if (q.search) where += " AND (name LIKE @search OR description LIKE @search OR EXISTS (SELECT 1 FROM json_each(visuals.tags) WHERE json_each.value LIKE @search))";
    if (q.status) where += ' AND status = @status';
    if (q.output_category) where += ' AND output_category = @category';
    (q.tag ?? []).forEach((tag, i) => {
      params[`tag${i}`] = tag;
      where += ` AND EXISTS (SELECT 1 FROM json_each(visuals.tags) WHERE json_each.value = @tag${i} COLLATE NOCASE)`;
    });
    if (q.development === true) where += ` AND COALESCE(${LATEST_STATUS}, '') <> 'approved'`;
    if (q.development === false) where += ` AND ${LATEST_STATUS} = 'approved'`;
    if (q.version_status) where += ` AND ${LATEST_STATUS} = @vstatus`;
    if (q.ids?.length) where += ` AND id IN (${q.ids.map(Number).join(', ')})`;
    const total = db.prepare(`SELECT COUNT(*) FROM visuals WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db
      .prepare(`SELECT * FROM visuals WHERE ${where} ORDER BY ${q.sort} ${q.order}, id ${q.order} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as VisualRow[];
    return paginate(rows.map((r) => presentVisual(db, r, apiBase)), total, page, apiUrl(s, 'visual'));
  });

  app.get('/server/api/v1/visual/meta', async (request) => {
    const ctx = brandContext(db, request);
    const tags = db.prepare('SELECT DISTINCT json_each.value FROM visuals, json_each(visuals.tags) WHERE visuals.brand_id = ? AND visuals.deleted_at IS NULL ORDER BY 1 COLLATE NOCASE').pluck().all(ctx.brand.id) as string[];
    const counts = db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(deleted_at IS NOT NULL), 0) AS archived,
                COALESCE(SUM(deleted_at IS NULL AND COALESCE(${LATEST_STATUS}, '') <> 'approved'), 0) AS development
         FROM visuals WHERE brand_id = ?`,
      )
      .get(ctx.brand.id) as { total: number; archived: number; development: number };
    return { data: { counts, tags, statuses: VISUAL_STATUSES, version_statuses: VERSION_STATUSES, output_categories: OUTPUT_CATEGORIES, output_formats: OUTPUT_FORMATS } };
  });

  app.get('/server/api/v1/visual/:id', async (request) => {
    const ctx = brandContext(db, request);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'), { withTrashed: true });
    // One template (not the lists): its inputs with their values, for the values form.
    const pkg = await s.renderer.template(visual.brand_id, visual.id).catch(() => null);
    return { data: { ...presentVisual(db, visual, apiBase), inputs: pkg ? presentInputs(pkg.inputs, visual.slots) : [], package_images: pkg ? packageImagesOf(pkg) : [] } };
  });

  app.get('/server/api/v1/visual-build/:id', async (request) => {
    const ctx = brandContext(db, request);
    const id = routeId(request.params, 'VisualBuild');
    const { visual_version_id: versionId } = validate(v.object({ visual_version_id: v.optional(intLike(1)) }), request.query);
    const build = findBuild(db, ctx.brand.id, id);
    // The tester's nested route tester/{versionId}/build/{buildId}: another version's build is not found.
    if (versionId !== undefined && build.visual_version_id !== versionId) throw modelNotFound('VisualBuild', id);
    const view = loadBuildView(db, build.id);
    return { data: { ...presentBuild(view, apiBase), values: await presentRenderValues(db, s.renderer, view) } };
  });
}
