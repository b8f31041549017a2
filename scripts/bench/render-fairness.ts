/**
 * The fair-turns figures of `npm run bench:render` (server/render-queue/fair-turns.ts): brand A
 * queues `a` HTML5 renders, and once they are under way brand B queues `b`; B's waits (from being
 * queued to being finished, p50/p95) against A's total time, in whichever queue renders them (the
 * caller's `kick` and the shared database say which). And the time of one claim with 10,000
 * renders queued.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { createRecordingPublisher } from '../../server/live/publisher.ts';
import { createNotificationBus } from '../../server/notifications/store.ts';
import { createOutputStore } from '../../server/outputs/output-store.ts';
import { createRenderRunner } from '../../server/render-queue/render-runner.ts';
import { seed } from '../../server/seed/seed.ts';

export interface FairnessFigures {
  readonly a: number;
  readonly b: number;
  /** A's renders not yet taken when B queued. */
  readonly aWaitingAtB: number;
  readonly aTotalMs: number;
  readonly bP50Ms: number;
  readonly bP95Ms: number;
  readonly bMaxMs: number;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * A's renders (brand 1) and B's (brand 2), both of `version` (brands' balances must pay for them).
 * `kick` tells the queue there is new work; B queues once a twentieth of A's renders are finished.
 */
export async function measureFairness(db: Db, o: { readonly version: number; readonly a: number; readonly b: number; readonly kick: () => Promise<void> | void }): Promise<FairnessFigures> {
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (?, ?, 1, 'queued', 'html', 300, 250, 1, ?, ?)");
  const queue = (brand: number, n: number) => {
    const now = new Date().toISOString();
    return db.transaction(() => Array.from({ length: n }, () => Number(insert.run(brand, o.version, now, now).lastInsertRowid)))();
  };
  const status = (ids: number[], which: string) => db.prepare(`SELECT COUNT(*) FROM visual_builds WHERE id BETWEEN ? AND ? AND status IN (${which})`).pluck().get(ids[0], ids.at(-1)) as number;

  const aQueuedAt = Date.now();
  const a = queue(1, o.a);
  await o.kick();
  while (status(a, "'finished', 'failed'") < o.a / 20) await sleep(5);
  const bQueuedAt = Date.now();
  const b = queue(2, o.b);
  const aWaitingAtB = status(a, "'queued'");
  await o.kick();
  const deadline = Date.now() + 600_000;
  while (status(a, "'queued', 'rendering'") + status(b, "'queued', 'rendering'") > 0) {
    if (Date.now() > deadline) throw new Error('fairness: renders still unsettled after 10 minutes');
    await sleep(10);
  }
  const failed = status(a, "'failed'") + status(b, "'failed'");
  if (failed > 0) throw new Error(`fairness: ${failed} renders failed: ${db.prepare("SELECT error FROM visual_builds WHERE status = 'failed' AND id >= ? LIMIT 1").pluck().get(a[0]) as string}`);
  const finishedAt = (ids: number[]) => (db.prepare('SELECT finished_at FROM visual_builds WHERE id BETWEEN ? AND ?').pluck().all(ids[0], ids.at(-1)) as string[]).map((at) => Date.parse(at));
  const bWaits = finishedAt(b).map((at) => at - bQueuedAt).sort((x, y) => x - y);
  return {
    a: o.a,
    b: o.b,
    aWaitingAtB,
    aTotalMs: Math.max(...finishedAt(a)) - aQueuedAt,
    bP50Ms: quantile(bWaits, 0.5),
    bP95Ms: quantile(bWaits, 0.95),
    bMaxMs: bWaits.at(-1)!,
  };
}

export function printFairness(where: string, f: FairnessFigures): void {
  const share = (ms: number) => `${((ms / f.aTotalMs) * 100).toFixed(1)} %`;
  console.log(
    `fair turns, ${where}: brand A queued ${f.a.toLocaleString('en')} HTML5 renders, then brand B ${f.b} (A had ${f.aWaitingAtB.toLocaleString('en')} still waiting): ` +
      `B waited p50 ${f.bP50Ms} ms, p95 ${f.bP95Ms} ms (${share(f.bP95Ms)} of A's total), max ${f.bMaxMs} ms; A's ${f.a.toLocaleString('en')} took ${(f.aTotalMs / 1000).toFixed(1)} s`,
  );
}

/** Microseconds per claim (median, p95, mean) with `queued` renders waiting over 5 brands of 2 requesters each: the embedded queue's fair choice. */
export async function measureClaimTime(queued = 10_000, claims = 1_000): Promise<{ readonly p50Us: number; readonly p95Us: number; readonly meanUs: number }> {
  const db = openDatabase(':memory:');
  seed(db, systemClock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, cost, created_at, updated_at) VALUES (?, NULL, ?, 'queued', 300, 250, 1, 'x', 'x')");
  db.transaction(() => {
    for (let i = 0; i < queued + claims; i++) insert.run(1 + (i % 5), i % 2 ? 1 : null);
  })();
  const store = await createOutputStore(null);
  const runner = createRenderRunner({ db, clock: systemClock, publisher: createRecordingPublisher(loadConfig('test')), bus: createNotificationBus(), store, render: () => Promise.reject(new Error('not rendered')), log: { error: () => {} } });
  const settle = db.prepare("UPDATE visual_builds SET status = 'finished', lease_owner = NULL, lease_until = NULL WHERE id = ?");
  const times: number[] = [];
  for (let i = 0; i < claims; i++) {
    const started = performance.now();
    const claimed = runner.claimNext();
    times.push((performance.now() - started) * 1000);
    if (!claimed) throw new Error('claim time: the queue ran dry');
    // Settled, as a render is: only a few render at once.
    settle.run(claimed.build.id);
  }
  await store.close();
  db.close();
  times.sort((x, y) => x - y);
  return { p50Us: quantile(times, 0.5), p95Us: quantile(times, 0.95), meanUs: times.reduce((s, t) => s + t, 0) / times.length };
}
