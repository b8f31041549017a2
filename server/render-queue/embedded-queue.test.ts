/**
 * The embedded render queue under a stepped clock with a fake renderer whose renders end when the
 * test says: the exact stage sequence, the capacity, leases and resumption, the settle-once rule.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import { createNotificationBus } from '../notifications/store.ts';
import type { OutputFile, OutputStore } from '../outputs/output-store.ts';
import { RenderError } from '../render/render-error.ts';
import type { RenderJob, StageListener } from '../render/renderer.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createRenderQueue, interruptedTooOften, type RenderQueue } from './embedded-queue.ts';
import { NO_CREDITS } from './settle.ts';
import { reason, reasonText } from '../../worker/contract/render-reasons';

interface Pending {
  readonly job: RenderJob;
  readonly onStage: StageListener;
  finish(): void;
  fail(error: Error): void;
}

/** A renderer whose renders wait for the test: each call is listed, and ends on finish()/fail(). */
function fakeRenderer() {
  const calls: Pending[] = [];
  const render = (job: RenderJob, onStage: StageListener) =>
    new Promise<{ filename: string; mime: string; bytes: Uint8Array }>((resolve, reject) => {
      calls.push({
        job,
        onStage,
        finish: () => {
          onStage('unpack');
          onStage('fill');
          onStage('render');
          onStage('encode');
          resolve({ filename: `render-${job.id}.html`, mime: 'text/html', bytes: Buffer.from(`<p>render ${job.id}</p>`) });
        },
        fail: reject,
      });
    });
  return { calls, render };
}

/** Outputs in memory: a put is done in a few promise steps, so the test's turns are enough. */
function memoryStore(): OutputStore {
  const files = new Map<number, { filename: string; mime: string; bytes: Buffer }>();
  const bytesOf = async (file: OutputFile) => ('bytes' in file ? Buffer.from(file.bytes) : await buffer(file.stream));
  return {
    dir: '(memory)',
    async put(id, file) {
      const stored = { filename: file.filename, mime: file.mime, bytes: await bytesOf(file) };
      files.set(id, stored);
      return { filename: stored.filename, mime: stored.mime, size: stored.bytes.length };
    },
    async open(id) {
      const f = files.get(id);
      return f ? { filename: f.filename, mime: f.mime, size: f.bytes.length, stream: Readable.from([f.bytes]) } : null;
    },
    has: async (id) => files.has(id),
    delete: async (id) => void files.delete(id),
    clear: async () => files.clear(),
    close: async () => {},
  };
}

const clock = steppedClock();
let db: Db;
let publisher: RecordingPublisher;
let store: OutputStore;
let renderer: ReturnType<typeof fakeRenderer>;
const queues: RenderQueue[] = [];
let logged: string[];

function queueWith(options: { capacity?: number; owner?: string; maxAttempts?: number } = {}): RenderQueue {
  const q = createRenderQueue(
    { db, clock, publisher, bus: createNotificationBus(), store, render: renderer.render, log: { error: (_d, message) => logged.push(message) } },
    { capacity: options.capacity ?? 2, leaseMs: 60_000, owner: options.owner ?? 'test-a', ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}) },
  );
  queues.push(q);
  return q;
}

beforeEach(async () => {
  db = openDatabase(':memory:');
  seed(db, clock);
  // The seed's own unfinished renders are not this test's.
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  publisher = createRecordingPublisher(loadConfig('test'));
  store = memoryStore();
  renderer = fakeRenderer();
  logged = [];
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.close();
  await store.close();
  db.close();
});

const row = (id: number) => db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
const statuses = (ids: number[]) => ids.map((id) => row(id).status);
const spends = (id: number) => db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id) as number;
function queued(n: number, cost = 1): number[] {
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get() as number;
  return Array.from({ length: n }, () => Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', 300, 250, ?, 'x', 'x')").run(version, cost).lastInsertRowid));
}
/** One turn of the event loop: a claimed render reaches the renderer after a few promise steps. */
const turn = () => new Promise<void>((go) => setImmediate(go));
/** Turns until `done` holds (a settled render's file is written between them), a bounded number. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await turn();
}

/** The stages the live events announced for a build, in order. */
const announcedStages = (id: number) =>
  publisher.messages.map((m) => (m.data as { visualBuild?: { id: number; stage: string | null; status: string; progress: number } }).visualBuild).filter((b) => b?.id === id).map((b) => `${b!.status}:${b!.stage ?? '-'}:${b!.progress}`);

describe('the embedded render queue', () => {
  it('reports unpack → fill → render → encode → store, then settles once with credits spent', async () => {
    const [id] = queued(1);
    const q = queueWith();
    q.start();
    await turn();
    expect(row(id!)).toMatchObject({ status: 'rendering', attempts: 1, lease_owner: 'test-a', lease_until: new Date(clock.now().getTime() + 60_000).toISOString() });
    renderer.calls[0]!.finish();
    await q.idle();
    expect(announcedStages(id!)).toEqual(['rendering:unpack:5', 'rendering:fill:20', 'rendering:render:40', 'rendering:encode:70', 'rendering:store:90', 'finished:-:100']);
    expect(row(id!)).toMatchObject({ status: 'finished', progress: 100, stage: null, lease_owner: null, error: null });
    expect(row(id!).size_bytes).toBe(Buffer.byteLength(`<p>render ${id}</p>`));
    expect(await store.has(id!)).toBe(true);
    expect(spends(id!)).toBe(1);
  });

  it('runs at most `capacity` renders at once, oldest first, and takes the next as one settles', async () => {
    const ids = queued(5);
    const q = queueWith({ capacity: 2 });
    q.start();
    await turn();
    expect(statuses(ids)).toEqual(['rendering', 'rendering', 'queued', 'queued', 'queued']);
    expect(renderer.calls.map((c) => c.job.id)).toEqual(ids.slice(0, 2));
    renderer.calls[1]!.finish();
    await until(() => renderer.calls.length === 3);
    expect(statuses(ids)).toEqual(['rendering', 'finished', 'rendering', 'queued', 'queued']);
    expect(renderer.calls.map((c) => c.job.id)).toEqual([ids[0], ids[1], ids[2]]);
    for (const i of [0, 2, 3, 4]) {
      await until(() => renderer.calls.length > i);
      renderer.calls[i]!.finish();
    }
    await q.idle();
    expect(statuses(ids)).toEqual(['finished', 'finished', 'finished', 'finished', 'finished']);
    expect(renderer.calls).toHaveLength(5);
  });

  it('keeps the reason of a render that cannot be made, spends nothing and stores nothing', async () => {
    const [id] = queued(1);
    const q = queueWith();
    q.start();
    await turn();
    renderer.calls[0]!.fail(new RenderError(reason('render.no-package')));
    await q.idle();
    expect(row(id!)).toMatchObject({ status: 'failed', error: reasonText(reason('render.no-package')), error_code: 'render.no-package', error_params: '{}', stage: null });
    expect(spends(id!)).toBe(0);
    expect(await store.has(id!)).toBe(false);
  });

  it('fails a render the brand cannot pay for before rendering it', async () => {
    db.prepare('UPDATE brands SET balance = 0.5 WHERE id = 1').run();
    const [id] = queued(1);
    const q = queueWith();
    q.start();
    await q.idle();
    expect(row(id!)).toMatchObject({ status: 'failed', error: 'Not enough credits to finish the render.', error_code: NO_CREDITS.code });
    expect(renderer.calls).toHaveLength(0);
  });

  it('never gives one render to two queues on one database', async () => {
    const ids = queued(3);
    const a = queueWith({ owner: 'a', capacity: 2 });
    const b = queueWith({ owner: 'b', capacity: 2 });
    a.start();
    b.start();
    await turn();
    expect(ids.map((id) => row(id).lease_owner)).toEqual(['a', 'a', 'b']);
    expect(renderer.calls.map((c) => c.job.id)).toEqual(ids);
  });

  it('takes a render whose lease ran out (its process died); the old holder cannot settle it', async () => {
    const [id] = queued(1);
    const dead = queueWith({ owner: 'dead' });
    dead.start();
    await turn();
    const lost = renderer.calls[0]!;
    const other = queueWith({ owner: 'alive' });
    other.start();
    await turn();
    expect(renderer.calls).toHaveLength(1);
    clock.advance(60_001);
    other.kick();
    await turn();
    expect(row(id!)).toMatchObject({ status: 'rendering', lease_owner: 'alive', attempts: 2 });
    lost.finish();
    await dead.idle();
    expect(row(id!).status).toBe('rendering');
    renderer.calls[1]!.finish();
    await other.idle();
    expect(row(id!).status).toBe('finished');
    expect(spends(id!)).toBe(1);
  });

  it('finishes a render taken again from the file stored before its process died, without rendering it', async () => {
    const [id] = queued(1);
    db.prepare("UPDATE visual_builds SET status = 'rendering', stage = 'store', attempts = 1, lease_owner = 'dead', lease_until = ? WHERE id = ?").run(new Date(clock.now().getTime() - 1).toISOString(), id);
    await store.put(id!, { filename: 'kept.html', mime: 'text/html', bytes: Buffer.from('stored before the crash') });
    const q = queueWith();
    q.start();
    await q.idle();
    expect(renderer.calls).toHaveLength(0);
    expect(row(id!)).toMatchObject({ status: 'finished', size_bytes: Buffer.byteLength('stored before the crash') });
    expect(spends(id!)).toBe(1);
  });

  it('close() gives its renders back uncounted: the next queue takes them first', async () => {
    const ids = queued(3);
    const first = queueWith({ owner: 'first', capacity: 2 });
    first.start();
    await turn();
    await first.close();
    expect(ids.map((id) => [row(id).status, row(id).lease_owner, row(id).attempts])).toEqual([
      ['rendering', null, 0],
      ['rendering', null, 0],
      ['queued', null, 0],
    ]);
    // The renders the first queue left behind end now: nobody hears them.
    for (const call of renderer.calls.splice(0)) call.finish();
    const next = queueWith({ owner: 'next', capacity: 1 });
    next.start();
    await turn();
    expect(renderer.calls.map((c) => c.job.id)).toEqual([ids[0]]);
    for (let i = 0; i < 3; i++) {
      await until(() => renderer.calls.length > i);
      renderer.calls[i]!.finish();
    }
    await next.idle();
    expect(statuses(ids)).toEqual(['finished', 'finished', 'finished']);
    expect(ids.map(spends)).toEqual([1, 1, 1]);
  });

  it('fails a render taken more than maxAttempts times, saying why', async () => {
    const [id] = queued(1);
    db.prepare("UPDATE visual_builds SET status = 'rendering', attempts = 2, lease_owner = NULL WHERE id = ?").run(id);
    const q = queueWith({ maxAttempts: 2 });
    q.start();
    await q.idle();
    expect(renderer.calls).toHaveLength(0);
    expect(row(id!)).toMatchObject({ status: 'failed', error: reasonText(interruptedTooOften(2)), error_code: 'render.interrupted', error_params: '{"times":2}' });
  });
});
