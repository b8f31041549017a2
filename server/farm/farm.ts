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
 * waits for the builds being stored; stop() clears the timer (app.close()). A build is settled
 * (finished or failed, credits and all) in server/render-queue/settle.ts, as the real queue's are.
 *
 * This is the `RENDER_QUEUE=simulated` option, for the tests and benchmarks that step renders
 * (control API `farm/tick`); the default is the embedded queue (server/render-queue/).
 */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { announceBuild } from '../live/announce.ts';
import { NO_CREDITS, NOT_STORED, type RenderOutcome, settleBuild } from '../render-queue/settle.ts';
import type { EffectDeps } from './brand-effects.ts';
import { RenderError } from '../render/render-error.ts';
import { reason, type RenderReason } from '../../worker/contract/render-reasons';
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

/** Why a build that reached 100 % cannot finish, or null. */
function refusal(build: VisualBuildRow, brand: BrandRow): RenderReason | null {
  if (brand.balance < build.cost) return NO_CREDITS;
  if (failsByDesign(build.id)) return reason('render.font-missing', { font: 'Brand Sans' });
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

  /** After the file is stored: finish the build, unless it went away or its brand can no longer pay. */
  async function store(build: VisualBuildRow): Promise<void> {
    let outcome: RenderOutcome;
    try {
      outcome = { size: (await d.outputs.produce(build)).size };
    } catch (error) {
      // A render that cannot be made says why (no package, a value that does not fit, no Chromium);
      // anything else is the server's problem: logged, and shown as a storage failure.
      if (error instanceof RenderError) outcome = { reason: error.reason };
      else {
        d.log.error({ err: error, buildId: build.id }, 'the render farm could not store a render\'s file');
        outcome = { reason: NOT_STORED };
      }
    }
    if (settleBuild(d, build.id, outcome)?.status !== 'finished') await d.outputs.delete([build.id]);
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
      // Bounded work per tick, however long the queue (10,000+ renders): the builds
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
            const why = refusal(build, brand);
            if (why) settleBuild(d, build.id, { reason: why });
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
