/**
 * The embedded render queue (issue 23 §3, `RENDER_QUEUE=embedded`, the default): renders run in
 * the API server's process, at most `capacity` at once, and their state lives on the
 * `visual_builds` rows (migration 016), so it survives the process:
 *
 *   queued ──claim──► rendering: unpack ► fill ► render ► encode ► store ──► settled (settle.ts)
 *
 * A claim is one UPDATE … RETURNING that takes the oldest takeable row and writes this process's
 * lease on it: SQLite runs it under its write lock, so two processes on one database never take
 * the same render. Takeable: a queued row, or a `rendering` one whose lease ran out or was given
 * back (its process died or was closed) — interrupted work resumes before new work starts. Each
 * stage renews the lease (and a timer does between stages); a process that lost its lease cannot
 * settle, so a render is finished once. A render taken again whose file was already stored (the
 * process died between storing and settling) is finished from that file, not rendered again; one
 * taken more than `maxAttempts` times (it keeps bringing its process down) fails with a reason.
 * close() gives the leases of the renders under way back, so the next start takes them at once.
 *
 * The queue does not care where a build came from (the Renders dialog, an ad set, the control
 * API): every `visual_builds` row is a render.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import type { EffectDeps } from '../farm/brand-effects.ts';
import { announceBuild } from '../live/announce.ts';
import type { OutputFile, OutputStore } from '../outputs/output-store.ts';
import { RenderError } from '../render/render-error.ts';
import type { RenderJob, StageListener } from '../render/renderer.ts';
import { type RenderStage, STAGE_PROGRESS } from '../../worker/contract/render-stages';
import { NO_CREDITS, NOT_STORED, type RenderOutcome, settleBuild } from './settle.ts';

export interface RenderQueue {
  /** Who holds the leases this queue takes (`host:pid:random`). */
  readonly owner: string;
  readonly capacity: number;
  /** Takes renders while slots are free (after a new build is queued; the timer calls it too). */
  kick(): void;
  /** Resolves once nothing is under way and nothing more can be taken. */
  idle(): Promise<void>;
  /** Starts taking renders; with `pollMs`, also looks for new ones and renews leases on a timer. */
  start(options?: { readonly pollMs?: number }): void;
  /** Stops taking new renders and waits for those under way to settle. */
  stop(): Promise<void>;
  readonly running: boolean;
  /** Shutting down: stops at once, gives back the leases of the renders under way. */
  close(): Promise<void>;
}

export interface RenderQueueDeps extends EffectDeps {
  readonly render: (job: RenderJob, onStage: StageListener) => Promise<OutputFile>;
  readonly store: OutputStore;
  readonly log: { error(details: object, message: string): void };
}

export interface RenderQueueOptions {
  readonly capacity?: number;
  /** How long a lease holds without being renewed; a render whose lease ran out is taken again. */
  readonly leaseMs?: number;
  readonly maxAttempts?: number;
  readonly owner?: string;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

const ABORTED = Symbol('aborted');

/** `work`, or ABORTED as soon as `signal` fires (a render under way at close is left to die). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(ABORTED);
    signal.addEventListener('abort', () => reject(ABORTED), { once: true });
    work.then(resolve, reject);
  });
}

export function interruptedTooOften(times: number): string {
  return `The render was interrupted ${times} times (its server stopped while rendering it); retry it.`;
}

export function createRenderQueue(d: RenderQueueDeps, options: RenderQueueOptions = {}): RenderQueue {
  const capacity = options.capacity ?? 2;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const underWay = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let active = false;
  let timer: NodeJS.Timeout | null = null;

  const leaseEnd = () => new Date(d.clock.now().getTime() + leaseMs).toISOString();
  const claimSql = (which: string) =>
    d.db.prepare(
      `UPDATE visual_builds SET status = 'rendering', stage = NULL, progress = 0, attempts = attempts + 1, lease_owner = @owner, lease_until = @until, updated_at = @now
       WHERE id = (SELECT id FROM visual_builds WHERE ${which} ORDER BY id LIMIT 1) RETURNING *`,
    );
  const claimInterrupted = claimSql("status = 'rendering' AND (lease_until IS NULL OR lease_until < @now)");
  const claimQueued = claimSql("status = 'queued'");
  const stageUpdate = d.db.prepare("UPDATE visual_builds SET stage = ?, progress = ?, lease_until = ?, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'rendering'");
  const renewAll = d.db.prepare("UPDATE visual_builds SET lease_until = ? WHERE lease_owner = ? AND status = 'rendering'");
  const brandOf = (id: number) => d.db.prepare('SELECT * FROM brands WHERE id = ?').get(id) as BrandRow;

  /** The next render to take, and whether it was interrupted (taken before and never settled). */
  function claim(): { build: VisualBuildRow; interrupted: boolean } | undefined {
    const now = d.clock.now().toISOString();
    const params = { owner, until: leaseEnd(), now };
    const interrupted = claimInterrupted.get(params) as VisualBuildRow | undefined;
    if (interrupted) return { build: interrupted, interrupted: true };
    const queued = claimQueued.get(params) as VisualBuildRow | undefined;
    return queued && { build: queued, interrupted: false };
  }

  function enter(build: VisualBuildRow, stage: RenderStage): void {
    const now = d.clock.now().toISOString();
    const progress = STAGE_PROGRESS[stage];
    if (stageUpdate.run(stage, progress, leaseEnd(), now, build.id, owner).changes === 0) return;
    announceBuild(d.publisher, brandOf(build.brand_id), { id: build.id, status: 'rendering', progress, stage }, false);
  }

  /** The file an interrupted attempt stored before its process stopped, if any. */
  async function storedBefore(build: VisualBuildRow): Promise<RenderOutcome | null> {
    const stored = await d.store.open(build.id);
    if (!stored) return null;
    stored.stream.destroy();
    return { size: stored.size };
  }

  async function produce(build: VisualBuildRow, interrupted: boolean, signal: AbortSignal): Promise<RenderOutcome> {
    const stored = interrupted ? await abortable(storedBefore(build), signal) : null;
    if (stored) return stored;
    if (build.attempts > maxAttempts) return { error: interruptedTooOften(build.attempts - 1) };
    // Refused before any work when the brand cannot pay now (settling checks again).
    if (brandOf(build.brand_id).balance < build.cost) return { error: NO_CREDITS };
    try {
      const file = await abortable(d.render(build, (stage) => enter(build, stage)), signal);
      enter(build, 'store');
      return { size: (await abortable(d.store.put(build.id, file), signal)).size };
    } catch (error) {
      if (error === ABORTED) throw error;
      // A render that cannot be made says why (no package, a value that does not fit, no Chromium);
      // anything else is the server's problem: logged, and shown as a storage failure.
      if (error instanceof RenderError) return { error: error.message };
      d.log.error({ err: error, buildId: build.id }, 'the render queue could not make a render');
      return { error: NOT_STORED };
    }
  }

  async function work(build: VisualBuildRow, interrupted: boolean, signal: AbortSignal): Promise<void> {
    let outcome: RenderOutcome;
    try {
      outcome = await produce(build, interrupted, signal);
    } catch (error) {
      if (error === ABORTED) return;
      throw error;
    }
    if (signal.aborted) return;
    const settled = settleBuild(d, build.id, outcome, owner);
    // A failed render keeps no file; one this process no longer held is another's to settle.
    if (settled?.status === 'failed') await d.store.delete(build.id);
  }

  function kick(): void {
    while (active && underWay.size < capacity) {
      const taken = claim();
      if (!taken) return;
      const { build } = taken;
      const abort = new AbortController();
      const done = work(build, taken.interrupted, abort.signal)
        .catch((error: unknown) => d.log.error({ err: error, buildId: build.id }, 'the render queue could not settle a render'))
        .finally(() => {
          underWay.delete(build.id);
          kick();
        });
      underWay.set(build.id, { done, abort });
    }
  }

  async function idle(): Promise<void> {
    while (underWay.size > 0) await Promise.all([...underWay.values()].map((u) => u.done));
  }

  function clearTimer(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    owner,
    capacity,
    kick,
    idle,
    start(startOptions = {}) {
      active = true;
      if (startOptions.pollMs !== undefined && !timer) {
        timer = setInterval(() => {
          if (underWay.size > 0) renewAll.run(leaseEnd(), owner);
          kick();
        }, startOptions.pollMs);
        timer.unref();
      }
      kick();
    },
    async stop() {
      active = false;
      clearTimer();
      await idle();
    },
    get running() {
      return active;
    },
    async close() {
      active = false;
      clearTimer();
      for (const u of underWay.values()) u.abort.abort();
      // Given back, not counted: the next start takes them at once, as if never taken.
      d.db.prepare("UPDATE visual_builds SET lease_owner = NULL, lease_until = NULL, attempts = MAX(attempts - 1, 0) WHERE lease_owner = ? AND status = 'rendering'").run(owner);
      await idle();
    },
  };
}
