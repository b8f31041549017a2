/**
 * Visual builds: create (queued for the simulated farm), list, download one, download many as
 * a zip. Only finished builds have an output; a bulk download with none answers JSON 404
 * (the client shows the server's message).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { VisualBuildRow } from '../db/rows.ts';
import { outputOf } from '../farm/output.ts';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { zip } from '../http/zip.ts';
import { intLike, validate } from '../http/validate.ts';
import { announceBuild } from '../live/announce.ts';
import { presentBuild } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import { findBuild } from './creative-lookup.ts';

const Size = v.object({ width: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(4096)), height: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(4096)) });
const CreateBody = v.object({
  visual_version_id: intLike(1),
  sizes: v.optional(v.pipe(v.array(Size), v.minLength(1), v.maxLength(50)), [{ width: 300, height: 250 }]),
  output_format: v.optional(v.picklist(['html', 'png']), 'html'),
  model_type: v.optional(v.picklist(['visual_version']), 'visual_version'),
});

const ListQuery = v.object({
  visual_version_id: v.optional(intLike(1)),
  model_type: v.optional(v.pipe(v.string(), v.maxLength(50))),
  status: v.optional(v.picklist(['queued', 'rendering', 'finished', 'failed'])),
  limit: v.optional(v.pipe(intLike(1), v.maxValue(999)), 15),
  page: v.optional(intLike(1), 1),
});

const DownloadQuery = v.object({ visual_build_ids: v.pipe(v.array(intLike(1)), v.minLength(1, 'The visual build ids field is required.'), v.maxLength(999)) });

/** `ids[]=1&ids[]=2`, `ids=1&ids=2` and `ids=1,2` all arrive as one array. */
function idsFromQuery(query: Record<string, unknown>, key: string): unknown[] {
  const raw = query[`${key}[]`] ?? query[key];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.flatMap((x) => (typeof x === 'string' ? x.split(',').filter(Boolean) : [x]));
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[:T]/g, '-');

export function registerVisualBuildRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = apiUrl(s, '').replace(/\/$/, '');

  app.post('/server/api/v1/visual-build', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const body = validate(CreateBody, request.body);
    const version = db.prepare("SELECT vv.id, vv.status FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ? AND v.deleted_at IS NULL").get(body.visual_version_id, ctx.brand.id) as { id: number; status: string } | undefined;
    if (!version) throw fieldError('visual_version_id', 'The selected visual version id is invalid.');
    if (version.status === 'draft' || version.status === 'erased') throw fieldError('visual_version_id', `A ${version.status} version cannot be built.`);
    const now = s.clock.now().toISOString();
    const insert = db.prepare(
      `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'queued', 0, ?, ?, ?, 1, ?, ?)`,
    );
    const builds = db.transaction(() =>
      body.sizes.map((size) => {
        const id = Number(insert.run(ctx.brand.id, version.id, ctx.user.id, body.model_type, body.output_format, size.width, size.height, now, now).lastInsertRowid);
        return db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
      }),
    )();
    for (const b of builds) announceBuild(s.publisher, ctx.brand, b, true);
    return reply.status(201).send({ data: builds.map((b) => presentBuild(b, base)) });
  });

  app.get('/server/api/v1/visual-build', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, request.query);
    let where = 'brand_id = @brand';
    if (q.visual_version_id !== undefined) where += ' AND visual_version_id = @version';
    if (q.model_type) where += ' AND model_type = @model';
    if (q.status) where += ' AND status = @status';
    const params = { brand: ctx.brand.id, version: q.visual_version_id ?? null, model: q.model_type ?? null, status: q.status ?? null };
    const total = db.prepare(`SELECT COUNT(*) FROM visual_builds WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`SELECT * FROM visual_builds WHERE ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as VisualBuildRow[];
    return paginate(rows.map((b) => presentBuild(b, base)), total, page, apiUrl(s, 'visual-build'));
  });

  app.get('/server/api/v1/visual-build/:id/download', async (request, reply) => {
    const ctx = brandContext(db, request);
    const build = findBuild(db, ctx.brand.id, routeId(request.params, 'VisualBuild'));
    if (build.status !== 'finished') throw new HttpError(404, 'The output of this build is not available.');
    const out = outputOf(db, build);
    return reply.header('content-type', out.mime).header('content-disposition', `attachment; filename="${out.filename}"`).send(out.content);
  });

  app.get('/server/api/v1/visual-build/download', async (request, reply) => {
    const ctx = brandContext(db, request);
    const { visual_build_ids: ids } = validate(DownloadQuery, { visual_build_ids: idsFromQuery(request.query as Record<string, unknown>, 'visual_build_ids') });
    const marks = ids.map(() => '?').join(', ');
    const builds = db.prepare(`SELECT * FROM visual_builds WHERE brand_id = ? AND status = 'finished' AND id IN (${marks}) ORDER BY id`).all(ctx.brand.id, ...ids) as VisualBuildRow[];
    if (builds.length === 0) throw new HttpError(404, 'No finished builds were found for download.');
    const content = await zip(builds.map((b) => outputOf(db, b)).map((o) => ({ name: o.filename, content: o.content })));
    const filename = `${ctx.brand.identifier}-visual-builds-${stamp(s.clock.now())}.zip`;
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${filename}"`).send(content);
  });
}
