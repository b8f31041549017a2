/**
 * Comments on a visual version: list (a paginator, oldest first, or newest first with
 * `order=desc`; `limit` ≤ 999 and 999 by default), create, and update / delete by their author
 * (or a manager). A new comment is a history entry of the version and notifies those involved;
 * every change of a comment is announced on the brand channel, so every open page of the version
 * shows it (visuals-live.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CommentRow } from '../db/rows.ts';
import { brandContext, type BrandContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { recordHistory } from '../creatives/version-history.ts';
import { listQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { noticeComment } from '../notifications/creative-notices.ts';
import { presentComment } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import { findComment, findVersion } from './creative-lookup.ts';
import { announceVersionChanged } from './visuals-live.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';

const { page, limit } = listQuery(LIST_MAX_LIMIT, LIST_MAX_LIMIT);
/** `order=desc`: newest first, so a long conversation opens on its newest page (older pages on demand). */
const ListQuery = v.object({ page, limit, order: v.optional(v.picklist(['asc', 'desc'], 'The selected order is invalid.'), 'asc') });
const CommentBody = v.object({ comment: v.pipe(v.string(), v.trim(), v.nonEmpty('The comment field is required.'), v.maxLength(5000)) });

/** Authors edit their own words; managers and godlike users moderate. */
function requireAuthor(ctx: BrandContext, c: CommentRow): void {
  if (c.user_id !== ctx.user.id && ctx.brandUser.primary_role !== 'manager' && !ctx.user.is_godlike) throw forbidden();
}

export function registerVisualCommentRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/visual-version/:id/comment';
  const reload = (id: number) => db.prepare('SELECT * FROM visual_version_comments WHERE id = ?').get(id) as CommentRow;

  app.get(base, async (request) => {
    const ctx = brandContext(db, request);
    const version = findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'), { withTrashed: true });
    const q = validate(ListQuery, request.query);
    const total = db.prepare('SELECT COUNT(*) FROM visual_version_comments WHERE visual_version_id = ?').pluck().get(version.id) as number;
    const pg = { page: q.page, perPage: q.limit };
    const dir = q.order === 'desc' ? 'DESC' : 'ASC';
    const rows = db.prepare(`SELECT * FROM visual_version_comments WHERE visual_version_id = ? ORDER BY created_at ${dir}, id ${dir} LIMIT ? OFFSET ?`).all(version.id, pg.perPage, offsetOf(pg)) as CommentRow[];
    return paginate(rows.map((r) => presentComment(db, r)), total, pg, apiUrl(s, `visual-version/${version.id}/comment`));
  });

  app.post(base, async (request, reply) => {
    const ctx = brandContext(db, request);
    const version = findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'));
    // Visitors may comment: reviewing is what they are invited for.
    const { comment } = validate(CommentBody, request.body);
    const now = s.clock.now().toISOString();
    const id = db.transaction(() => {
      const commentId = Number(db.prepare('INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(version.id, ctx.user.id, comment, now, now).lastInsertRowid);
      recordHistory(db, { versionId: version.id, userId: ctx.user.id, action: 'comment', commentId, at: now });
      return commentId;
    })();
    noticeComment(s, ctx.brand, version, ctx.user, id, comment);
    announceVersionChanged(s.publisher, ctx.brand, version, 'comment');
    return reply.status(201).send({ data: presentComment(db, reload(id)) });
  });

  app.put(`${base}/:commentId`, async (request) => {
    const ctx = brandContext(db, request);
    const version = findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'));
    const existing = findComment(db, version.id, routeId(request.params, 'VisualVersionComment', 'commentId'));
    requireAuthor(ctx, existing);
    const { comment } = validate(CommentBody, request.body);
    db.prepare('UPDATE visual_version_comments SET comment = ?, updated_at = ? WHERE id = ?').run(comment, s.clock.now().toISOString(), existing.id);
    announceVersionChanged(s.publisher, ctx.brand, version, 'comment');
    return { data: presentComment(db, reload(existing.id)) };
  });

  app.delete(`${base}/:commentId`, async (request, reply) => {
    const ctx = brandContext(db, request);
    const version = findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'));
    const existing = findComment(db, version.id, routeId(request.params, 'VisualVersionComment', 'commentId'));
    requireAuthor(ctx, existing);
    db.prepare('DELETE FROM visual_version_comments WHERE id = ?').run(existing.id);
    announceVersionChanged(s.publisher, ctx.brand, version, 'comment');
    return reply.status(204).send();
  });
}
