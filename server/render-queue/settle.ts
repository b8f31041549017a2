/**
 * Where a render is settled — finished or failed — whoever rendered it (the simulated farm, the
 * embedded queue, a BullMQ worker) and wherever the build came from: the row's final status,
 * credits spent and storage grown for a finished one, the notification, the live announcement.
 * One (immediate) transaction, once: a build that is no longer `rendering` (settled already, cancelled) or
 * is held by another queue process (`owner` given and not the lease's) is left alone, so a
 * render reported twice never spends twice.
 */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { announceBuild } from '../live/announce.ts';
import * as kinds from '../notifications/kinds.ts';
import { notify } from '../notifications/store.ts';
import { changeBalance, changeStorage, type EffectDeps } from '../farm/brand-effects.ts';
import { settleAdSetRender } from '../hooks/render-events.ts';
import { reason, reasonText, type RenderReason } from '../../worker/contract/render-reasons';

export const NO_CREDITS = reason('render.no-credits');
export const NOT_STORED = reason('render.not-stored');

/** A failed render keeps its reason (code and parameters, and its English words as `error`). */
export type RenderOutcome = { readonly reason: RenderReason } | { readonly size: number };

/** The settled row, or null when the build was not this caller's to settle. */
export function settleBuild(d: EffectDeps, buildId: number, outcome: RenderOutcome, owner: string | null = null): VisualBuildRow | null {
  return d.db.transaction(() => {
    const build = d.db.prepare("SELECT * FROM visual_builds WHERE id = ? AND status = 'rendering'").get(buildId) as VisualBuildRow | undefined;
    if (!build || (owner !== null && build.lease_owner !== owner)) return null;
    const brand = d.db.prepare('SELECT * FROM brands WHERE id = ?').get(build.brand_id) as BrandRow;
    // The balance may have dropped while the file was being made.
    const final = 'size' in outcome && brand.balance < build.cost ? { reason: NO_CREDITS } : outcome;
    return complete(d, build, brand, final);
    // IMMEDIATE: the write lock is taken before the first read, so with render workers in other
    // processes (RENDER_QUEUE=bullmq) a settle waits for theirs instead of failing SQLITE_BUSY_SNAPSHOT.
  }).immediate();
}

function complete(d: EffectDeps, build: VisualBuildRow, brand: BrandRow, outcome: RenderOutcome): VisualBuildRow {
  const now = d.clock.now().toISOString();
  const why = 'reason' in outcome ? outcome.reason : null;
  const error = why && (reasonText(why) ?? why.code);
  const size = 'size' in outcome ? outcome.size : null;
  const done: VisualBuildRow = {
    ...build,
    status: error ? 'failed' : 'finished',
    progress: 100,
    stage: null,
    lease_owner: null,
    lease_until: null,
    error,
    error_code: why?.code ?? null,
    error_params: why ? JSON.stringify(why.params) : null,
    size_bytes: size,
    updated_at: now,
    finished_at: now,
  };
  d.db
    .prepare('UPDATE visual_builds SET status = ?, progress = ?, stage = NULL, lease_owner = NULL, lease_until = NULL, size_bytes = ?, error = ?, error_code = ?, error_params = ?, updated_at = ?, finished_at = ? WHERE id = ?')
    .run(done.status, done.progress, done.size_bytes, done.error, done.error_code, done.error_params, done.updated_at, done.finished_at, done.id);
  announceBuild(d.publisher, brand, done, false);
  // An ad set's creative: its render.finished / render.failed hooks, and the set's counts.
  settleAdSetRender(d, done, brand, now);
  if (!error) {
    changeBalance(d, brand.id, { delta: -build.cost }, 'render', build.id);
    changeStorage(d, brand.id, { addKib: Math.ceil((size ?? 0) / 1024) });
  }
  if (build.user_id !== null) {
    const ref = d.db.prepare('SELECT v.id AS visualId, v.name AS visualName, vv.id AS versionId FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?').get(build.visual_version_id) as
      | { visualId: number; visualName: string; versionId: number }
      | undefined;
    const data = why?.code === NO_CREDITS.code
      ? kinds.scenarioBuildFailed(brand, build.id, `visual-build-${build.id}.zip`)
      : kinds.buildEvent(brand, { id: build.id, visualId: ref?.visualId ?? null, visualName: ref?.visualName ?? null, versionId: ref?.versionId ?? null }, error);
    const type = why?.code === NO_CREDITS.code ? kinds.NOTIFICATION_TYPES.ScenarioBuildFailed : error ? kinds.NOTIFICATION_TYPES.VisualBuildFailed : kinds.NOTIFICATION_TYPES.VisualBuildFinished;
    notify(d.db, d.bus, { userId: build.user_id, brandId: brand.id, type, data, createdAt: now });
  }
  return done;
}
