/**
 * Render workers on other machines, end to end (`npm run test:redis`): a real redis-server on a
 * spare port, the API server (buildApp, RENDER_QUEUE=bullmq, listening on a spare port, its
 * database file and outputs in a folder of its own) and render workers as separate processes,
 * each in an empty folder of its own with no database path: they have only Redis, the API
 * server's URL and the worker token (tests/redis/render-workers.ts).
 *
 * 1. 200 HTML5 renders queued before the API server starts, each also delivered a second time
 *    under another job id (what BullMQ does after a stalled worker); midway one worker is killed
 *    with SIGKILL while it holds renders: the API server lets them go when their leases run out,
 *    the dispatcher sends them again, the other worker finishes them. Every render is finished
 *    once: one claim each (two for the killed worker's), one stored output, one `render` ledger
 *    row, the balance spent exactly 200 × cost; nothing half-written on the API server, nothing
 *    written in the workers' folders. Then SIGINT stops the survivor within seconds.
 * 2. SIGTERM while a worker renders PNGs: it exits within a few seconds with code 0, its renders
 *    go back (not counted), and another worker finishes them all once.
 * 3. A worker without a reachable Redis says so in one line and exits with 1 after a bounded
 *    wait; one with the wrong token, likewise.
 *
 * Not part of `npm test` (vitest.redis.config.ts): it needs redis-server and runs processes in
 * real time, so it waits by polling the database with deadlines.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
import { OWNER_HEADER } from '../../server/render-queue/worker-protocol.ts';
import { seed } from '../../server/seed/seed.ts';
import { fakeProvider } from '../../server/test-support/test-app.ts';
import { type RedisServer, startRedisServer } from './redis-server.ts';
import { filesIn, spawnRenderWorker, startRenderWorker, type WorkerProcess } from './render-workers.ts';

const RENDERS = 200;
const PNGS = 12;
const COST = 1;
const BALANCE = 10_000;
const LEASE_MS = 3_000;
const POLL_MS = 200;
const TOKEN = randomBytes(24).toString('hex');

let dir: string;
let redis: RedisServer;
let config: StackConfig;
let app: FastifyInstance | null = null;
let apiUrl: string;
let db: Db;
let version: number;
const workers: WorkerProcess[] = [];

/** Polls until `done()` holds; fails with `what` after `deadlineMs`. */
async function waitFor(what: string, done: () => boolean, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

const count = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
const finished = (ids: number[]) => count(`SELECT COUNT(*) FROM visual_builds WHERE status = 'finished' AND id IN (${ids.join(',')})`);
const heldBy = (owner: string) => db.prepare("SELECT id FROM visual_builds WHERE status = 'rendering' AND lease_owner = ?").pluck().all(owner) as number[];
const spendsOf = (ids: number[]) =>
  db.prepare(`SELECT visual_build_id AS id, COUNT(*) AS n FROM credit_transactions WHERE reason = 'render' AND visual_build_id IN (${ids.join(',')}) GROUP BY visual_build_id`).all() as { id: number; n: number }[];

function queue(target: Db, n: number, format: 'html' | 'png'): number[] {
  const now = new Date().toISOString();
  const insert = target.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', ?, 300, 250, ?, ?, ?)");
  return target.transaction(() => Array.from({ length: n }, () => Number(insert.run(version, format, COST, now, now).lastInsertRowid)))();
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const workerEnv = () => ({ apiUrl, token: TOKEN, redisUrl: redis.url, concurrency: 2 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'render-bullmq-'));
  redis = await startRedisServer();
  config = {
    ...loadConfig('test'),
    databasePath: join(dir, 'app.sqlite'),
    outputDir: join(dir, 'outputs'),
    renderQueue: 'bullmq',
    redisUrl: redis.url,
    renderLeaseMs: LEASE_MS,
    renderPollMs: POLL_MS,
    renderWorkerToken: TOKEN,
    farm: false,
  };
}, 30_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await app?.close();
  db?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('finishes 200 renders exactly once on two workers without the API server\'s files, one of them killed midway', async () => {
  // The seeded database, its own unfinished renders settled, and RENDERS HTML5 ones queued before the API server starts.
  const setup = openDatabase(config.databasePath);
  seed(setup, { now: () => new Date() });
  setup.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  setup.prepare('UPDATE brands SET balance = ? WHERE id = 1').run(BALANCE);
  version = setup.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  const ids = queue(setup, RENDERS, 'html');
  setup.close();

  app = await buildApp(config, { publisher: createRecordingPublisher(config), provider: fakeProvider });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // Requests the API server has received and not answered yet, per worker (each sends its lease owner on every call).
  const answering = new Map<string, number>();
  app.server.on('request', (request, response) => {
    const owner = String(request.headers[OWNER_HEADER]);
    answering.set(owner, (answering.get(owner) ?? 0) + 1);
    response.once('close', () => answering.set(owner, answering.get(owner)! - 1));
  });
  db = openDatabase(config.databasePath);
  const survivor = await startRenderWorker(workerEnv());
  workers.push(survivor);
  // Every render delivered a second time, as BullMQ does after a stalled worker: the API's lease claim must absorb it.
  const duplicates = new Queue(RENDER_QUEUE_NAME, { connection: redisConnection(redis.url, 'producer') });
  await duplicates.addBulk(ids.map((buildId) => ({ name: 'render', data: { buildId }, opts: { jobId: `again-${buildId}`, removeOnComplete: true, removeOnFail: true } })));
  await duplicates.close();

  // Midway: once a quarter is done, a worker dies without a word while it holds renders. It is
  // killed as soon as it is seen holding some, and what it holds is read once the API server has
  // answered what it had sent (a settle that arrived whole still lands; a claim too, and that
  // render is its orphan). HTML5 renders take milliseconds: a kill may land after it settled all
  // it held, and then another worker is started and caught in turn. Nothing waits on a frozen
  // process, which could outlast a lease and see its renders taken before they were read.
  let doomed = await startRenderWorker(workerEnv());
  workers.push(doomed);
  await waitFor('a quarter of the renders finished', () => finished(ids) >= RENDERS / 4, 60_000);
  let orphans: number[] = [];
  for (let tries = 1; orphans.length === 0; tries++) {
    if (tries > 5) throw new Error('no killed worker held a render when it died');
    if (tries > 1) {
      doomed = await startRenderWorker(workerEnv());
      workers.push(doomed);
    }
    await waitFor('the doomed worker holding renders', () => heldBy(doomed.owner).length > 0, 30_000);
    const died = new Promise((resolve) => doomed.child.once('exit', resolve));
    doomed.child.kill('SIGKILL');
    await died;
    await waitFor("the dead worker's requests answered", () => (answering.get(doomed.owner) ?? 0) === 0, 2_000);
    orphans = heldBy(doomed.owner);
  }
  expect(finished(ids)).toBeLessThan(RENDERS);

  const state = () => JSON.stringify(db.prepare(`SELECT status, lease_owner IS NULL AS free, lease_until < ? AS expired, COUNT(*) AS n FROM visual_builds WHERE id IN (${ids.join(',')}) GROUP BY 1, 2, 3`).all(new Date().toISOString()));
  await waitFor('every render finished', () => finished(ids) === RENDERS, 40_000).catch((error: Error) => {
    throw new Error(`${error.message}: ${state()}, orphans ${orphans.join(',')}`);
  });

  const rows = db.prepare(`SELECT id, status, attempts FROM visual_builds WHERE id IN (${ids.join(',')}) ORDER BY id`).all() as { id: number; status: string; attempts: number }[];
  expect(rows.filter((r) => r.status !== 'finished')).toEqual([]);
  // Claimed once each (duplicate deliveries took nothing); those the killed worker held, once more.
  expect(rows.filter((r) => r.attempts !== (orphans.includes(r.id) ? 2 : 1))).toEqual([]);
  const spends = spendsOf(ids);
  expect(spends.filter((s) => s.n !== 1)).toEqual([]);
  expect(spends).toHaveLength(RENDERS);
  expect(count('SELECT balance FROM brands WHERE id = 1')).toBe(BALANCE - RENDERS * COST);
  // Stored by the API server, one output each, nothing half-written; the workers wrote nothing at all.
  expect(readdirSync(config.outputDir!).filter((name) => ids.includes(Number(name)))).toHaveLength(RENDERS);
  expect(readdirSync(join(config.outputDir!, '.incoming'))).toEqual([]);
  expect(workers.flatMap((w) => filesIn(w.dir))).toEqual([]);
    expect(survivor.child.exitCode).toBeNull();

  // SIGINT stops it within seconds.
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => survivor.child.once('exit', (code) => resolve(code)));
  survivor.child.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
}, 120_000);

it('stops a busy worker within seconds on SIGTERM, giving its renders back for another worker to finish once', async () => {
  const ids = queue(db, PNGS, 'png');
  const busy = await startRenderWorker(workerEnv());
  workers.push(busy);
  await waitFor('the worker holding renders', () => heldBy(busy.owner).length > 0, 30_000);
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => busy.child.once('exit', (code) => resolve(code)));
  busy.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const stopMs = Date.now() - started;
  expect(stopMs).toBeLessThan(5_000);
  expect(busy.output()).toMatch(/SIGTERM: stopping, giving back \d render/);
  // Given back at once, not counted as attempts.
  expect(heldBy(busy.owner)).toEqual([]);
  expect(db.prepare(`SELECT COUNT(*) FROM visual_builds WHERE id IN (${ids.join(',')}) AND attempts > 1`).pluck().get()).toBe(0);
  expect(finished(ids)).toBeLessThan(PNGS);

  const next = await startRenderWorker(workerEnv());
  workers.push(next);
  await waitFor('every PNG finished', () => finished(ids) === PNGS, 60_000);
  expect(spendsOf(ids).filter((s) => s.n === 1)).toHaveLength(PNGS);
  expect(filesIn(next.dir)).toEqual([]);
  console.log(`SIGTERM while rendering: exited with 0 after ${stopMs} ms`);
}, 120_000);

it('refuses to start in one line, with exit code 1, without a reachable Redis or with the wrong token', async () => {
  const run = async (env: Parameters<typeof spawnRenderWorker>[0]) => {
    const { child, dir: folder } = spawnRenderWorker(env);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
    return { code, out, ms: Date.now() - started };
  };
  const nowhere = `redis://127.0.0.1:${await closedPort()}`;
  const noRedis = await run({ ...workerEnv(), redisUrl: nowhere, extraEnv: { WORKER_START_WAIT_MS: '2000' } });
  expect(noRedis).toMatchObject({ code: 1, out: `Redis at ${nowhere} is not reachable: start redis-server or set REDIS_URL\n` });
  expect(noRedis.ms).toBeLessThan(10_000);

  const wrongToken = await run({ ...workerEnv(), token: 'a-token-the-api-server-does-not-know' });
  expect(wrongToken).toMatchObject({ code: 1, out: `The API server at ${apiUrl} refused the worker token: set RENDER_WORKER_TOKEN to the API server's.\n` });
}, 60_000);
