/**
 * Reading versions: one (with its history), a paginated list (a visual's versions with their
 * state), and a version's preview for the tester page's sandboxed iframe.
 *
 *   GET visual-version?visual_id&status&archived&ids[]&page&limit   newest number first
 *   GET visual-version/{id}[?visual_id=]   404 for another brand's, an unknown id, or (with
 *                                          visual_id) a version of another visual
 *   GET visual-version/{id}/preview[?width&height]   text/html inline, CSP sandbox
 *   GET visual-version/{id}/thumbnail[?size=list|page]   image/png of the filled page at the first
 *                                       size, or shrunk to twice a page's box (contract/thumbnail-
 *                                       sizes.ts), made when the version is processed (server/render/
 *                                       thumbnails.ts); an SVG size box where no image can be made;
 *                                       ETag, so a list revalidates for free
 *
 * Versions of an archived visual stay readable (the archived templates view opens them).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { VERSION_STATUSES } from '../../worker/contract/creatives';
import { sizesOf } from '../creatives/visual-sizes.ts';
import type { VisualRow, VisualVersionRow } from '../db/rows.ts';
import { previewOf } from '../farm/output.ts';
import { RenderError } from '../render/render-error.ts';
import { brandContext } from '../http/context.ts';
import { HttpError, modelNotFound } from '../http/errors.ts';
import { sendInlineFrame } from '../http/inline-frame.ts';
import { USER_CONTENT_CSP } from '../http/user-content.ts';
import { listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { intLike, validate } from '../http/validate.ts';
import { presentVersion } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import { findVersion, recordBrandContext } from './creative-lookup.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';
import { THUMBNAIL_SIZES } from '../../worker/contract/thumbnail-sizes';

const ThumbnailQuery = v.object({ size: v.optional(v.picklist(THUMBNAIL_SIZES)) });

const { page, limit, ids } = listQuery(LIST_MAX_LIMIT);
const ListQuery = v.object({
  page,
  limit,
  ids,
  visual_id: v.optional(intLike(1)),
  status: v.optional(v.picklist(VERSION_STATUSES)),
  // Versions are archived by state: -1 all (default: a template page shows every version), 0 live, 1 archived.
  archived: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([-1, 0, 1], 'The selected archived is invalid.')), -1),
});
const OneQuery = v.object({ visual_id: v.optional(intLike(1)) });
const dimension = v.pipe(intLike(16), v.maxValue(4096));
const PreviewQuery = v.object({ width: v.optional(dimension), height: v.optional(dimension) });

export function registerVisualVersionReadRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const apiBase = apiUrl(s, '').replace(/\/$/, '');

  app.get('/server/api/v1/visual-version', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, normalizeListQuery(request.query), listQueryNames(request.query));
    const params: Record<string, unknown> = { brand: ctx.brand.id, visual: q.visual_id ?? null, status: q.status ?? null };
    let where = 'vv.brand_id = @brand';
    if (q.visual_id !== undefined) where += ' AND vv.visual_id = @visual';
    if (q.status) where += ' AND vv.status = @status';
    if (q.archived === 0) where += " AND vv.status <> 'archived'";
    if (q.archived === 1) where += " AND vv.status = 'archived'";
    if (q.ids?.length) where += ` AND vv.id IN (${q.ids.map(Number).join(', ')})`;
    const from = 'FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id';
    const total = db.prepare(`SELECT COUNT(*) ${from} WHERE ${where}`).pluck().get(params) as number;
    const pg = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`SELECT vv.* ${from} WHERE ${where} ORDER BY vv.visual_id DESC, vv.number DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: pg.perPage, offset: offsetOf(pg) }) as VisualVersionRow[];
    return paginate(rows.map((r) => presentVersion(db, r, apiBase)), total, pg, apiUrl(s, 'visual-version'));
  });

  app.get('/server/api/v1/visual-version/:id', async (request) => {
    const ctx = brandContext(db, request);
    const id = routeId(request.params, 'VisualVersion');
    const q = validate(OneQuery, request.query);
    const version = findVersion(db, ctx.brand.id, id, { withTrashed: true });
    // The client's nested route visuals/{visualId}/version/{id}: another visual's version is not found.
    if (q.visual_id !== undefined && q.visual_id !== version.visual_id) throw modelNotFound('VisualVersion', id);
    return { data: presentVersion(db, version, apiBase, { history: true }) };
  });

  app.get('/server/api/v1/visual-version/:id/preview', async (request, reply) => {
    const id = routeId(request.params, 'VisualVersion');
    const row = db.prepare('SELECT * FROM visual_versions WHERE id = ?').get(id) as VisualVersionRow | undefined;
    recordBrandContext(db, request, row?.brand_id, () => modelNotFound('VisualVersion', id));
    const version = row!;
    if (version.preview_url === null) throw new HttpError(404, `Version ${version.number} has no preview: preview it first.`);
    const q = validate(PreviewQuery, request.query);
    const visual = db.prepare('SELECT * FROM visuals WHERE id = ?').get(version.visual_id) as VisualRow;
    const first = sizesOf(visual)[0] ?? { width: 300, height: 250 };
    try {
      return sendInlineFrame(reply, await previewOf(s.renderer, version, { width: q.width ?? first.width, height: q.height ?? first.height }));
    } catch (error) {
      if (error instanceof RenderError) throw new HttpError(422, error.message);
      throw error;
    }
  });

  // An <img> asks for it (no X-Brand): the record's brand is checked against the session instead.
  app.get('/server/api/v1/visual-version/:id/thumbnail', async (request, reply) => {
    const id = routeId(request.params, 'VisualVersion');
    const brand = db.prepare('SELECT brand_id FROM visual_versions WHERE id = ?').pluck().get(id) as number | undefined;
    recordBrandContext(db, request, brand, () => modelNotFound('VisualVersion', id));
    const { size } = validate(ThumbnailQuery, request.query);
    const thumbnail = await s.thumbnails.of(id, size);
    if (thumbnail === null) throw modelNotFound('VisualVersion', id);
    const etag = `"${thumbnail.tag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own (the SVG placeholder), it runs nothing.
      .header('content-security-policy', USER_CONTENT_CSP);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', thumbnail.mime).send(thumbnail.bytes);
  });
}
