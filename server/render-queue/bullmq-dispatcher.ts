/**
 * The API server's side of `RENDER_QUEUE=bullmq`: it renders nothing, it chooses what the render
 * workers take next and sends it to Redis. Each sweep adds a BullMQ job for
 *
 *   - every `rendering` render whose lease ran out or was given back (its worker died or stopped,
 *     and BullMQ's own stalled-job check has not handed it on), oldest first, at most `limit`;
 *   - queued renders in the fair order (fair-turns.ts: brands take turns, then the people of a
 *     brand, then oldest first) until `ahead` queued renders wait in Redis.
 *
 * Only a bounded number wait in Redis: a brand that queues 10,000 renders does not push them all
 * ahead of another brand's one, which is sent as soon as a worker takes a job (the worker API calls
 * queued() on each claim, render-worker routes) and its brand's turn comes. A queued render sent to
 * Redis is marked (`dispatched_at`, migration 021) until a worker takes it; a mark older than
 * `staleMs` (the job was lost with Redis's memory, or the worker that took it died before
 * claiming) no longer counts and the render is sent again. Adding is idempotent: the job id is the
 * build's (bullmq-jobs.ts), so a render already waiting or under way is not enqueued twice.
 *
 * A sweep runs after a build is queued or taken (queued()), at start and on a timer.
 */
import { Queue } from 'bullmq';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { RENDER_QUEUE_NAME, type RenderJobData, redisConnection, renderJobId } from './bullmq-jobs.ts';
import { createFairTurns, fairNextSql } from './fair-turns.ts';
import { DEFAULT_LEASE_MS } from './render-runner.ts';

export interface RenderDispatcher {
  /** Enqueues what the workers should take; resolves with how many jobs the sweep added. */
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

/** The part of a BullMQ queue the dispatcher uses (a test gives its own). */
export interface JobQueue {
  addBulk(jobs: { name: string; data: RenderJobData; opts: { jobId: string; removeOnComplete: boolean; removeOnFail: boolean } }[]): Promise<unknown>;
  close(): Promise<void>;
}

export interface RenderDispatcherOptions {
  readonly redisUrl: string;
  /** At most this many queued renders wait in Redis (`RENDER_DISPATCH_AHEAD`, 16). */
  readonly ahead?: number;
  /** A render sent this long ago and still not taken is sent again (the render lease's length, 60 s). */
  readonly staleMs?: number;
  /** At most this many interrupted renders per sweep. */
  readonly limit?: number;
  readonly queue?: JobQueue;
}

export const SWEEP_LIMIT = 1_000;
export const DEFAULT_AHEAD = 16;

export function createRenderDispatcher(d: RenderDispatcherDeps, options: RenderDispatcherOptions): RenderDispatcher {
  const limit = options.limit ?? SWEEP_LIMIT;
  const ahead = options.ahead ?? DEFAULT_AHEAD;
  const staleMs = options.staleMs ?? DEFAULT_LEASE_MS;
  const queue: JobQueue = options.queue ?? redisQueue(options.redisUrl, (error) => failed(error));
  const interrupted = d.db.prepare("SELECT id FROM visual_builds WHERE status = 'rendering' AND (lease_until IS NULL OR lease_until < ?) ORDER BY id LIMIT ?").pluck();
  const waiting = d.db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status = 'queued' AND dispatched_at >= ?").pluck();
  const next = d.db.prepare(`SELECT id, brand_id, user_id FROM visual_builds WHERE id = (${fairNextSql('dispatched_at IS NULL OR dispatched_at < @stale')})`);
  const mark = d.db.prepare('UPDATE visual_builds SET dispatched_at = ? WHERE id = ?');
  const unmark = d.db.prepare("UPDATE visual_builds SET dispatched_at = NULL WHERE id = ? AND dispatched_at = ? AND status = 'queued'");
  const turns = createFairTurns(d.db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let failing = false;

  /** What to send now, chosen and marked in one transaction. */
  const choose = d.db.transaction((now: Date) => {
    const at = now.toISOString();
    const stale = new Date(now.getTime() - staleMs).toISOString();
    const resumed = interrupted.all(at, limit) as number[];
    const fresh: number[] = [];
    for (let room = ahead - (waiting.get(stale) as number); room > 0; room--) {
      const build = next.get({ stale }) as { id: number; brand_id: number; user_id: number | null } | undefined;
      if (!build) break;
      mark.run(at, build.id);
      turns.taken(build);
      fresh.push(build.id);
    }
    return { at, resumed, fresh };
  });

  async function once(): Promise<number> {
    const { at, resumed, fresh } = choose(d.clock.now());
    const ids = [...resumed, ...fresh];
    if (ids.length === 0) return 0;
    try {
      // Removed when done, so a render queued again later (retry) gets a fresh job under the same id.
      await queue.addBulk(ids.map((buildId) => ({ name: 'render', data: { buildId }, opts: { jobId: renderJobId(buildId), removeOnComplete: true, removeOnFail: true } })));
    } catch (error) {
      // Not in Redis after all: chosen again by the next sweep.
      d.db.transaction(() => fresh.forEach((id) => unmark.run(id, at)))();
      throw error;
    }
    return ids.length;
  }

  /** One sweep at a time; a sweep asked for during one runs once more after it (a build queued meanwhile). */
  function sweep(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let added = 0;
      do {
        again = false;
        added += await once();
      } while (again);
      return added;
    })().finally(() => (running = null));
    return running;
  }

  /** Redis away: logged once per streak; the next sweep enqueues what this one could not. */
  function failed(error: unknown): void {
    if (!failing) d.log.error({ err: error }, 'the render dispatcher could not enqueue renders in Redis');
    failing = true;
  }

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

function redisQueue(url: string, onError: (error: unknown) => void): JobQueue {
  const queue = new Queue<RenderJobData>(RENDER_QUEUE_NAME, { connection: redisConnection(url, 'producer') });
  queue.on('error', onError);
  return queue;
}
