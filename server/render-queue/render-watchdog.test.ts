/**
 * The render watchdog's rules on the render runner, with a renderer that hangs until it is told to
 * stop (its signal) and fake timers for the deadlines: the deadline stops a render and fails it (or,
 * under load, tries it once more), a crash is tried again until the third attempt, a lease is never
 * renewed for a render past its deadline, and a cancel or a lost lease seen at a renewal stops the
 * render without settling it. The real thing, with Chromium, is watchdog.test.ts.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import { createOutputStore, type OutputStore } from '../outputs/output-store.ts';
import { RenderError } from '../render/render-error.ts';
import type { RenderJob, RenderLimits } from '../render/renderer.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { reason } from '../../worker/contract/render-reasons';
import { createRenderRunner, type RenderRunner } from './render-runner.ts';

const LEASE_MS = 60_000;
const DEADLINE_MS = 5_000;
const clock = steppedClock();
let db: Db;
let store: OutputStore;
/** Each render call: its job and the signal it was given. */
let calls: { job: RenderJob; signal: AbortSignal | undefined }[];

/** Hangs until its signal fires (as the real renderer kills its page), or crashes when `crash` says so. */
function hanging(crash = false) {
  return (job: RenderJob, _onStage: unknown, limits?: RenderLimits) => {
    calls.push({ job, signal: limits?.signal });
    if (crash) return Promise.reject(new RenderError(reason('render.crashed', { times: 1 })));
    return new Promise<never>((_, reject) => limits?.signal?.addEventListener('abort', () => reject(new Error('page killed')), { once: true }));
  };
}

function runner(render = hanging(), owner = 'here'): RenderRunner {
  return createRenderRunner(
    { db, clock, publisher: createRecordingPublisher(loadConfig('test')), bus: createNotificationBus(), store, render, log: { error: () => {} } },
    { leaseMs: LEASE_MS, owner, deadlines: { image: DEADLINE_MS, html5: DEADLINE_MS * 2 } },
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  db = openDatabase(':memory:');
  seed(db, clock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  store = await createOutputStore(null);
  calls = [];
});
afterEach(async () => {
  vi.useRealTimers();
  await store.close();
  db.close();
});

const row = (id: number) => db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
const spends = (id: number) => db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id) as number;
function queued(format = 'png'): number {
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get() as number;
  return Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', ?, 300, 250, 1, 'x', 'x')").run(version, format).lastInsertRowid);
}
const alive = new AbortController().signal;
/** A few turns, for the runner's awaits between a claim and the render call. */
const turns = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

it('renews the lease only within the deadline; at the deadline the page is killed and the render fails with the reason, nothing spent', async () => {
  const id = queued();
  const r = runner();
  const running = r.run(r.claimNext()!, alive);
  await turns();
  expect(calls).toHaveLength(1);
  clock.advance(30_000);
  r.renewLeases();
  expect(row(id).lease_until).toBe(new Date(clock.now().getTime() + LEASE_MS).toISOString());

  vi.advanceTimersByTime(DEADLINE_MS);
  expect(calls[0]!.signal?.aborted).toBe(true);
  await running;
  // Alone on this process: not a busy machine, so no second try.
  expect(row(id)).toMatchObject({ status: 'failed', error_code: 'render.deadline', error_params: '{"seconds":5}', attempts: 1, lease_owner: null, lease_until: null });
  expect(spends(id)).toBe(0);
});

it('tries a render stopped under load once more, counted, then fails it; HTML5 has its own deadline', async () => {
  const [first, second] = [queued(), queued()];
  const r = runner();
  const both = () => Promise.all([r.run(r.claimNext()!, alive), r.run(r.claimNext()!, alive)]);
  let round = both();
  await turns();
  vi.advanceTimersByTime(DEADLINE_MS);
  await round;
  expect([row(first), row(second)].map((b) => [b.status, b.attempts, b.timeouts, b.lease_owner])).toEqual([
    ['queued', 1, 1, null],
    ['queued', 1, 1, null],
  ]);
  round = both();
  await turns();
  vi.advanceTimersByTime(DEADLINE_MS);
  await round;
  expect([row(first), row(second)].map((b) => [b.status, b.error_code, b.attempts])).toEqual([
    ['failed', 'render.deadline', 2],
    ['failed', 'render.deadline', 2],
  ]);

  const html = queued('html');
  const zip = r.run(r.claimNext()!, alive);
  await turns();
  vi.advanceTimersByTime(DEADLINE_MS);
  expect(row(html).status).toBe('rendering');
  vi.advanceTimersByTime(DEADLINE_MS);
  await zip;
  expect(row(html)).toMatchObject({ status: 'failed', error_code: 'render.deadline', error_params: '{"seconds":10}' });
});

it('tries a render that crashed the renderer again until its third attempt, then fails it with the reason', async () => {
  const id = queued();
  const r = runner(hanging(true));
  for (const attempt of [1, 2]) {
    await r.run(r.claimNext()!, alive);
    expect(row(id)).toMatchObject({ status: 'queued', attempts: attempt, timeouts: 0 });
  }
  await r.run(r.claimNext()!, alive);
  expect(row(id)).toMatchObject({ status: 'failed', error_code: 'render.crashed', error_params: '{"times":3}', attempts: 3 });
  expect(calls).toHaveLength(3);
  expect(spends(id)).toBe(0);
});

it('stops a render whose row was cancelled, at the next renewal (a render worker), settling nothing', async () => {
  const id = queued();
  const r = runner();
  const running = r.run(r.claimNext()!, alive);
  await turns();
  // What the cancel route writes.
  db.prepare("UPDATE visual_builds SET status = 'cancelled', lease_owner = NULL, lease_until = NULL WHERE id = ?").run(id);
  r.renewLeases();
  expect(calls[0]!.signal?.aborted).toBe(true);
  await running;
  expect(row(id).status).toBe('cancelled');
  expect(spends(id)).toBe(0);
});

it('stops a render whose lease another process took, without settling it', async () => {
  const id = queued();
  const r = runner();
  const running = r.run(r.claimNext()!, alive);
  await turns();
  db.prepare("UPDATE visual_builds SET lease_owner = 'elsewhere' WHERE id = ?").run(id);
  r.renewLeases();
  await running;
  expect(calls[0]!.signal?.aborted).toBe(true);
  expect(row(id)).toMatchObject({ status: 'rendering', lease_owner: 'elsewhere' });
  expect(r.cancel(id)).toBe(false);
});
