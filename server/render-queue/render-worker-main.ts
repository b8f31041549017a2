/**
 * A render worker for `RENDER_QUEUE=bullmq` (`npm run render-worker`; `--help` says what it
 * needs). Run as many as the machines can take: each needs only Redis (`REDIS_URL`) and the API
 * server (`RENDER_API_URL`, `RENDER_WORKER_TOKEN`); it renders with its own Chromium pages and
 * hands each file back to the API server, which stores it and settles the render
 * (bullmq-worker.ts, worker-protocol.ts). Nothing is written to disk here.
 *
 * At start it checks Redis and the API server within a bounded wait and exits with one line and
 * code 1 when either is missing. SIGINT/SIGTERM stop it within `WORKER_STOP_MS` (renders under way
 * are given back); a second signal exits at once.
 */
import { createScreenshotter, chromiumProblem } from '../render/chromium.ts';
import { createTemplateRenderer } from '../render/renderer.ts';
import { createBullmqRenderWorker } from './bullmq-worker.ts';
import { newLeaseOwner } from './render-runner.ts';
import { apiReady, redisReachable, redisUnreachable } from './start-checks.ts';
import { createWorkerClient } from './worker-client.ts';
import { loadWorkerConfig, WORKER_HELP } from './worker-config.ts';
import { createWorkerTemplates } from './worker-templates.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(WORKER_HELP);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`render worker: unknown argument ${args[0]}\n\n${WORKER_HELP}`);
  process.exit(2);
}

/** One line that says what is missing, and exit code 1. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadWorkerConfig();
} catch (error) {
  refuse((error as Error).message);
}

if (!(await redisReachable(config.redisUrl, config.startWaitMs))) refuse(redisUnreachable(config.redisUrl));
const client = createWorkerClient({ apiUrl: config.apiUrl, token: config.token, owner: newLeaseOwner() });
const hello = await apiReady(client, config.startWaitMs);
if (typeof hello === 'string') refuse(hello);

const templates = createWorkerTemplates(client);
// The API server's deadline and memory ceiling (render/chromium.ts kills a page past either).
const limits = hello.renderLimits;
const renderer = createTemplateRenderer(
  templates,
  createScreenshotter({ executablePath: config.chromiumPath, pages: config.concurrency, ...(limits ? { memoryMib: limits.memoryMib } : {}), log: { warn: (details, message) => console.warn(`render worker: ${message}`, details) } }),
  limits ? { imageDeadlineMs: limits.imageDeadlineMs } : {},
);
const worker = createBullmqRenderWorker(
  { client, renderer, templates, log: { error: (message) => console.error(`render worker: ${message}`) } },
  { redisUrl: config.redisUrl, concurrency: config.concurrency, leaseMs: hello.leaseMs, renewMs: hello.renewMs },
);

const noChromium = chromiumProblem(config.chromiumPath);
console.log(`render worker ${worker.owner}: ${config.concurrency} at once from ${config.redisUrl}, API ${config.apiUrl}`);
console.log(`  renders: ${noChromium === null ? `HTML5, and PNG/JPEG in ${config.chromiumPath}` : noChromium}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.error(`render worker: ${signal} again, exiting now`);
      process.exit(130);
    }
    stopping = true;
    console.log(`render worker: ${signal}: stopping, giving back ${worker.busy} render(s)`);
    // Bounded: Redis or Chromium that no longer answer must not keep the worker alive.
    setTimeout(() => {
      console.error(`render worker: not stopped after ${config.stopMs} ms, exiting anyway`);
      process.exit(1);
    }, config.stopMs).unref();
    // The renders under way were stopped and given back: their Chromium pages can close meanwhile.
    Promise.all([worker.close(), renderer.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
