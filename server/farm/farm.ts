/**
 * The simulated render farm. Each tick moves builds along
 *
 *   queued ──► rendering (progress += step) ──► finished  (credits spent, storage grown, notified)
 *                                          └──► failed    (not enough credits, or a broken package)
 *
 * Only `capacity` builds render at once across the whole environment, so a burst of builds
 * queues up the way a real farm does. Ticks come from a timer in the running server and are
 * called directly in tests; stop() clears the timer (app.close()).
 */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { announceBuild } from '../live/announce.ts';
import * as kinds from '../notifications/kinds.ts';
import { notify } from '../notifications/store.ts';
import { changeBalance, changeStorage, type EffectDeps } from './brand-effects.ts';
import { outputOf } from './output.ts';

export interface Farm {
  tick(): void;
  start(intervalMs: number): void;
  stop(): void;
  readonly running: boolean;
}

export interface FarmOptions {
  readonly capacity?: number;
  readonly step?: number;
}

/** Deterministic "broken package" failures so demos show failed builds without randomness. */
export const failsByDesign = (buildId: number): boolean => buildId % 9 === 0;


export function createFarm(d: EffectDeps, options: FarmOptions = {}): Farm {
  const capacity = options.capacity ?? 4;
  const step = options.step ?? 34;
  let timer: NodeJS.Timeout | null = null;

  const brandOf = (id: number) => d.db.prepare('SELECT * FROM brands WHERE id = ?').get(id) as BrandRow;
  const save = (b: VisualBuildRow) =>
    d.db.prepare('UPDATE visual_builds SET status = ?, progress = ?, size_bytes = ?, error = ?, updated_at = ?, finished_at = ? WHERE id = ?').run(b.status, b.progress, b.size_bytes, b.error, b.updated_at, b.finished_at, b.id);

  function complete(build: VisualBuildRow, brand: BrandRow, now: string): VisualBuildRow {
    let error: string | null = null;
    if (brand.balance < build.cost) error = 'Not enough credits to finish the render.';
    else if (failsByDesign(build.id)) error = 'Font "Brand Sans" is missing in the package.';
    const size = error ? null : outputOf(d.db, build).content.length;
    const done: VisualBuildRow = { ...build, status: error ? 'failed' : 'finished', progress: 100, error, size_bytes: size, updated_at: now, finished_at: now };
    save(done);
    announceBuild(d.publisher, brand, done, false);
    if (!error) {
      changeBalance(d, brand.id, { delta: -build.cost }, 'render', build.id);
      changeStorage(d, brand.id, { addKib: Math.ceil((size ?? 0) / 1024) });
    }
    if (build.user_id !== null) {
      const ref = d.db.prepare('SELECT v.id AS visualId, v.name AS visualName, vv.id AS versionId FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?').get(build.visual_version_id) as
        | { visualId: number; visualName: string; versionId: number }
        | undefined;
      const data = error?.startsWith('Not enough credits')
        ? kinds.scenarioBuildFailed(brand, build.id, `visual-build-${build.id}.zip`)
        : kinds.buildEvent(brand, { id: build.id, visualId: ref?.visualId ?? null, visualName: ref?.visualName ?? null, versionId: ref?.versionId ?? null }, error);
      const type = error?.startsWith('Not enough credits') ? kinds.NOTIFICATION_TYPES.ScenarioBuildFailed : error ? kinds.NOTIFICATION_TYPES.VisualBuildFailed : kinds.NOTIFICATION_TYPES.VisualBuildFinished;
      notify(d.db, d.bus, { userId: build.user_id, brandId: brand.id, type, data, createdAt: now });
    }
    return done;
  }

  function tick(): void {
    const now = d.clock.now().toISOString();
    d.db.transaction(() => {
      const active = d.db.prepare("SELECT * FROM visual_builds WHERE status IN ('queued', 'rendering') ORDER BY id").all() as VisualBuildRow[];
      let rendering = active.filter((b) => b.status === 'rendering').length;
      for (const build of active) {
        const brand = brandOf(build.brand_id);
        if (build.status === 'rendering') {
          const progress = Math.min(100, build.progress + step);
          if (progress >= 100) {
            complete(build, brand, now);
            rendering -= 1;
          } else {
            const next = { ...build, progress, updated_at: now };
            save(next);
            announceBuild(d.publisher, brand, next, false);
          }
        } else if (rendering < capacity) {
          const next = { ...build, status: 'rendering', progress: 0, updated_at: now };
          save(next);
          announceBuild(d.publisher, brand, next, false);
          rendering += 1;
        }
      }
    })();
  }

  return {
    tick,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    get running() {
      return timer !== null;
    },
  };
}
