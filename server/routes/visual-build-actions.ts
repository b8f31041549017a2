/**
 * What a user does with one render, with the rules of starting renders (write
 * access; the version must still be renderable; credits as for a new render, so the brand must
 * be able to pay for one more):
 *
 *   POST visual-build/{id}/retry      a failed or cancelled render is queued again (same id;
 *                                     its reason cleared, its attempts from 0)
 *   POST visual-build/{id}/cancel     a queued render is cancelled, a rendering one stopped and
 *                                     cancelled: the render queue holding it kills its page (in
 *                                     this process at once; a render worker at its next lease
 *                                     renewal), one whose server died is cancelled at once;
 *                                     nothing is spent either way
 *   POST visual-build/{id}/rerender   a finished render is made again as a new render (201; the
 *     { values? }                     finished one and its file stay), with the values it was
 *                                     made with, and the ones given over them (checked first:
 *                                     422 errors["values.{input}"])
 *
 * Each answers the render (`{ data }`), announces it live and tells the render queue. A render
 * in the wrong state is `422 errors.status` naming it.
 */
import type { FastifyInstance } from 'fastify';
import { RENDER_COST } from '../../worker/contract/render-cost';
import { canRender } from '../../worker/contract/version-actions';
import { assertAffordable, maySeeBalance } from '../creatives/render-cost.ts';
import { stateWords } from '../creatives/state-words.ts';
import type { VisualBuildRow, VisualVersionRow } from '../db/rows.ts';
import { type BrandContext, brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError, modelNotFound } from '../http/errors.ts';
import { announceBuild } from '../live/announce.ts';
import { loadBuildView, presentBuild } from '../presenters/builds.ts';
import { apiUrl, type Services } from '../services.ts';
import * as v from 'valibot';
import { renderValues, renderValuesOf, ValuesSchema } from '../creatives/template-values.ts';
import { validate } from '../http/validate.ts';
import type { VisualRow } from '../db/rows.ts';

const RerenderBody = v.object({ values: v.optional(ValuesSchema) });
import { buildActionAllowed, type BuildAction } from '../../worker/contract/build-actions';
import { reason, reasonText } from '../../worker/contract/render-reasons';

const CANCELLED = reason('render.cancelled');

type Action = BuildAction;

/** What an action says when the render's status does not allow it (the rule: contract/build-actions.ts). */
const REFUSAL: Readonly<Record<Action, string>> = {
  retry: 'Only a failed or cancelled render can be retried',
  cancel: 'Only a queued or rendering render can be cancelled',
  rerender: 'Only a finished render can be rendered again',
};

export function registerVisualBuildActionRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = apiUrl(s, '').replace(/\/$/, '');

  function buildFor(ctx: BrandContext, id: string, action: Action): VisualBuildRow {
    const build = db.prepare('SELECT * FROM visual_builds WHERE id = ? AND brand_id = ?').get(Number(id), ctx.brand.id) as VisualBuildRow | undefined;
    if (!build) throw modelNotFound('VisualBuild', id);
    if (!buildActionAllowed(action, build.status)) throw fieldError('status', `${REFUSAL[action]}: render #${build.id} is ${build.status}.`);
    return build;
  }

  /** Retry and re-render start a render: the version must still allow it and the brand pay for it. */
  function assertCanStart(ctx: BrandContext, build: VisualBuildRow): void {
    const version = db.prepare('SELECT vv.* FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND v.deleted_at IS NULL').get(build.visual_version_id) as VisualVersionRow | undefined;
    if (!version) throw fieldError('visual_version_id', 'The render\'s template version no longer exists.');
    if (!canRender(version.status)) throw fieldError('visual_version_id', `Version ${version.number} cannot be rendered while it is ${stateWords(version.status)}.`);
    assertAffordable(db, ctx.brand, 1, maySeeBalance(ctx));
  }

  const answer = (ctx: BrandContext, id: number, created: boolean) => {
    const view = loadBuildView(db, id);
    announceBuild(s.publisher, ctx.brand, view, created);
    s.renderModes.queued();
    return { data: presentBuild(view, base) };
  };

  app.post('/server/api/v1/visual-build/:id/retry', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const id = db.transaction(() => {
      const build = buildFor(ctx, (request.params as { id: string }).id, 'retry');
      assertCanStart(ctx, build);
      db.prepare(
        "UPDATE visual_builds SET status = 'queued', progress = 0, stage = NULL, error = NULL, error_code = NULL, error_params = NULL, attempts = 0, timeouts = 0, lease_owner = NULL, lease_until = NULL, size_bytes = NULL, finished_at = NULL, updated_at = ? WHERE id = ?",
      ).run(s.clock.now().toISOString(), build.id);
      return build.id;
    })();
    return answer(ctx, id, false);
  });

  app.post('/server/api/v1/visual-build/:id/cancel', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const build = db.transaction(() => {
      const found = buildFor(ctx, (request.params as { id: string }).id, 'cancel');
      const now = s.clock.now().toISOString();
      // The lease goes: the process rendering it cannot settle it any more (settle.ts), so nothing is spent.
      db.prepare(
        "UPDATE visual_builds SET status = 'cancelled', stage = NULL, lease_owner = NULL, lease_until = NULL, error = ?, error_code = ?, error_params = '{}', updated_at = ?, finished_at = ? WHERE id = ? AND status IN ('queued', 'rendering')",
      ).run(reasonText(CANCELLED), CANCELLED.code, now, now, found.id);
      return found;
    })();
    // Under way in this process: its page is killed now (a render worker notices at its next renewal).
    if (build.status === 'rendering') s.renderQueue.cancel(build.id);
    return answer(ctx, build.id, false);
  });

  app.post('/server/api/v1/visual-build/:id/rerender', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const body = validate(RerenderBody, request.body);
    const made = buildFor(ctx, (request.params as { id: string }).id, 'rerender');
    assertCanStart(ctx, made);
    // The values it was made with (an older render without them: the template's now), the given ones over them.
    const visual = db.prepare('SELECT v.* FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE vv.id = ?').get(made.visual_version_id) as VisualRow;
    const values = JSON.stringify(await renderValues(db, s.renderer, visual, body.values, renderValuesOf(made.values_json)));
    const id = db.transaction(() => {
      const build = buildFor(ctx, String(made.id), 'rerender');
      assertCanStart(ctx, build);
      const now = s.clock.now().toISOString();
      return Number(
        db
          .prepare(
            `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, created_at, updated_at, values_json)
             VALUES (?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(ctx.brand.id, build.visual_version_id, ctx.user.id, build.model_type, build.output_format, build.width, build.height, RENDER_COST, now, now, values).lastInsertRowid,
      );
    })();
    return reply.status(201).send(answer(ctx, id, true));
  });
}
