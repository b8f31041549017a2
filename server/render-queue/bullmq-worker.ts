/**
 * A render worker of `RENDER_QUEUE=bullmq` (render-worker-main.ts runs one per process): a BullMQ
 * worker whose job names a build; the build is claimed by id with the render runner
 * (render-runner.ts), rendered and settled exactly as the embedded queue does. BullMQ delivers a
 * job at least once — again after a worker stalled or died — so the lease claim is what makes a
 * render exactly-once: a delivery that finds the render settled, cancelled or held by a live
 * lease does nothing (the API server's sweep enqueues it again if that lease later runs out).
 *
 * BullMQ's job lock lasts as long as a render lease, so a dead worker's jobs are handed on about
 * when their leases run out. close() gives the leases of the renders under way back and lets
 * their jobs complete, so the next sweep enqueues them for another worker at once.
 */
import { Worker } from 'bullmq';
import { RENDER_QUEUE_NAME, type RenderJobData, redisConnection } from './bullmq-jobs.ts';
import { createRenderRunner, type RenderRunnerDeps } from './render-runner.ts';
import type { RenderDeadlines } from './render-watchdog.ts';

export interface BullmqRenderWorker {
  /** Who holds the leases this worker takes (`host:pid:random`). */
  readonly owner: string;
  close(): Promise<void>;
}

export interface BullmqRenderWorkerOptions {
  readonly redisUrl: string;
  readonly concurrency: number;
  readonly leaseMs: number;
  /** How often the leases of the renders under way are renewed (well under `leaseMs`). */
  readonly renewMs: number;
  readonly maxAttempts?: number;
  readonly deadlines?: RenderDeadlines;
}

/** What a job came to: the worker's answer, kept by BullMQ until the job is removed. */
export type RenderJobResult = 'settled' | 'not-takeable' | 'given-back';

export function createBullmqRenderWorker(d: RenderRunnerDeps, options: BullmqRenderWorkerOptions): BullmqRenderWorker {
  const runner = createRenderRunner(d, { leaseMs: options.leaseMs, ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}), ...(options.deadlines ? { deadlines: options.deadlines } : {}) });
  const closing = new AbortController();
  const worker = new Worker<RenderJobData, RenderJobResult>(
    RENDER_QUEUE_NAME,
    async (job) => {
      if (closing.signal.aborted) return 'given-back';
      const claimed = runner.claimById(job.data.buildId);
      if (!claimed) return 'not-takeable';
      await runner.run(claimed, closing.signal);
      return closing.signal.aborted ? 'given-back' : 'settled';
    },
    { connection: redisConnection(options.redisUrl, 'worker'), concurrency: options.concurrency, lockDuration: options.leaseMs, stalledInterval: options.leaseMs },
  );
  worker.on('failed', (job, error) => d.log.error({ err: error, buildId: job?.data.buildId }, 'a render job failed in its worker'));
  worker.on('error', (error) => d.log.error({ err: error }, 'the render worker lost Redis'));
  // Also how a worker learns that a render it holds was cancelled: the renewal finds the row cancelled and stops it.
  const renew = setInterval(() => runner.renewLeases(), options.renewMs);
  renew.unref();

  return {
    owner: runner.owner,
    async close() {
      clearInterval(renew);
      closing.abort();
      runner.giveBack();
      await worker.close();
    },
  };
}
