/**
 * The render runner's claim by id, what a BullMQ render worker does with each job it is given
 * (bullmq-worker.ts): a delivery takes its render only when the render is takeable, so a job
 * delivered twice, for a settled, cancelled or live-leased render, takes nothing; and a render
 * whose settle threw gives its lease back instead of keeping it renewed. Stepped clock, in memory.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { createOutputStore, type OutputStore } from '../outputs/output-store.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createRenderRunner, type RenderRunner } from './render-runner.ts';

const LEASE_MS = 60_000;
const clock = steppedClock();
let db: Db;
let store: OutputStore;
let logged: string[];

function runner(owner: string, render = async () => ({ filename: 'x.html', mime: 'text/html', bytes: Buffer.from('<p>x</p>') })): RenderRunner {
  return createRenderRunner(
    { db, clock, publisher: createRecordingPublisher(loadConfig('test')), bus: createNotificationBus(), store, render, log: { error: (_d, message) => logged.push(message) } },
    { leaseMs: LEASE_MS, owner },
  );
}

beforeEach(async () => {
  db = openDatabase(':memory:');
  seed(db, clock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  store = await createOutputStore(null);
  logged = [];
});
afterEach(async () => {
  await store.close();
  db.close();
});

const row = (id: number) => db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
function queued(): number {
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get() as number;
  return Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', 300, 250, 1, 'x', 'x')").run(version).lastInsertRowid);
}

it('takes a queued render by id once: a second delivery, to any process, takes nothing while the lease holds', () => {
  const id = queued();
  const a = runner('worker-a');
  const b = runner('worker-b');
  expect(a.claimById(id)).toMatchObject({ build: { id, status: 'rendering', lease_owner: 'worker-a', attempts: 1 }, interrupted: false });
  expect(a.claimById(id)).toBeUndefined();
  expect(b.claimById(id)).toBeUndefined();
  expect(row(id)).toMatchObject({ lease_owner: 'worker-a', attempts: 1 });
});

it('takes a render whose lease ran out (its worker died) as interrupted, and nothing settled or cancelled', async () => {
  const dead = queued();
  runner('worker-dead').claimById(dead);
  clock.advance(LEASE_MS + 1);
  const b = runner('worker-b');
  expect(b.claimById(dead)).toMatchObject({ build: { id: dead, lease_owner: 'worker-b', attempts: 2 }, interrupted: true });

  const settled = queued();
  const claimed = b.claimById(settled)!;
  await b.run(claimed, new AbortController().signal);
  expect(row(settled).status).toBe('finished');
  expect(b.claimById(settled)).toBeUndefined();

  const cancelled = queued();
  db.prepare("UPDATE visual_builds SET status = 'cancelled' WHERE id = ?").run(cancelled);
  expect(b.claimById(cancelled)).toBeUndefined();
  expect(db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE reason = 'render' AND visual_build_id = ?").pluck().get(settled)).toBe(1);
});

it('gives the lease back when settling throws, so the render is taken again rather than held while the process lives', async () => {
  const id = queued();
  const a = runner('worker-a');
  const claimed = a.claimById(id)!;
  db.prepare("CREATE TRIGGER no_settle BEFORE UPDATE OF status ON visual_builds WHEN NEW.status = 'finished' BEGIN SELECT RAISE(ABORT, 'database is locked'); END").run();
  await expect(a.run(claimed, new AbortController().signal)).rejects.toThrow('database is locked');
  db.prepare('DROP TRIGGER no_settle').run();
  a.renewLeases();
  expect(row(id)).toMatchObject({ status: 'rendering', lease_owner: null, lease_until: null });
  expect(runner('worker-b').claimById(id)).toMatchObject({ build: { id, lease_owner: 'worker-b', attempts: 2 }, interrupted: true });
});
