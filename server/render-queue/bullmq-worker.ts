/**
 * A render worker of `RENDER_QUEUE=bullmq` (render-worker-main.ts runs one per process, on any
 * machine that reaches Redis and the API server): a BullMQ worker whose jobs name a build. For each
 * job it asks the API server to claim the render (worker-protocol.ts), renders it with its own
 * renderer and Chromium pages, reports the stages, and sends the file back (or the reason it
 * failed); the API server stores it and settles the render in its own database. The worker keeps
 * no database and writes no file.
 *
 * BullMQ delivers a job at least once — again after a worker stalled or died — so the API's lease
 * claim is what makes a render exactly-once: a delivery whose render is settled, cancelled or held
 * by a live lease is answered 409 and does nothing. While rendering, the worker renews the leases of
 * its renders every `renewMs`; a render the API no longer counts as this worker's (cancelled,
 * or its lease ran out) is stopped. BullMQ's job lock lasts as long as a lease, so a dead worker's
 * jobs are handed on about when their leases run out.
 *
 * close(): takes no new job, stops the renders under way, gives their leases back to the API
 * server (the dispatcher sends them to another worker at once) and closes the Redis connections.
 */
import { Worker } from 'bullmq';
import type { OutputFile } from '../outputs/output-store.ts';
import { RenderError } from '../render/render-error.ts';
import type { Renderer } from '../render/renderer.ts';
import type { RenderStage } from '../../worker/contract/render-stages';
import { RENDER_QUEUE_NAME, type RenderJobData, redisConnection } from './bullmq-jobs.ts';
import type { WorkerClient } from './worker-client.ts';
import type { WorkerTemplates } from './worker-templates.ts';
import type { ClaimedRender } from './worker-protocol.ts';

export interface BullmqRenderWorker {
  /** Who holds the leases this worker takes (`host:pid:random`). */
  readonly owner: string;
  /** Renders under way now. */
  readonly busy: number;
  close(): Promise<void>;
}

export interface BullmqRenderWorkerDeps {
  readonly client: WorkerClient;
  readonly renderer: Pick<Renderer, 'render'>;
  readonly templates: WorkerTemplates;
  readonly log: { error(message: string): void };
}

export interface BullmqRenderWorkerOptions {
  readonly redisUrl: string;
  readonly concurrency: number;
  readonly leaseMs: number;
  /** How often the leases of the renders under way are renewed (well under `leaseMs`). */
  readonly renewMs: number;
}

/** What a job came to: the worker's answer, kept by BullMQ until the job is removed. */
export type RenderJobResult = 'settled' | 'not-takeable' | 'given-back';

const STOPPED = Symbol('stopped');

/** `work`, or STOPPED as soon as `signal` fires (the render itself is left to end on its own). */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(STOPPED);
    const onAbort = () => reject(STOPPED);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A render still under way this long after it was taken reports its stage (a faster one's stages would flash by unseen). */
export const STAGE_REPORT_MS = 100;

/**
 * Sends a render's stages to the API server (progress on the render, announced live) without
 * costing fast renders anything: nothing during the first STAGE_REPORT_MS, then the stage reached
 * so far, and from then on the newest one, one call at a time (a stage reached while a report is on
 * its way replaces any not yet sent). An HTML5 render (a few ms) makes no stage call at all; a PNG
 * render (~250 ms) one or two. flush() stops the reports and waits for the one on its way, so the
 * output never overtakes a stage.
 */
function stageReporter(client: WorkerClient, buildId: number) {
  let sending: Promise<void> = Promise.resolve();
  let next: Exclude<RenderStage, 'store'> | null = null;
  let due = false;
  let done = false;
  const pump = async (): Promise<void> => {
    while (next !== null && !done) {
      const stage: Exclude<RenderStage, 'store'> = next;
      next = null;
      // A lost report costs only a progress figure; the lease is renewed by the timer too.
      await client.stage(buildId, stage).catch(() => false);
    }
  };
  const send = () => {
    if (next !== null && !done) sending = sending.then(pump);
  };
  const timer = setTimeout(() => {
    due = true;
    send();
  }, STAGE_REPORT_MS);
  timer.unref();
  return {
    report(stage: Exclude<RenderStage, 'store'>) {
      const idle = next === null;
      next = stage;
      if (due && idle) send();
    },
    flush() {
      done = true;
      clearTimeout(timer);
      return sending;
    },
  };
}

export function createBullmqRenderWorker(d: BullmqRenderWorkerDeps, options: BullmqRenderWorkerOptions): BullmqRenderWorker {
  const underWay = new Map<number, AbortController>();
  const closing = new AbortController();

  async function render(claim: ClaimedRender, signal: AbortSignal): Promise<RenderJobResult> {
    const id = claim.build.id;
    const stages = stageReporter(d.client, id);
    let file: OutputFile;
    try {
      // The signal also stops the renderer: a render cancelled or taken from this worker has its page killed at once (render/chromium.ts).
      file = await unlessStopped(d.renderer.render(claim.build, (stage) => stages.report(stage), { signal }), signal);
    } catch (error) {
      if (error === STOPPED) return 'given-back';
      await stages.flush();
      // The template's own failure keeps its reason (the user reads it in their language); anything
      // else is this worker's (logged here and by the API server, shown as the storage failure).
      if (error instanceof RenderError) {
        if (error.cause !== undefined) d.log.error(`render ${id} failed in Chromium: ${String(error.cause)}`);
        return (await d.client.fail(id, { code: error.reason.code, params: error.reason.params })) ? 'settled' : 'not-takeable';
      }
      d.log.error(`render ${id} failed in the worker: ${(error as Error).stack ?? String(error)}`);
      return (await d.client.fail(id, { internal: true, detail: String((error as Error).message ?? error) })) ? 'settled' : 'not-takeable';
    }
    await stages.flush();
    try {
      return (await d.client.deliver(id, file, signal)) ? 'settled' : 'not-takeable';
    } catch (error) {
      if (signal.aborted) return 'given-back';
      throw error;
    }
  }

  const worker = new Worker<RenderJobData, RenderJobResult>(
    RENDER_QUEUE_NAME,
    async (job) => {
      if (closing.signal.aborted) return 'given-back';
      const claim = await d.client.claim(job.data.buildId);
      if (!claim) return 'not-takeable';
      const abort = new AbortController();
      const stop = () => abort.abort();
      closing.signal.addEventListener('abort', stop, { once: true });
      underWay.set(claim.build.id, abort);
      const release = d.templates.hold(claim);
      try {
        return await render(claim, abort.signal);
      } finally {
        closing.signal.removeEventListener('abort', stop);
        underWay.delete(claim.build.id);
        release();
      }
    },
    { connection: redisConnection(options.redisUrl, 'worker'), concurrency: options.concurrency, lockDuration: options.leaseMs, stalledInterval: options.leaseMs },
  );
  worker.on('failed', (job, error) => d.log.error(`render job ${job?.data.buildId ?? '?'} failed: ${error.message}`));
  // A job whose lock ran out (this process stalled longer than a lease) may be delivered again;
  // the API's lease decides who renders it, so this is news, not a failure. BullMQ also reports it
  // as an error, which is not Redis going away.
  worker.on('lockRenewalFailed', (jobIds) => d.log.error(`render jobs ${jobIds.join(', ')}: their Redis locks ran out while this worker stalled; they may be delivered again`));
  // An error repeated while ioredis reconnects is said once, until the connection is back.
  let lastError: string | null = null;
  worker.on('error', (error) => {
    if (error.message.startsWith('could not renew lock for job') || error.message === lastError) return;
    lastError = error.message;
    d.log.error(`Redis at ${options.redisUrl}: ${error.message} (retrying)`);
  });
  worker.on('ready', () => (lastError = null));

  // Renews the leases of the renders under way; one the API no longer counts as ours is stopped.
  const renew = setInterval(() => {
    const ids = [...underWay.keys()];
    if (ids.length === 0) return;
    d.client.renew(ids).then(
      (held) => {
        for (const id of ids) if (!held.includes(id)) underWay.get(id)?.abort();
      },
      (error: Error) => d.log.error(`could not renew leases: ${error.message}`),
    );
  }, options.renewMs);
  renew.unref();

  return {
    owner: d.client.owner,
    get busy() {
      return underWay.size;
    },
    async close() {
      clearInterval(renew);
      closing.abort();
      // Given back at once, so another worker can take them (the API counts them as not started).
      const givenBack = d.client.giveBack(2_000).catch((error: Error) => d.log.error(`could not give renders back: ${error.message}`));
      await Promise.all([givenBack, worker.close()]);
    },
  };
}
