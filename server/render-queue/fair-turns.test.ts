/**
 * Fair turns (fair-turns.ts): brand A queues 2,000 renders, then brand B queues 10, and B's are
 * among the next few taken, by the embedded queue's claim and by what the BullMQ dispatcher sends
 * to Redis (which keeps only a bounded number waiting there). Within a brand, two people alternate.
 * The choice reads an index, not the queue: the plan is checked with 10,000 renders queued.
 */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { createOutputStore, type OutputStore } from '../outputs/output-store.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createRenderDispatcher, type JobQueue } from './bullmq-dispatcher.ts';
import { fairNextSql } from './fair-turns.ts';
import { createRenderRunner, type RenderRunner } from './render-runner.ts';

const A = 1; // acme
const B = 2; // globex
const clock = steppedClock();
let db: Db;
let store: OutputStore;

beforeEach(async () => {
  db = openDatabase(':memory:');
  seed(db, clock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  store = await createOutputStore(null);
});
afterEach(async () => {
  await store.close();
  db.close();
});

function queue(brand: number, user: number | null, n: number): number[] {
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, cost, created_at, updated_at) VALUES (?, NULL, ?, 'queued', 300, 250, 1, 'x', 'x')");
  return db.transaction(() => Array.from({ length: n }, () => Number(insert.run(brand, user).lastInsertRowid)))();
}

function runner(owner = 'test'): RenderRunner {
  const render = async () => ({ filename: 'x.html', mime: 'text/html', bytes: Buffer.from('x') });
  return createRenderRunner({ db, clock, publisher: createRecordingPublisher(loadConfig('test')), bus: createNotificationBus(), store, render, log: { error: () => {} } }, { owner });
}

const who = (id: number) => db.prepare('SELECT brand_id, user_id FROM visual_builds WHERE id = ?').get(id) as { brand_id: number; user_id: number | null };
const label = (id: number) => {
  const { brand_id, user_id } = who(id);
  return `${brand_id === A ? 'A' : 'B'}${user_id ?? '-'}`;
};

describe('the embedded queue takes turns', () => {
  it('takes a brand\'s 10 renders queued after another brand\'s 2,000 among the next 20, alternating', () => {
    const a = queue(A, 1, 2_000);
    const r = runner();
    // A's backlog has started.
    expect([1, 2, 3].map(() => r.claimNext()!.build.id)).toEqual(a.slice(0, 3));
    const b = queue(B, 1, 10);
    const next = Array.from({ length: 20 }, () => r.claimNext()!.build.id);
    expect(next.map(label).join(' ')).toBe(Array(10).fill('B1 A1').join(' '));
    // Each brand's own renders oldest first.
    expect(next.filter((id) => b.includes(id))).toEqual(b);
    expect(next.filter((id) => a.includes(id))).toEqual(a.slice(3, 13));
    // B's queue is empty: A has every turn again.
    expect(r.claimNext()!.build.id).toBe(a[13]);
  });

  it('alternates between the people of a brand, renders nobody asked for counting as one more', () => {
    const first = queue(A, 1, 50);
    const r = runner();
    expect(r.claimNext()!.build.id).toBe(first[0]);
    const colleague = queue(A, 3, 3);
    const nobody = queue(A, null, 2);
    const next = Array.from({ length: 9 }, () => label(r.claimNext()!.build.id));
    // Whose last turn is oldest goes first: never had one (nobody, then user 3), then user 1.
    expect(next.join(' ')).toBe('A- A3 A1 A- A3 A1 A3 A1 A1');
    expect(colleague.every((id) => db.prepare('SELECT status FROM visual_builds WHERE id = ?').pluck().get(id) === 'rendering')).toBe(true);
    expect(nobody.every((id) => db.prepare('SELECT status FROM visual_builds WHERE id = ?').pluck().get(id) === 'rendering')).toBe(true);
  });

  it('still takes interrupted renders (their process died) before any queued one', () => {
    const [dead] = queue(A, 1, 1);
    runner('dead').claimById(dead!);
    clock.advance(60_001);
    queue(B, 1, 1);
    expect(runner().claimNext()).toMatchObject({ build: { id: dead }, interrupted: true });
  });

  it('chooses through the queued-renders index, never reading the whole queue, with 10,000 queued', () => {
    for (let brand = 1; brand <= 5; brand++) queue(brand, brand % 2 ? 1 : null, 2_000);
    for (const sql of [fairNextSql(), fairNextSql('dispatched_at IS NULL OR dispatched_at < @stale')]) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ stale: 'z' }) as { detail: string }[]).map((p) => p.detail);
      const reads = plan.filter((d) => /\bvisual_builds\b/.test(d));
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((d) => !d.includes('USING') || !d.includes('visual_builds_turns'))).toEqual([]);
    }
  });
});

/** Redis as the workers see it: jobs in the order added, a job id added twice kept once. */
function fakeRedis(): JobQueue & { readonly waiting: number[]; take(): number | undefined } {
  const waiting: number[] = [];
  return {
    waiting,
    async addBulk(jobs) {
      for (const job of jobs) if (!waiting.includes(job.data.buildId)) waiting.push(job.data.buildId);
    },
    take: () => waiting.shift(),
    close: async () => {},
  };
}

describe('the BullMQ dispatcher takes turns', () => {
  const AHEAD = 8;
  const dispatcher = (redis: JobQueue) => createRenderDispatcher({ db, clock, log: { error: () => {} } }, { redisUrl: 'redis://unused', ahead: AHEAD, staleMs: 60_000, queue: redis });

  it('keeps at most `ahead` renders waiting in Redis, and sends a brand\'s 10 queued after another\'s 2,000 among the next few', async () => {
    const redis = fakeRedis();
    const d = dispatcher(redis);
    const workers = runner('worker');
    const a = queue(A, 1, 2_000);
    await d.sweep();
    expect(redis.waiting).toEqual(a.slice(0, AHEAD));
    const b = queue(B, 1, 10);
    // Redis is full: nothing more until a worker takes a job.
    expect(await d.sweep()).toBe(0);

    // Workers take jobs one by one; each claim makes room for one more (the worker API sweeps then).
    const taken: number[] = [];
    for (let i = 0; i < 40; i++) {
      const id = redis.take()!;
      expect(workers.claimById(id)).toBeDefined();
      taken.push(id);
      await d.sweep();
      expect(redis.waiting.length).toBe(AHEAD);
    }
    // B's first render is taken right after what was already waiting, and B alternates with A from then on.
    expect(taken.slice(0, AHEAD)).toEqual(a.slice(0, AHEAD));
    expect(taken.slice(AHEAD, AHEAD + 20).map(label).join(' ')).toBe(Array(10).fill('B1 A1').join(' '));
    expect(taken.filter((id) => b.includes(id))).toEqual(b);
  });

  it('sends again a render whose job was lost (a stale mark), and unmarks what Redis refused', async () => {
    const [id] = queue(A, 1, 1);
    const lost = fakeRedis();
    await dispatcher(lost).sweep();
    expect(lost.waiting).toEqual([id]);
    // Redis lost its memory: the next dispatcher sends it again once the mark is stale, not before.
    const again = fakeRedis();
    expect(await dispatcher(again).sweep()).toBe(0);
    clock.advance(60_001);
    await dispatcher(again).sweep();
    expect(again.waiting).toEqual([id]);

    const [refused] = queue(B, 1, 1);
    const down: JobQueue = { addBulk: () => Promise.reject(new Error('Redis is away')), close: async () => {} };
    await expect(dispatcher(down).sweep()).rejects.toThrow('Redis is away');
    expect(db.prepare('SELECT dispatched_at FROM visual_builds WHERE id = ?').pluck().get(refused)).toBeNull();
  });
});
