/**
 * The simulated render farm. Each tick moves builds along
 *
 *   queued ──► rendering (progress += step) ──► storing ──► finished  (credits spent, storage grown, notified)
 *                                          │           └──► failed    (credits gone meanwhile, or the file not stored)
 *                                          └──► failed    (not enough credits, or a broken package)
 *
 * Only `capacity` builds render at once across the whole environment, so a burst of builds
 * queues up the way a real farm does. A build that reached 100 % leaves its slot at once and
 * has its output produced and stored off the tick (server/outputs/): it is announced finished,
 * with the stored file's size, only once the file is there, so a download never waits for a
 * render that says it is done. The row stays `rendering` meanwhile (a restart renders it again).
 * Ticks come from a timer in the running server and are called directly in tests; settled()
 * waits for the builds being stored; stop() clears the timer (app.close()).
 */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { announceBuild } from '../live/announce.ts';
import * as kinds from '../notifications/kinds.ts';
import { notify } from '../notifications/store.ts';
import { changeBalance, changeStorage, type EffectDeps } from './brand-effects.ts';
import { RenderError } from '../render/render-error.ts';
import { settleAdSetRender } from '../hooks/render-events.ts';
import type { RenderOutputs } from './output.ts';

export interface Farm {
  tick(): void;
  /** Resolves once every build that reached 100 % is stored and finished (or failed). */
  settled(): Promise<void>;
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


export interface FarmDeps extends EffectDeps {
  readonly outputs: RenderOutputs;
  readonly log: { error(details: object, message: string): void };
}

const NO_CREDITS = 'Not enough credits to finish the render.';
const NOT_STORED = 'The render\'s file could not be stored.';

/** Why a build that reached 100 % cannot finish, or null. */
function refusal(build: VisualBuildRow, brand: BrandRow): string | null {
  if (brand.balance < build.cost) return NO_CREDITS;
  if (failsByDesign(build.id)) return 'Font "Brand Sans" is missing in the package.';
  return null;
}

export function createFarm(d: FarmDeps, options: FarmOptions = {}): Farm {
  const capacity = options.capacity ?? 4;
  const step = options.step ?? 34;
  let timer: NodeJS.Timeout | null = null;
  const storing = new Map<number, Promise<void>>();

  const brandOf = (id: number) => d.db.prepare('SELECT * FROM brands WHERE id = ?').get(id) as BrandRow;
  const save = (b: VisualBuildRow) =>
    d.db.prepare('UPDATE visual_builds SET status = ?, progress = ?, size_bytes = ?, error = ?, updated_at = ?, finished_at = ? WHERE id = ?').run(b.status, b.progress, b.size_bytes, b.error, b.updated_at, b.finished_at, b.id);

  function complete(build: VisualBuildRow, brand: BrandRow, now: string, outcome: { error: string } | { size: number }): VisualBuildRow {
    const error = 'error' in outcome ? outcome.error : null;
    const size = 'size' in outcome ? outcome.size : null;
    const done: VisualBuildRow = { ...build, status: error ? 'failed' : 'finished', progress: 100, error, size_bytes: size, updated_at: now, finished_at: now };
    save(done);
    announceBuild(d.publisher, brand, done, false);
    settleAdSetRender(d, done, brand, now);
    if (!error) {
      changeBalance(d, brand.id, { delta: -build.cost }, 'render', build.id);
      changeStorage(d, brand.id, { addKib: Math.ceil((size ?? 0) / 1024) });
    }
    if (build.user_id !== null) {
      const ref = d.db.prepare('SELECT v.id AS visualId, v.name AS visualName, vv.id AS versionId FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?').get(build.visual_version_id) as
        | { visualId: number; visualName: string; versionId: number }
        | undefined;
      const data = error === NO_CREDITS
        ? kinds.scenarioBuildFailed(brand, build.id, `visual-build-${build.id}.zip`)
        : kinds.buildEvent(brand, { id: build.id, visualId: ref?.visualId ?? null, visualName: ref?.visualName ?? null, versionId: ref?.versionId ?? null }, error);
      const type = error === NO_CREDITS ? kinds.NOTIFICATION_TYPES.ScenarioBuildFailed : error ? kinds.NOTIFICATION_TYPES.VisualBuildFailed : kinds.NOTIFICATION_TYPES.VisualBuildFinished;
      notify(d.db, d.bus, { userId: build.user_id, brandId: brand.id, type, data, createdAt: now });
    }
    return done;
  }

  /** After the file is stored: finish the build, unless it went away or its brand can no longer pay. */
  async function store(build: VisualBuildRow): Promise<void> {
    let outcome: { error: string } | { size: number };
    try {
      outcome = { size: (await d.outputs.produce(build)).size };
    } catch (error) {
      // A render that cannot be made says why (no package, a value that does not fit, no Chromium);
      // anything else is the server's problem: logged, and shown as a storage failure.
      if (error instanceof RenderError) outcome = { error: error.message };
      else {
        d.log.error({ err: error, buildId: build.id }, 'the render farm could not store a render\'s file');
        outcome = { error: NOT_STORED };
      }
    }
    const finished = d.db.transaction(() => {
      const current = d.db.prepare("SELECT * FROM visual_builds WHERE id = ? AND status = 'rendering'").get(build.id) as VisualBuildRow | undefined;
      if (!current) return false;
      const brand = brandOf(current.brand_id);
      // The balance may have dropped while the file was being stored.
      const final = 'size' in outcome && brand.balance < current.cost ? { error: NO_CREDITS } : outcome;
      return complete(current, brand, d.clock.now().toISOString(), final).status === 'finished';
    })();
    if (!finished) await d.outputs.delete([build.id]);
  }

  function startStoring(build: VisualBuildRow): void {
    const done = store(build)
      .catch((error: unknown) => d.log.error({ err: error, buildId: build.id }, 'the render farm could not finish a render'))
      .finally(() => storing.delete(build.id));
    storing.set(build.id, done);
  }

  function tick(): void {
    const now = d.clock.now().toISOString();
    const toStore: VisualBuildRow[] = [];
    d.db.transaction(() => {
      // Bounded work per tick, however long the queue (issue 20: 10,000+ renders): the builds
      // rendering (never more than `capacity`, less those whose file is being stored: they left
      // their slot) and the first `capacity` queued ones, the only ones that can start. Both come
      // from the status index in id order; the queue is never read whole.
      const inProgress = (d.db.prepare("SELECT * FROM visual_builds WHERE status = 'rendering' ORDER BY id").all() as VisualBuildRow[]).filter((b) => !storing.has(b.id));
      const startable = d.db.prepare("SELECT * FROM visual_builds WHERE status = 'queued' ORDER BY id LIMIT ?").all(capacity) as VisualBuildRow[];
      const active = [...inProgress, ...startable].sort((a, b) => a.id - b.id);
      let rendering = inProgress.length;
      for (const build of active) {
        const brand = brandOf(build.brand_id);
        if (build.status === 'rendering') {
          const progress = Math.min(100, build.progress + step);
          if (progress >= 100) {
            const error = refusal(build, brand);
            if (error) complete(build, brand, now, { error });
            else toStore.push(build);
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
    // After the commit: the productions read the rows this tick wrote.
    for (const build of toStore) startStoring(build);
  }

  return {
    tick,
    async settled() {
      while (storing.size > 0) await Promise.all(storing.values());
    },
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
