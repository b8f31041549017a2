/**
 * The embedded render queue (`RENDER_QUEUE=embedded`, the default): renders run in
 * the API server's process, at most `capacity` at once, and their state lives on the
 * `visual_builds` rows (migration 016), so it survives the process:
 *
 *   queued ──claim──► rendering: unpack ► fill ► render ► encode ► store ──► settled (settle.ts)
 *
 * Claims, leases, stages and settling are the render runner's (render-runner.ts, shared with the
 * BullMQ render workers); this queue only decides when to take the next render: while slots are
 * free, after a build is queued and on its timer (which also renews the leases). Interrupted work
 * resumes before new work starts. close() gives the leases of the renders under way back, so the
 * next start takes them at once. Each render has a hard deadline, and its lease is renewed only
 * within it (render-watchdog.ts); a cancelled render under way here is stopped at once (cancel()).
 *
 * The queue does not care where a build came from (the Renders dialog, an ad set, the control
 * API): every `visual_builds` row is a render.
 */
import { createRenderRunner, type RenderRunnerDeps, type RenderRunnerOptions } from './render-runner.ts';

export { interruptedTooOften } from './render-runner.ts';

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
  /** A render was cancelled: stops it if it is under way here (its page is killed, nothing is settled). */
  cancel(buildId: number): boolean;
}

export type RenderQueueDeps = RenderRunnerDeps;

export interface RenderQueueOptions extends RenderRunnerOptions {
  readonly capacity?: number;
}

export function createRenderQueue(d: RenderQueueDeps, options: RenderQueueOptions = {}): RenderQueue {
  const capacity = options.capacity ?? 2;
  const runner = createRenderRunner(d, options);
  const underWay = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let active = false;
  let timer: NodeJS.Timeout | null = null;

  function kick(): void {
    while (active && underWay.size < capacity) {
      const taken = runner.claimNext();
      if (!taken) return;
      const { build } = taken;
      const abort = new AbortController();
      const done = runner
        .run(taken, abort.signal)
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
    owner: runner.owner,
    capacity,
    kick,
    idle,
    start(startOptions = {}) {
      active = true;
      if (startOptions.pollMs !== undefined && !timer) {
        timer = setInterval(() => {
          if (underWay.size > 0) runner.renewLeases();
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
    cancel: (buildId) => runner.cancel(buildId),
    async close() {
      active = false;
      clearTimer();
      for (const u of underWay.values()) u.abort.abort();
      runner.giveBack();
      await idle();
    },
  };
}
