/**
 * Visual version actions: the state machine of worker/contract/version-actions.ts, enforced. An action
 * from the wrong state is a 422 naming the state; every change is written with its history
 * entry in one transaction, and the people involved are notified after the commit. Every change
 * is also announced on the brand channel (visuals-live.ts), so every open page of the version,
 * its template and the lists follow it, whoever watches.
 *
 *   POST   visual-version/{id}/process | preview | erase | request-approval | approve | reject
 *   DELETE visual-version/{id}/request-approval   cancel the request (requester or a reviewer)
 *   DELETE visual-version/{id}                    archive (soft: kept, read-only, not renderable)
 *   POST   visual-version/{id}/revise             a new draft version of the same visual (201)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { recordHistory, requesterOf } from '../creatives/version-history.ts';
import type { VersionAction } from '../../worker/contract/creatives';
import { mayCancelApproval, nextStatus, TRANSITIONS } from '../../worker/contract/version-actions';
import { stateWords } from '../creatives/state-words.ts';
import type { VisualVersionRow } from '../db/rows.ts';
import { brandContext, requireReviewer, requireWriteAccess, versionActor, type BrandContext } from '../http/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { noticeReview } from '../notifications/creative-notices.ts';
import { presentVersion } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import { createVersion, findVersion } from './creative-lookup.ts';
import { announceVersionChanged } from './visuals-live.ts';

const OptionalComment = v.object({ comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(5000)))) });
const RequiredComment = v.object({ comment: v.pipe(v.string(), v.trim(), v.nonEmpty('The comment field is required.'), v.maxLength(5000)) });

/** Words for "Cannot … version N while it is …". */
const VERBS: Readonly<Record<Exclude<VersionAction, 'revise'>, string>> = {
  process: 'process',
  preview: 'preview',
  'request-approval': 'request approval for',
  'cancel-approval': 'cancel the approval request of',
  approve: 'approve',
  reject: 'reject',
  erase: 'erase',
  archive: 'archive',
};

/** The actions answered by `POST visual-version/{id}/{action}`. */
const POST_ACTIONS = ['process', 'preview', 'erase', 'request-approval', 'approve', 'reject'] as const;

export function registerVisualVersionRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const now = () => s.clock.now().toISOString();
  const apiBase = apiUrl(s, '').replace(/\/$/, '');
  const reload = (id: number) => db.prepare('SELECT * FROM visual_versions WHERE id = ?').get(id) as VisualVersionRow;
  const answer = (id: number) => ({ data: presentVersion(db, reload(id), apiBase, { history: true }) });
  const load = (request: FastifyRequest): [BrandContext, VisualVersionRow] => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    return [ctx, findVersion(db, ctx.brand.id, routeId(request.params, 'VisualVersion'))];
  };
  const checkState = (version: VisualVersionRow, action: keyof typeof TRANSITIONS) => {
    if (!TRANSITIONS[action].from.includes(version.status)) {
      throw fieldError('status', `Cannot ${VERBS[action]} version ${version.number} while it is ${stateWords(version.status)}.`);
    }
  };

  /** Moves the version and records who did it, in one transaction. */
  function transition(ctx: BrandContext, version: VisualVersionRow, action: keyof typeof TRANSITIONS, comment: string | null): void {
    const at = now();
    const to = nextStatus(action, version.status, version.status_before_approval);
    const t = TRANSITIONS[action];
    db.transaction(() => {
      db.prepare(
        `UPDATE visual_versions SET status = ?, status_before_approval = ?, approval_comment = ?, preview_url = ?, archived_at = ?, updated_at = ? WHERE id = ?`,
      ).run(
        to,
        to === 'approval-requested' ? version.status : action === 'cancel-approval' ? null : version.status_before_approval,
        t.comment ? comment : version.approval_comment,
        action === 'preview' ? `/server/api/v1/visual-version/${version.id}/preview` : action === 'erase' ? null : version.preview_url,
        action === 'archive' ? at : version.archived_at,
        at,
        version.id,
      );
      // A review comment is also a comment on the version, so the conversation reads in one list.
      if (comment) db.prepare('INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(version.id, ctx.user.id, comment, at, at);
      recordHistory(db, { versionId: version.id, userId: ctx.user.id, action, from: version.status, to, comment, at });
    })();
  }

  for (const action of POST_ACTIONS) {
    const t = TRANSITIONS[action];
    app.post(`/server/api/v1/visual-version/:id/${action}`, async (request) => {
      const [ctx, version] = load(request);
      if (t.reviewer) requireReviewer(ctx);
      const comment = t.comment === 'required' ? validate(RequiredComment, request.body).comment : t.comment ? validate(OptionalComment, request.body).comment || null : null;
      checkState(version, action);
      const requester = t.reviewer ? requesterOf(db, version.id) : null;
      // Four eyes: whoever asked for the review does not give it.
      if (requester?.id === ctx.user.id) throw forbidden('You cannot approve or reject your own approval request.');
      transition(ctx, version, action, comment);
      if (action === 'request-approval') noticeReview(s, ctx.brand, version, ctx.user, 'requested', comment, null);
      if (action === 'approve' || action === 'reject') noticeReview(s, ctx.brand, version, ctx.user, action === 'approve' ? 'approved' : 'rejected', comment, requester?.id ?? null);
      announceVersionChanged(s.publisher, ctx.brand, version, action);
      // A processed version's thumbnails are made now, in the background, not on the list's first look.
      if (action === 'process') s.thumbnails.prepare(version.id);
      return answer(version.id);
    });
  }

  app.delete('/server/api/v1/visual-version/:id/request-approval', async (request) => {
    const [ctx, version] = load(request);
    checkState(version, 'cancel-approval');
    const requester = requesterOf(db, version.id);
    if (!mayCancelApproval(versionActor(ctx), requester?.id ?? null)) throw forbidden('Only the person who requested the approval or a reviewer can cancel it.');
    transition(ctx, version, 'cancel-approval', null);
    announceVersionChanged(s.publisher, ctx.brand, version, 'cancel-approval');
    return answer(version.id);
  });

  app.post('/server/api/v1/visual-version/:id/revise', async (request, reply) => {
    const [ctx, version] = load(request);
    const next = db.transaction(() => createVersion(db, { id: version.visual_id, brand_id: version.brand_id }, now(), { userId: ctx.user.id, from: version }))();
    // The new draft is the template's newest: the list shows its thumbnail at once.
    s.thumbnails.prepare(next.id);
    // The revised version's history names the new one; the template lists it.
    announceVersionChanged(s.publisher, ctx.brand, version, 'revise');
    return reply.status(201).send(answer(next.id));
  });

  /** Archive: the version stays (history, comments, renders) but is read-only and not renderable. */
  app.delete('/server/api/v1/visual-version/:id', async (request) => {
    const [ctx, version] = load(request);
    checkState(version, 'archive');
    const others = db.prepare("SELECT COUNT(*) FROM visual_versions WHERE visual_id = ? AND id <> ? AND status <> 'archived'").pluck().get(version.visual_id, version.id) as number;
    if (others === 0) throw fieldError('visual_version', `Version ${version.number} is the only version of this visual that is not archived; revise it before archiving it.`);
    transition(ctx, version, 'archive', null);
    announceVersionChanged(s.publisher, ctx.brand, version, 'archive');
    return answer(version.id);
  });
}
