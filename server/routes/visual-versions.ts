/**
 * Visual version actions, a small state machine; an action from the wrong state is a 422.
 *
 *   draft ──process──► processed ──preview──► previewed
 *   processed / previewed ──request-approval──► approval-requested
 *   approval-requested ──cancel (DELETE request-approval)──► the state before
 *   approval-requested ──approve──► approved      ──reject──► rejected
 *   any but approval-requested ──erase──► erased (its output is removed)
 *   revise: a new draft version of the same visual;  delete: not the visual's only version
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { VisualVersionRow } from '../db/rows.ts';
import { brandContext, requireReviewer, requireWriteAccess, type BrandContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { noticeReview } from '../notifications/creative-notices.ts';
import { presentVersion } from '../presenters/creatives.ts';
import type { Services } from '../services.ts';
import { createVersion, findVersion } from './creative-lookup.ts';

const OptionalComment = v.object({ comment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(5000)))) });
const RequiredComment = v.object({ comment: v.pipe(v.string(), v.trim(), v.nonEmpty('The comment field is required.'), v.maxLength(5000)) });

interface Transition {
  readonly from: readonly string[];
  readonly to: string;
  readonly reviewer?: boolean;
  readonly comment?: 'optional' | 'required';
  readonly notice?: 'requested' | 'approved' | 'rejected';
}

const TRANSITIONS: Readonly<Record<string, Transition>> = {
  process: { from: ['draft', 'processed', 'previewed', 'rejected'], to: 'processed' },
  preview: { from: ['processed', 'previewed', 'approved'], to: 'previewed' },
  erase: { from: ['draft', 'processed', 'previewed', 'approved', 'rejected'], to: 'erased' },
  'request-approval': { from: ['processed', 'previewed'], to: 'approval-requested', comment: 'optional', notice: 'requested' },
  approve: { from: ['approval-requested'], to: 'approved', reviewer: true, comment: 'optional', notice: 'approved' },
  reject: { from: ['approval-requested'], to: 'rejected', reviewer: true, comment: 'required', notice: 'rejected' },
};

export function registerVisualVersionRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const now = () => s.clock.now().toISOString();
  const reload = (id: number) => db.prepare('SELECT * FROM visual_versions WHERE id = ?').get(id) as VisualVersionRow;
  const load = (request: Parameters<typeof brandContext>[1]): [BrandContext, VisualVersionRow] => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    return [ctx, findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'))];
  };
  const wrongState = (version: VisualVersionRow, action: string) => fieldError('status', `The version cannot ${action.replace('-', ' ')} while it is ${version.status}.`);

  for (const [action, t] of Object.entries(TRANSITIONS)) {
    app.post(`/server/api/v1/visual-version/:id/${action}`, async (request) => {
      const [ctx, version] = load(request);
      if (t.reviewer) requireReviewer(ctx);
      const comment = t.comment === 'required' ? validate(RequiredComment, request.body).comment : t.comment ? (validate(OptionalComment, request.body).comment ?? null) : null;
      if (!t.from.includes(version.status)) throw wrongState(version, action);
      db.prepare('UPDATE visual_versions SET status = ?, status_before_approval = ?, approval_comment = ?, preview_url = ?, updated_at = ? WHERE id = ?').run(
        t.to,
        t.to === 'approval-requested' ? version.status : version.status_before_approval,
        t.comment ? comment : version.approval_comment,
        t.to === 'previewed' ? `${s.config.appOrigin}/server/api/v1/visual-version/${version.id}/preview` : t.to === 'erased' ? null : version.preview_url,
        now(),
        version.id,
      );
      if (comment) db.prepare('INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(version.id, ctx.user.id, comment, now(), now());
      if (t.notice) noticeReview(s, ctx.brand, version, ctx.user.id, t.notice, comment);
      return { data: presentVersion(db, reload(version.id)) };
    });
  }

  app.delete('/server/api/v1/visual-version/:id/request-approval', async (request) => {
    const [, version] = load(request);
    if (version.status !== 'approval-requested') throw wrongState(version, 'cancel approval');
    db.prepare('UPDATE visual_versions SET status = ?, status_before_approval = NULL, updated_at = ? WHERE id = ?').run(version.status_before_approval ?? 'processed', now(), version.id);
    return { data: presentVersion(db, reload(version.id)) };
  });

  app.post('/server/api/v1/visual-version/:id/revise', async (request, reply) => {
    const [, version] = load(request);
    const next = createVersion(db, { id: version.visual_id, brand_id: version.brand_id }, now());
    return reply.status(201).send({ data: presentVersion(db, next) });
  });

  app.delete('/server/api/v1/visual-version/:id', async (request, reply) => {
    const [, version] = load(request);
    const siblings = db.prepare('SELECT COUNT(*) FROM visual_versions WHERE visual_id = ?').pluck().get(version.visual_id) as number;
    if (siblings <= 1) throw fieldError('visual_version', 'The only version of a visual cannot be deleted.');
    db.prepare('DELETE FROM visual_versions WHERE id = ?').run(version.id);
    return reply.status(204).send();
  });
}
