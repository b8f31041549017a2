/**
 * The remote-workers half of `npm run bench:render`: the same renders through
 * `RENDER_QUEUE=bullmq` as it runs across machines — a throwaway redis-server, the API server
 * (buildApp, listening on a spare port, its database file and outputs in a temporary folder) and
 * two render workers as separate processes in empty folders of their own, with only Redis, the
 * API server's URL and the worker token (tests/redis/render-workers.ts). Each render goes worker →
 * API over HTTP (claim, stages, the file) and is stored and settled by the API server. Timed from
 * the kick that dispatches them to the last settled render, read from the API server's database.
 * Then the fair-turns figure on the same farm. null (with one line saying why) without Redis.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../server/app.ts';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createRecordingPublisher } from '../../server/live/publisher.ts';
import { seed } from '../../server/seed/seed.ts';
import { fakeProvider } from '../../server/test-support/test-app.ts';
import { redisServerMissing, startRedisServer } from '../../tests/redis/redis-server.ts';
import { startRenderWorker } from '../../tests/redis/render-workers.ts';
import { type FairnessFigures, measureFairness, printFairness } from './render-fairness.ts';

export const REMOTE_WORKERS = 2;

export interface RemoteFigures {
  readonly perMinute: ReadonlyMap<string, number>;
  readonly fairness: FairnessFigures | null;
}

export async function benchRemoteWorkers(
  runs: readonly { readonly format: 'html' | 'png'; readonly count: number }[],
  concurrency: number,
  fairness: { readonly a: number; readonly b: number } | null,
): Promise<RemoteFigures | null> {
  const missing = redisServerMissing();
  if (missing) {
    console.log(`remote workers skipped: ${missing}`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-remote-'));
  const redis = await startRedisServer();
  const token = randomBytes(24).toString('hex');
  const config = { ...loadConfig('test'), databasePath: join(dir, 'app.sqlite'), outputDir: join(dir, 'outputs'), renderQueue: 'bullmq' as const, redisUrl: redis.url, renderWorkerToken: token, farm: false };
  const setup = openDatabase(config.databasePath);
  seed(setup, systemClock);
  setup.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  setup.prepare('UPDATE brands SET balance = 1e9 WHERE id IN (1, 2)').run();
  setup.close();
  const app = await buildApp(config, { publisher: createRecordingPublisher(config), provider: fakeProvider });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = openDatabase(config.databasePath);
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  const workers = await Promise.all(Array.from({ length: REMOTE_WORKERS }, () => startRenderWorker({ apiUrl, token, redisUrl: redis.url, concurrency, echoErrors: false })));
  // New work for the dispatcher, as a queued build's POST does (the control API's switch to bullmq sweeps at once).
  const kick = async () => void (await app.inject({ method: 'POST', url: '/__control/render-queue', headers: { origin: config.appOrigin }, payload: { mode: 'bullmq' } }));
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, NULL, 'queued', ?, 300, 250, 1, 'x', 'x')");
  const unsettled = db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status IN ('queued', 'rendering')").pluck();

  async function renderAll(format: 'html' | 'png', count: number): Promise<number> {
    const first = Number(db.prepare('SELECT COALESCE(MAX(id), 0) FROM visual_builds').pluck().get());
    db.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(version, format);
    })();
    const started = performance.now();
    await kick();
    // Bounded: a render takes well under a second; ten minutes means something is stuck.
    const deadline = Date.now() + 600_000;
    while ((unsettled.get() as number) > 0) {
      if (Date.now() > deadline) throw new Error(`remote ${format}: renders still unsettled after 10 minutes`);
      await sleep(20);
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = db.prepare("SELECT error FROM visual_builds WHERE status = 'failed' AND id > ?").pluck().all(first) as string[];
    if (failed.length > 0) throw new Error(`${failed.length} remote ${format} renders failed: ${failed[0]}`);
    return (count / seconds) * 60;
  }

  const perMinute = new Map<string, number>();
  let fair: FairnessFigures | null = null;
  try {
    for (const { format, count } of runs) {
      // Warm-up (each worker's package cache and Chromium start), not counted.
      await renderAll(format, REMOTE_WORKERS * concurrency * 2);
      const rate = await renderAll(format, count);
      perMinute.set(format, rate);
      console.log(`${format.padEnd(4)} ${count} renders on ${REMOTE_WORKERS} remote workers: ${Math.round(rate).toLocaleString('en')} per minute (concurrency ${concurrency} each)`);
    }
    if (fairness) {
      fair = await measureFairness(db, { version, ...fairness, kick });
      printFairness(`${REMOTE_WORKERS} remote workers`, fair);
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await app.close();
    db.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { perMinute, fairness: fair };
}
