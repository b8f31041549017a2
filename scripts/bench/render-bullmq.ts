/**
 * The BullMQ half of `npm run bench:render`: the same renders through `RENDER_QUEUE=bullmq` — a
 * throwaway redis-server, the API server's dispatcher (no app: only the sweep that enqueues) and
 * two render workers as separate processes (`npm run render-worker`), each `concurrency` at once,
 * on a temporary database file and output directory. Timed from the enqueueing sweep to the last
 * settled render, read from the shared database. null (with one line saying why) without Redis.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../../server/clock.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createRenderDispatcher } from '../../server/render-queue/bullmq-dispatcher.ts';
import { seed } from '../../server/seed/seed.ts';
import { redisServerMissing, startRedisServer } from '../../tests/redis/redis-server.ts';
import { startRenderWorker } from '../../tests/redis/render-workers.ts';

export const BULLMQ_WORKERS = 2;

export async function benchBullmq(runs: readonly { readonly format: 'html' | 'png'; readonly count: number }[], concurrency: number): Promise<Map<string, number> | null> {
  const missing = redisServerMissing();
  if (missing) {
    console.log(`bullmq skipped: ${missing}`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-bullmq-'));
  const redis = await startRedisServer();
  const databasePath = join(dir, 'app.sqlite');
  const db = openDatabase(databasePath);
  seed(db, systemClock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  db.prepare('UPDATE brands SET balance = 1e9 WHERE id = 1').run();
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  const env = { databasePath, outputDir: join(dir, 'outputs'), redisUrl: redis.url, concurrency, leaseMs: 60_000, pollMs: 500, echoErrors: false };
  const workers = await Promise.all(Array.from({ length: BULLMQ_WORKERS }, () => startRenderWorker(env)));
  const dispatcher = createRenderDispatcher({ db, clock: systemClock, log: { error: (d, m) => console.error(m, d) } }, { redisUrl: redis.url, limit: 10_000 });
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, NULL, 'queued', ?, 300, 250, 1, 'x', 'x')");
  const unsettled = db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status IN ('queued', 'rendering')").pluck();

  async function renderAll(format: 'html' | 'png', count: number): Promise<number> {
    const first = Number(db.prepare('SELECT COALESCE(MAX(id), 0) FROM visual_builds').pluck().get());
    db.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(version, format);
    })();
    const started = performance.now();
    await dispatcher.sweep();
    // Bounded: a render takes well under a second; ten minutes means something is stuck.
    const deadline = Date.now() + 600_000;
    while ((unsettled.get() as number) > 0) {
      if (Date.now() > deadline) throw new Error(`bullmq ${format}: renders still unsettled after 10 minutes`);
      await sleep(20);
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = db.prepare("SELECT error FROM visual_builds WHERE status = 'failed' AND id > ?").pluck().all(first) as string[];
    if (failed.length > 0) throw new Error(`${failed.length} bullmq ${format} renders failed: ${failed[0]}`);
    return (count / seconds) * 60;
  }

  const figures = new Map<string, number>();
  try {
    for (const { format, count } of runs) {
      // Warm-up (each worker's package cache and Chromium start), not counted.
      await renderAll(format, BULLMQ_WORKERS * concurrency);
      const perMinute = await renderAll(format, count);
      figures.set(format, perMinute);
      console.log(`${format.padEnd(4)} ${count} renders on ${BULLMQ_WORKERS} BullMQ workers: ${Math.round(perMinute).toLocaleString('en')} per minute (concurrency ${concurrency} each)`);
    }
  } finally {
    await dispatcher.close();
    await Promise.all(workers.map((w) => w.stop()));
    db.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
