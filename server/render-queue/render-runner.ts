/**
 * One render's life under a lease, shared by every real queue: the embedded queue
 * (embedded-queue.ts) takes the oldest takeable render, a BullMQ render worker (bullmq-worker.ts)
 * takes the one its job names; both then run it through the same stages and settle it the same
 * way, so a render is exactly-once whichever queue delivered it and however many times.
 *
 * A claim is one UPDATE … RETURNING that writes this process's lease on a takeable row: SQLite
 * runs it under its write lock, so two processes on one database never take the same render.
 * Takeable: a queued row, or a `rendering` one whose lease ran out or was given back (its process
 * died or was closed). Each stage renews the lease (renewLeases() does between stages, but only
 * for a render within its deadline: render-watchdog.ts); a process that lost its lease cannot
 * settle (settle.ts), so a render is finished once. A render taken again whose file was already
 * stored (the process died between storing and settling) is finished from that file, not rendered
 * again; one taken more than `maxAttempts` times (it keeps bringing its process down) fails with a
 * reason. The watchdog stops a render at its deadline, on a cancel, or when its lease was taken,
 * and says whether a stopped or crashed render is tried again.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import type { EffectDeps } from '../farm/brand-effects.ts';
import { announceBuild } from '../live/announce.ts';
import type { OutputFile, OutputStore } from '../outputs/output-store.ts';
import { RenderError } from '../render/render-error.ts';
import type { RenderJob, RenderLimits, StageListener } from '../render/renderer.ts';
import { type RenderStage, STAGE_PROGRESS } from '../../worker/contract/render-stages';
import { reason, type RenderReason } from '../../worker/contract/render-reasons';
import { createFairTurns, fairNextSql } from './fair-turns.ts';
import { NO_CREDITS, NOT_STORED, type RenderOutcome, settleBuild } from './settle.ts';
import { createRenderWatchdog, DEFAULT_DEADLINES, type RenderDeadlines, type Watched } from './render-watchdog.ts';

export interface RenderRunnerDeps extends EffectDeps {
  /** Makes the render; stops (killing its page) when `limits.signal` fires (render-watchdog.ts). */
  readonly render: (job: RenderJob, onStage: StageListener, limits?: RenderLimits) => Promise<OutputFile>;
  readonly store: OutputStore;
  readonly log: { error(details: object, message: string): void };
}

export interface RenderRunnerOptions {
  /** How long a lease holds without being renewed; a render whose lease ran out is taken again. */
  readonly leaseMs?: number;
  readonly maxAttempts?: number;
  readonly owner?: string;
  /** Each render's hard deadline from its claim (render-watchdog.ts). */
  readonly deadlines?: RenderDeadlines;
}

/** A render this process holds the lease of, and whether it was interrupted (taken before, never settled). */
export interface Claimed {
  readonly build: VisualBuildRow;
  readonly interrupted: boolean;
}

export interface RenderRunner {
  /** Who holds the leases this runner takes (`host:pid:random`). */
  readonly owner: string;
  /** The next takeable render, leased to this process: an interrupted one (oldest first), else the fair turn's (fair-turns.ts). */
  claimNext(): Claimed | undefined;
  /** That render, leased to this process, if it is takeable (not settled, cancelled or held by a live lease). */
  claimById(id: number): Claimed | undefined;
  /** Renders a claimed build and settles it; with `signal` aborted it stops and settles nothing. */
  run(claimed: Claimed, signal: AbortSignal): Promise<void>;
  /**
   * Renews the leases of the renders this process holds that are within their deadline (one past
   * it is never renewed); a render whose row was cancelled or taken by another meanwhile is stopped.
   */
  renewLeases(): void;
  /** Stops a render under way here that was cancelled; false when it is not under way here. */
  cancel(buildId: number): boolean;
  /** Gives the leases back, not counted: the next taker starts them at once, as if never taken. */
  giveBack(): void;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

const ABORTED = Symbol('aborted');
/** A stopped or crashed render goes back to the queue (render-watchdog.ts). */
const AGAIN = Symbol('again');

/** `work`, or ABORTED as soon as `signal` fires (a render under way at close is left to die). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(ABORTED);
    const onAbort = () => reject(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    // A worker's signal lives as long as the process: the listener goes when the work ends.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function interruptedTooOften(times: number): RenderReason {
  return reason('render.interrupted', { times });
}

export function newLeaseOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

const INTERRUPTED = "status = 'rendering' AND (lease_until IS NULL OR lease_until < @now)";
const QUEUED = "status = 'queued'";

export function createRenderRunner(d: RenderRunnerDeps, options: RenderRunnerOptions = {}): RenderRunner {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const owner = options.owner ?? newLeaseOwner();
  const watchdog = createRenderWatchdog(d, owner, { deadlines: options.deadlines ?? DEFAULT_DEADLINES, maxAttempts });

  const leaseEnd = () => new Date(d.clock.now().getTime() + leaseMs).toISOString();
  // A render taken is no longer waiting in Redis (`dispatched_at`, bullmq-dispatcher.ts).
  const claimSql = (which: string) =>
    d.db.prepare(
      `UPDATE visual_builds SET status = 'rendering', stage = NULL, progress = 0, attempts = attempts + 1, lease_owner = @owner, lease_until = @until, updated_at = @now, dispatched_at = NULL
       WHERE id = (SELECT id FROM visual_builds WHERE ${which}) RETURNING *`,
    );
  const claimInterrupted = claimSql(`${INTERRUPTED} ORDER BY id LIMIT 1`);
  // Brands take turns, then the people of a brand, then oldest first (fair-turns.ts).
  const claimQueued = claimSql(`id = (${fairNextSql()}) AND ${QUEUED}`);
  const turns = createFairTurns(d.db);
  const claimInterruptedById = claimSql(`id = @id AND ${INTERRUPTED}`);
  const claimQueuedById = claimSql(`id = @id AND ${QUEUED}`);
  const stageUpdate = d.db.prepare("UPDATE visual_builds SET stage = ?, progress = ?, lease_until = ?, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'rendering'");
  const renewOne = d.db.prepare("UPDATE visual_builds SET lease_until = ? WHERE id = ? AND lease_owner = ? AND status = 'rendering'");
  const statusOf = d.db.prepare('SELECT status FROM visual_builds WHERE id = ?').pluck();
  const giveBackAll = d.db.prepare("UPDATE visual_builds SET lease_owner = NULL, lease_until = NULL, attempts = MAX(attempts - 1, 0) WHERE lease_owner = ? AND status = 'rendering'");
  const giveBackOne = d.db.prepare("UPDATE visual_builds SET lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ? AND status = 'rendering'");
  const brandOf = (id: number) => d.db.prepare('SELECT * FROM brands WHERE id = ?').get(id) as BrandRow;

  function claimWith(interrupted: { get(p: object): unknown }, queued: { get(p: object): unknown }, extra: object = {}): Claimed | undefined {
    const params = { owner, until: leaseEnd(), now: d.clock.now().toISOString(), ...extra };
    const again = interrupted.get(params) as VisualBuildRow | undefined;
    if (again) return { build: again, interrupted: true };
    const fresh = queued.get(params) as VisualBuildRow | undefined;
    return fresh && { build: fresh, interrupted: false };
  }

  function enter(build: VisualBuildRow, stage: RenderStage): void {
    const now = d.clock.now().toISOString();
    const progress = STAGE_PROGRESS[stage];
    if (stageUpdate.run(stage, progress, leaseEnd(), now, build.id, owner).changes === 0) return;
    announceBuild(d.publisher, brandOf(build.brand_id), { id: build.id, status: 'rendering', progress, stage }, false);
  }

  /** A render cancelled while under way leaves no file (one taken by another is that process's). */
  async function forget({ build }: Claimed, watched: Watched): Promise<void> {
    if (watched.halted() === 'cancelled') await d.store.delete(build.id);
  }

  /** The file an interrupted attempt stored before its process stopped, if any. */
  async function storedBefore(build: VisualBuildRow): Promise<RenderOutcome | null> {
    const stored = await d.store.open(build.id);
    if (!stored) return null;
    stored.stream.destroy();
    return { size: stored.size };
  }

  /** A render stopped by its deadline or a crash: tried again (null), or its outcome. */
  function stopped(build: VisualBuildRow, what: 'deadline' | 'crash', watched: Watched): RenderOutcome | typeof AGAIN {
    if (what === 'deadline') watchdog.halt(build.id, 'deadline');
    const why = watchdog.verdict(build, what, watched);
    return why === null ? AGAIN : { reason: why };
  }

  async function produce({ build, interrupted }: Claimed, watched: Watched): Promise<RenderOutcome | typeof AGAIN> {
    const { signal } = watched;
    const stored = interrupted ? await abortable(storedBefore(build), signal) : null;
    if (stored) return stored;
    if (build.attempts > maxAttempts) return { reason: interruptedTooOften(build.attempts - 1) };
    // Refused before any work when the brand cannot pay now (settling checks again).
    if (brandOf(build.brand_id).balance < build.cost) return { reason: NO_CREDITS };
    try {
      const file = await abortable(d.render(build, (stage) => enter(build, stage), { signal, deadlineMs: watched.deadlineMs }), signal);
      enter(build, 'store');
      // A stream (HTML5) stops being written when the render is stopped: no file outlives its render.
      if ('stream' in file) signal.addEventListener('abort', () => file.stream.destroy(), { once: true });
      return { size: (await abortable(d.store.put(build.id, file), signal)).size };
    } catch (error) {
      if (error === ABORTED) {
        if (watched.halted() === 'deadline') return stopped(build, 'deadline', watched);
        throw error;
      }
      // A render that cannot be made says why (no package, a value that does not fit, no Chromium,
      // its deadline or memory ceiling); anything else is the server's problem: logged, and shown
      // as a storage failure.
      if (error instanceof RenderError) {
        if (error.cause !== undefined) d.log.error({ err: error.cause, buildId: build.id }, 'a render failed in Chromium');
        if (error.reason.code === 'render.crashed') return stopped(build, 'crash', watched);
        if (error.reason.code === 'render.deadline') return stopped(build, 'deadline', watched);
        return { reason: error.reason };
      }
      d.log.error({ err: error, buildId: build.id }, 'the render queue could not make a render');
      return { reason: NOT_STORED };
    }
  }

  return {
    owner,
    claimNext: () =>
      d.db.transaction(() => {
        const claimed = claimWith(claimInterrupted, claimQueued);
        if (claimed && !claimed.interrupted) turns.taken(claimed.build);
        return claimed;
      })(),
    claimById: (id) => claimWith(claimInterruptedById, claimQueuedById, { id }),
    async run(claimed, signal) {
      const { build } = claimed;
      const watched = watchdog.watch(build, signal);
      let settled: VisualBuildRow | null;
      try {
        const outcome = await produce(claimed, watched);
        if (signal.aborted) return;
        // Cancelled (the route wrote the row) or taken by another: not this process's to settle.
        if (watched.halted() === 'cancelled' || watched.halted() === 'lost') return await forget(claimed, watched);
        if (outcome === AGAIN) return watchdog.requeue(build, watched.halted() === 'deadline');
        settled = settleBuild(d, build.id, outcome, owner);
      } catch (error) {
        if (error === ABORTED) return signal.aborted ? undefined : await forget(claimed, watched);
        // Not settled (the database refused, say): the lease goes back rather than being renewed
        // for as long as this process lives, so the render is taken again (counted, see maxAttempts).
        giveBackOne.run(build.id, owner);
        throw error;
      } finally {
        watched.end();
      }
      // A failed render keeps no file, nor one cancelled before it could settle (a render worker
      // learns of a cancel at its next renewal); one this process no longer held is another's.
      if (settled?.status === 'failed' || (settled === null && statusOf.get(build.id) === 'cancelled')) await d.store.delete(build.id);
    },
    renewLeases() {
      const until = leaseEnd();
      for (const id of watchdog.renewable()) {
        if (renewOne.run(until, id, owner).changes > 0) continue;
        watchdog.halt(id, statusOf.get(id) === 'cancelled' ? 'cancelled' : 'lost');
      }
    },
    cancel: (buildId) => watchdog.halt(buildId, 'cancelled'),
    giveBack: () => void giveBackAll.run(owner),
  };
}
