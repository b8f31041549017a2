/**
 * The render queue on BullMQ over Redis with separate render workers (issue 23 §3), end to end:
 * a real redis-server on a spare port, the API app (buildApp, RENDER_QUEUE=bullmq) on a temporary
 * database file, two render workers as child processes. 200 HTML5 renders are queued before the
 * app starts (its sweep enqueues them), and every one is also delivered a second time under
 * another job id (what BullMQ does after a stalled worker). Midway, one worker is killed with
 * SIGKILL while it holds renders: its leases run out, the app's sweep enqueues them again and the
 * other worker finishes them. Every render finishes exactly once: one claim each (two for those
 * the killed worker held), one stored output, one `render` ledger row, the balance spent exactly
 * 200 × cost.
 *
 * `npm run test:redis` (vitest.redis.config.ts), not part of `npm test`: it needs redis-server and
 * runs in real time (processes, leases), so it waits by polling the database with deadlines.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type StackConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { createRecordingPublisher } from '../../server/live/publisher.ts';
import { RENDER_QUEUE_NAME, redisConnection } from '../../server/render-queue/bullmq-jobs.ts';
import { seed } from '../../server/seed/seed.ts';
import { fakeProvider } from '../../server/test-support/test-app.ts';
import { type RedisServer, startRedisServer } from './redis-server.ts';
import { startRenderWorker, type WorkerProcess } from './render-workers.ts';

const RENDERS = 200;
const COST = 1;
const BALANCE = 10_000;
const LEASE_MS = 3_000;
const POLL_MS = 200;

let dir: string;
let redis: RedisServer;
let config: StackConfig;
let app: FastifyInstance | null = null;
let db: Db;
const workers: WorkerProcess[] = [];

/** Polls until `done()` holds; fails with `what` after `deadlineMs`. */
async function waitFor(what: string, done: () => boolean, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

/** The seeded database with the seed's own unfinished renders settled and RENDERS HTML5 ones queued. */
function prepare(): number[] {
  const setup = openDatabase(config.databasePath);
  seed(setup, { now: () => new Date() });
  setup.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  setup.prepare('UPDATE brands SET balance = ? WHERE id = 1').run(BALANCE);
  const version = setup.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  const now = new Date().toISOString();
  const insert = setup.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', 'html', 300, 250, ?, ?, ?)");
  const ids = setup.transaction(() => Array.from({ length: RENDERS }, () => Number(insert.run(version, COST, now, now).lastInsertRowid)))();
  setup.close();
  return ids;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'render-bullmq-'));
  redis = await startRedisServer();
  config = { ...loadConfig('test'), databasePath: join(dir, 'app.sqlite'), outputDir: join(dir, 'outputs'), renderQueue: 'bullmq', redisUrl: redis.url, renderLeaseMs: LEASE_MS, renderPollMs: POLL_MS, farm: false };
}, 30_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await app?.close();
  db?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('finishes 200 renders exactly once on two BullMQ workers, one of them killed midway', async () => {
  const ids = prepare();
  db = openDatabase(config.databasePath);
  const env = { databasePath: config.databasePath, outputDir: config.outputDir!, redisUrl: redis.url, concurrency: 2, leaseMs: LEASE_MS, pollMs: POLL_MS };
  workers.push(...(await Promise.all([startRenderWorker(env), startRenderWorker(env)])));
  const [doomed, survivor] = workers as [WorkerProcess, WorkerProcess];

  // The app renders nothing itself: its start-up sweep enqueues the renders queued before it.
  app = await buildApp(config, { publisher: createRecordingPublisher(config), provider: fakeProvider });
  // Every render delivered a second time, as BullMQ does after a stalled worker: the lease claim must absorb it.
  const duplicates = new Queue(RENDER_QUEUE_NAME, { connection: redisConnection(redis.url, 'producer') });
  await duplicates.addBulk(ids.map((buildId) => ({ name: 'render', data: { buildId }, opts: { jobId: `again-${buildId}`, removeOnComplete: true, removeOnFail: true } })));
  await duplicates.close();

  const count = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
  const finished = () => count(`SELECT COUNT(*) FROM visual_builds WHERE status = 'finished' AND id IN (${ids.join(',')})`);
  const heldBy = (owner: string) => db.prepare("SELECT id FROM visual_builds WHERE status = 'rendering' AND lease_owner = ?").pluck().all(owner) as number[];

  // Midway: once a quarter is done and the doomed worker holds renders, it dies without a word.
  await waitFor('a quarter of the renders finished with the doomed worker holding some', () => finished() >= RENDERS / 4 && heldBy(doomed.owner).length > 0, 60_000);
  const died = new Promise((resolve) => doomed.child.once('exit', resolve));
  doomed.child.kill('SIGKILL');
  await died;
  // Read once it is dead: a render it settled while the signal was on its way is not an orphan.
  const orphans = heldBy(doomed.owner);
  expect(finished()).toBeLessThan(RENDERS);

  const state = () => JSON.stringify(db.prepare(`SELECT status, lease_owner IS NULL AS free, lease_until < ? AS expired, COUNT(*) AS n FROM visual_builds WHERE id IN (${ids.join(',')}) GROUP BY 1, 2, 3`).all(new Date().toISOString()));
  await waitFor('every render finished', () => finished() === RENDERS, 40_000).catch((error: Error) => {
    throw new Error(`${error.message}: ${state()}, orphans ${orphans.join(',')}`);
  });

  const rows = db.prepare(`SELECT id, status, attempts, lease_owner FROM visual_builds WHERE id IN (${ids.join(',')}) ORDER BY id`).all() as { id: number; status: string; attempts: number; lease_owner: string | null }[];
  expect(rows.filter((r) => r.status !== 'finished')).toEqual([]);
  // Claimed once each (duplicate deliveries took nothing); twice for those the killed worker held.
  expect(rows.filter((r) => r.attempts !== (orphans.includes(r.id) ? 2 : 1))).toEqual([]);
  const spends = db.prepare(`SELECT visual_build_id AS id, COUNT(*) AS n, SUM(amount) AS total FROM credit_transactions WHERE reason = 'render' AND visual_build_id IN (${ids.join(',')}) GROUP BY visual_build_id`).all() as { id: number; n: number }[];
  expect(spends.filter((s) => s.n !== 1)).toEqual([]);
  expect(spends).toHaveLength(RENDERS);
  expect(count('SELECT balance FROM brands WHERE id = 1')).toBe(BALANCE - RENDERS * COST);
  const stored = readdirSync(config.outputDir!).filter((name) => ids.includes(Number(name)));
  expect(stored).toHaveLength(RENDERS);
  // The survivor did the orphans' work.
  expect(orphans.length).toBeGreaterThan(0);
  expect(survivor.child.exitCode).toBeNull();
}, 180_000);
