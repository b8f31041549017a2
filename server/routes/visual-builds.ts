/**
 * Visual builds (renders): start (queued for the render queue, server/render-queue/) and list. Files are in
 * visual-build-files.ts, the report in visual-build-report.ts.
 *
 *   POST visual-build { visual_version_id, sizes?, output_format?, model_type?, values? }
 *        sizes default to the visual's first size; values (input → text) for these renders
 *        only, over the template's, checked first (422 errors["values.{input}"]) and kept on
 *        each render (values_json); refused (422, errors.balance) when the brand
 *        cannot pay; refused (422, errors.visual_version_id) for a draft, erased or archived
 *        version, or one of an archived visual or another brand
 *   GET  visual-build?status&visual_id&visual_version_id&model_type&search&ids[]&page&limit≤999
 *        newest first
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { RENDER_COST } from '../../worker/contract/render-cost';
import { DEFAULT_RENDER_FORMAT, RENDER_FORMATS } from '../../worker/contract/output-formats';
import { assertAffordable, maySeeBalance } from '../creatives/render-cost.ts';
import { recordHistory } from '../creatives/version-history.ts';
import { canRender } from '../../worker/contract/version-actions';
import { stateWords } from '../creatives/state-words.ts';
import { SizeSchema, sizesOf } from '../creatives/visual-sizes.ts';
import { renderValues, ValuesSchema } from '../creatives/template-values.ts';
import type { VisualRow, VisualVersionRow } from '../db/rows.ts';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { intLike, validate } from '../http/validate.ts';
import { announceBuild } from '../live/announce.ts';
import { announceVersionChanged } from './visuals-live.ts';
import { BUILD_SELECT, type BuildView, loadBuildView, presentBuild } from '../presenters/builds.ts';
import { apiUrl, type Services } from '../services.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';

export const BUILD_STATUSES = ['queued', 'rendering', 'finished', 'failed', 'cancelled'] as const;

const CreateBody = v.object({
  visual_version_id: intLike(1),
  sizes: v.optional(v.pipe(v.array(SizeSchema), v.minLength(1, 'The sizes field must have at least 1 size.'), v.maxLength(50))),
  output_format: v.optional(v.picklist(RENDER_FORMATS), DEFAULT_RENDER_FORMAT),
  model_type: v.optional(v.picklist(['visual_version']), 'visual_version'),
  /** Values for these renders only, over the template's (docs/template-packages.md "Values"). */
  values: v.optional(ValuesSchema),
});

const { page, limit, ids, search } = listQuery(LIST_MAX_LIMIT);
const ListQuery = v.object({
  page,
  limit,
  ids,
  search,
  visual_version_id: v.optional(intLike(1)),
  visual_id: v.optional(intLike(1)),
  model_type: v.optional(v.pipe(v.string(), v.maxLength(50))),
  status: v.optional(v.picklist(BUILD_STATUSES)),
});

export function registerVisualBuildRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = apiUrl(s, '').replace(/\/$/, '');

  app.post('/server/api/v1/visual-build', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const body = validate(CreateBody, request.body);
    const version = db
      .prepare('SELECT vv.* FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ? AND v.deleted_at IS NULL')
      .get(body.visual_version_id, ctx.brand.id) as VisualVersionRow | undefined;
    if (!version) throw fieldError('visual_version_id', 'The selected visual version id is invalid.');
    if (!canRender(version.status)) throw fieldError('visual_version_id', `Version ${version.number} cannot be rendered while it is ${stateWords(version.status)}.`);
    const visual = db.prepare('SELECT * FROM visuals WHERE id = ?').get(version.visual_id) as VisualRow;
    // Without sizes, one render at the visual's first size (the client sends the sizes it wants).
    const sizes = body.sizes ?? sizesOf(visual).slice(0, 1);
    // Checked before anything is written or charged; every render keeps the values it was asked with.
    const values = JSON.stringify(await renderValues(db, s.renderer, visual, body.values));
    const now = s.clock.now().toISOString();
    const insert = db.prepare(
      `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, created_at, updated_at, values_json)
       VALUES (?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const builds = db.transaction(() => {
      // Checked inside the transaction: nothing is written when the brand cannot pay.
      assertAffordable(db, ctx.brand, sizes.length, maySeeBalance(ctx));
      const rows = sizes.map((size) => loadBuildView(db, Number(insert.run(ctx.brand.id, version.id, ctx.user.id, body.model_type, body.output_format, size.width, size.height, RENDER_COST, now, now, values).lastInsertRowid)));
      recordHistory(db, {
        versionId: version.id,
        userId: ctx.user.id,
        action: 'render',
        from: version.status,
        to: version.status,
        details: { build_ids: rows.map((b) => b.id), sizes: sizes.map((x) => `${x.width}x${x.height}`), output_format: body.output_format },
        at: now,
      });
      return rows;
    })();
    for (const b of builds) announceBuild(s.publisher, ctx.brand, b, true);
    s.renderModes.queued();
    // The version's history now lists the render start.
    announceVersionChanged(s.publisher, ctx.brand, version, 'render');
    return reply.status(201).send({ data: builds.map((b) => presentBuild(b, base)) });
  });

  app.get('/server/api/v1/visual-build', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, normalizeListQuery(request.query), listQueryNames(request.query));
    const params = { brand: ctx.brand.id, version: q.visual_version_id ?? null, visual: q.visual_id ?? null, model: q.model_type ?? null, status: q.status ?? null, search: `%${q.search ?? ''}%` };
    // Filters on the template go through its versions (indexed), so no filter joins every render.
    let where = 'b.brand_id = @brand';
    if (q.visual_version_id !== undefined) where += ' AND b.visual_version_id = @version';
    if (q.visual_id !== undefined) where += ' AND b.visual_version_id IN (SELECT id FROM visual_versions WHERE visual_id = @visual)';
    if (q.model_type) where += ' AND b.model_type = @model';
    if (q.status) where += ' AND b.status = @status';
    if (q.search) where += ' AND b.visual_version_id IN (SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.brand_id = @brand AND v.name LIKE @search)';
    if (q.ids?.length) where += ` AND b.id IN (${q.ids.map(Number).join(', ')})`;
    const total = db.prepare(`SELECT COUNT(*) FROM visual_builds b WHERE ${where}`).pluck().get(params) as number;
    const pg = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`${BUILD_SELECT} WHERE ${where} ORDER BY b.id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: pg.perPage, offset: offsetOf(pg) }) as BuildView[];
    return paginate(rows.map((b) => presentBuild(b, base)), total, pg, apiUrl(s, 'visual-build'));
  });
}
