/**
 * A render worker for `RENDER_QUEUE=bullmq` (`npm run render-worker`; run as many as the machine
 * or machines can take): takes render jobs from BullMQ at `REDIS_URL`, renders them with this
 * process's own Chromium pages and settles them in the shared database (bullmq-worker.ts). It
 * needs the API server's database file (`DATABASE_PATH`) and output directory (`OUTPUT_DIR`):
 * on another machine, both must be shared with the API server (docs/template-packages.md "The
 * render queue"). Live announcements go straight to soketi (`SOKETI_HOST`, `SOKETI_SERVER_PORT`),
 * as the API server's do. Stops cleanly on SIGINT/SIGTERM, giving back the renders under way.
 */
import { existsSync } from 'node:fs';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createPusherPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { DEFAULT_PRODUCTIONS } from '../outputs/build-outputs.ts';
import { createOutputStore } from '../outputs/output-store.ts';
import { withAdPlatformChecks } from '../outputs/platform-checked-store.ts';
import { chromiumProblem, createScreenshotter } from '../render/chromium.ts';
import { createRenderer } from '../render/renderer.ts';
import { createBullmqRenderWorker } from './bullmq-worker.ts';

const stackEnv = process.env.STACK_ENV ?? 'dev';
if (stackEnv !== 'dev' && stackEnv !== 'e2e') throw new Error(`STACK_ENV must be dev or e2e, got ${stackEnv}`);
const config = loadConfig(stackEnv);

function refuse(message: string): never {
  console.error(`render worker: ${message}`);
  process.exit(1);
}

if (config.databasePath === ':memory:' || config.outputDir === null) refuse('DATABASE_PATH must name the API server\'s database file (an in-memory database cannot be shared).');
// The API server creates and seeds the database; a worker that made an empty one would render nothing.
if (!existsSync(config.databasePath)) refuse(`no database at ${config.databasePath}: start the API server first, or set DATABASE_PATH to its file.`);

const log = {
  error: (details: object, message: string) => console.error(`render worker: ${message}`, details),
  warn: (details: unknown, message?: string) => console.warn(`render worker: ${message ?? ''}`, details),
};
const db = openDatabase(config.databasePath);
const store = withAdPlatformChecks(await createOutputStore(config.outputDir), db, log);
const renderer = createRenderer(db, createScreenshotter({ executablePath: config.chromiumPath, pages: DEFAULT_PRODUCTIONS }));
const publisher = createPusherPublisher(config, log);
// Notifications go into the shared database; the API server relays them to its subscribers (notifications/relay.ts).
const bus = createNotificationBus();
const worker = createBullmqRenderWorker(
  { db, clock: systemClock, publisher, bus, store, render: (job, onStage) => renderer.render(job, onStage), log },
  { redisUrl: config.redisUrl, concurrency: config.renderConcurrency, leaseMs: config.renderLeaseMs, renewMs: config.renderPollMs },
);

const noChromium = chromiumProblem(config.chromiumPath);
console.log(`render worker ${worker.owner}: ${config.renderConcurrency} at once from ${config.redisUrl}, database ${config.databasePath}, outputs ${config.outputDir}`);
console.log(`  renders: ${noChromium === null ? `HTML5, and PNG/JPEG in ${config.chromiumPath}` : noChromium}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    (async () => {
      await worker.close();
      await renderer.close();
      await publisher.close();
      await store.close();
      db.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
