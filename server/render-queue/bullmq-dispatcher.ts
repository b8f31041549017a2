/**
 * The API server's side of `RENDER_QUEUE=bullmq`: it renders nothing, it enqueues. Each sweep
 * adds a BullMQ job for every render a worker should take — queued rows (new ones, those queued
 * before the switch to BullMQ, those whose job was lost with Redis's memory) and `rendering` ones
 * whose lease ran out (their worker died and BullMQ's own stalled-job check has not handed them
 * on, or their job was completed by a duplicate delivery that found the render taken) — at most
 * `limit` per sweep, oldest first. Adding is idempotent: the job id is the build's
 * (bullmq-jobs.ts), so a render already waiting or under way is not enqueued twice.
 *
 * A sweep runs after a build is queued (queued()), at start and on a timer.
 */
import { Queue } from 'bullmq';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { RENDER_QUEUE_NAME, type RenderJobData, redisConnection, renderJobId } from './bullmq-jobs.ts';

export interface RenderDispatcher {
  /** Enqueues what the workers should take; resolves with how many rows the sweep looked at. */
  sweep(): Promise<number>;
  /** Sweeps now without waiting; a failure (Redis away) is logged. */
  kick(): void;
  /** Sweeps now and every `everyMs`. */
  start(everyMs: number): void;
  stop(): void;
  /** Stops and closes the Redis connection. */
  close(): Promise<void>;
}

export interface RenderDispatcherDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: { error(details: object, message: string): void };
}

export const SWEEP_LIMIT = 1_000;

export function createRenderDispatcher(d: RenderDispatcherDeps, options: { readonly redisUrl: string; readonly limit?: number }): RenderDispatcher {
  const limit = options.limit ?? SWEEP_LIMIT;
  const queue = new Queue<RenderJobData>(RENDER_QUEUE_NAME, { connection: redisConnection(options.redisUrl, 'producer') });
  const due = d.db.prepare(
    "SELECT id FROM visual_builds WHERE status = 'queued' OR (status = 'rendering' AND (lease_until IS NULL OR lease_until < ?)) ORDER BY id LIMIT ?",
  );
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let failing = false;

  async function once(): Promise<number> {
    const ids = due.pluck().all(d.clock.now().toISOString(), limit) as number[];
    // Removed when done, so a render queued again later (retry) gets a fresh job under the same id.
    await queue.addBulk(ids.map((buildId) => ({ name: 'render', data: { buildId }, opts: { jobId: renderJobId(buildId), removeOnComplete: true, removeOnFail: true } })));
    return ids.length;
  }

  /** One sweep at a time; a sweep asked for during one runs once more after it (a build queued meanwhile). */
  function sweep(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let seen = 0;
      do {
        again = false;
        seen = await once();
      } while (again);
      return seen;
    })().finally(() => (running = null));
    return running;
  }

  /** Redis away: logged once per streak; the next sweep enqueues what this one could not. */
  function failed(error: unknown): void {
    if (!failing) d.log.error({ err: error }, 'the render dispatcher could not enqueue renders in Redis');
    failing = true;
  }
  queue.on('error', failed);

  function kick(): void {
    sweep().then(() => (failing = false), failed);
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    sweep,
    kick,
    start(everyMs) {
      if (!timer) {
        timer = setInterval(kick, everyMs);
        timer.unref();
      }
      kick();
    },
    stop,
    async close() {
      stop();
      // Not waiting for a sweep under way: while Redis is away it waits for Redis to come back
      // (BullMQ waits for the connection), and the server must still stop.
      await queue.close();
    },
  };
}
