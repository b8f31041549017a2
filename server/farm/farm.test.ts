import { buffer } from 'node:stream/consumers';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { LIVE_EVENTS } from '../live/events.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { createNotificationBus, type NotificationBus } from '../notifications/store.ts';
import { loadConfig } from '../config.ts';
import { queuedOf, seedBulkRenders } from '../seed/bulk-renders.ts';
import { seed } from '../seed/seed.ts';
import { recordQueries } from '../test-support/query-recorder.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createOutputStore } from '../outputs/output-store.ts';
import { createScreenshotter } from '../render/chromium.ts';
import { createRenderer, type Renderer } from '../render/renderer.ts';
import { createFarm, failsByDesign, type Farm } from './farm.ts';
import { createRenderOutputs, type RenderOutputs } from './output.ts';

let db: Db;
let publisher: RecordingPublisher;
let bus: NotificationBus;
let farm: Farm;
let outputs: RenderOutputs;
let renderer: Renderer;
let logged: string[];
const clock = steppedClock();

beforeEach(async () => {
  db = openDatabase(':memory:');
  seed(db, clock);
  publisher = createRecordingPublisher(loadConfig('test'));
  bus = createNotificationBus();
  // The real renderer, with the machine's Chromium (the PNG test below needs it).
  renderer = createRenderer(db, createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 1 }));
  outputs = createRenderOutputs(renderer, await createOutputStore(null));
  logged = [];
  farm = createFarm({ db, clock, publisher, bus, outputs, log: { error: (_details, message) => logged.push(message) } }, { capacity: 2, step: 50 });
});
afterEach(async () => {
  farm.stop();
  await farm.settled();
  await outputs.close();
  await renderer.close();
  db.close();
});

/** Ticks the farm n times, each time until the builds that reached 100 % are stored. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    farm.tick();
    await farm.settled();
  }
}

const build = (id: number) => db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
const queue = (brandId: number, n: number, opts: { cost?: number } = {}): number[] => {
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status = 'approved' LIMIT 1").pluck().get(brandId) as number;
  // Only build ids the farm does not fail by design, so the test is about what it checks.
  const ids: number[] = [];
  while (ids.length < n) {
    const id = Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, cost, created_at, updated_at) VALUES (?, ?, 1, 'queued', 300, 250, ?, 'x', 'x')").run(brandId, version, opts.cost ?? 1).lastInsertRowid);
    if (failsByDesign(id)) db.prepare("UPDATE visual_builds SET status = 'failed' WHERE id = ?").run(id);
    else ids.push(id);
  }
  return ids;
};

describe('the render farm', () => {
  it('moves builds queued → rendering → finished within its capacity, announcing each step', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const ids = queue(1, 3);
    await ticks(1);
    expect(ids.map((id) => build(id).status)).toEqual(['rendering', 'rendering', 'queued']);
    await ticks(1);
    expect(build(ids[0]!).progress).toBe(50);
    await ticks(1);
    expect(ids.map((id) => build(id).status)).toEqual(['finished', 'finished', 'rendering']);
    const stored = await outputs.store.open(ids[0]!);
    expect(stored).toMatchObject({ filename: expect.stringMatching(new RegExp(`-300x250-${ids[0]}\\.zip$`)), mime: 'application/zip', size: build(ids[0]!).size_bytes });
    expect((await buffer(stored!.stream)).length).toBe(build(ids[0]!).size_bytes);
    const updates = publisher.messages.filter((m) => m.event === LIVE_EVENTS.VisualBuildUpdated && (m.data.visualBuild as { id: number }).id === ids[0]);
    expect(updates.map((m) => (m.data.visualBuild as { status: string }).status)).toEqual(['rendering', 'rendering', 'finished']);
  });

  it('spends credits, grows storage and notifies the person who asked for the build', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(1, 1, { cost: 2 });
    const before = db.prepare('SELECT balance, storage_used_kib FROM brands WHERE id = 1').get() as { balance: number; storage_used_kib: number };
    const announced: string[] = [];
    bus.subscribe((row) => announced.push(row.type));
    await ticks(3);
    const after = db.prepare('SELECT balance, storage_used_kib FROM brands WHERE id = 1').get() as { balance: number; storage_used_kib: number };
    expect(after.balance).toBe(before.balance - 2);
    expect(after.storage_used_kib).toBeGreaterThan(before.storage_used_kib);
    expect(publisher.messages.find((m) => m.event === LIVE_EVENTS.BalanceManagerSpend)).toMatchObject({ channel: 'private-brand.acme', data: { brandId: 1, amount: 2, balance: before.balance - 2, version: 1 } });
    expect(publisher.messages.some((m) => m.event === LIVE_EVENTS.BrandStoreUsageCalculated)).toBe(true);
    expect(announced).toEqual([NOTIFICATION_TYPES.VisualBuildFinished]);
    expect(db.prepare('SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ?').pluck().get(id)).toBe(1);
  });

  it('fails a build the brand cannot pay for, with a scenario-build-failed notification and no spend', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(4, 1, { cost: 10 });
    await ticks(3);
    expect(build(id!)).toMatchObject({ status: 'failed', error: 'Not enough credits to finish the render.' });
    expect(db.prepare('SELECT balance FROM brands WHERE id = 4').pluck().get()).toBe(3);
    expect(db.prepare('SELECT type FROM notifications WHERE notifiable_id = 1 ORDER BY rowid DESC LIMIT 1').pluck().get()).toBe(NOTIFICATION_TYPES.ScenarioBuildFailed);
  });

  it('sends a low-credit notification when a spend crosses a threshold', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    db.prepare('UPDATE brands SET balance = 100.5 WHERE id = 1').run();
    queue(1, 1);
    await ticks(3);
    const alert = db.prepare("SELECT data FROM notifications WHERE type = ? AND brand_id = 1 AND notifiable_id = 1 ORDER BY rowid DESC LIMIT 1").pluck().get(NOTIFICATION_TYPES.LowCreditBalance) as string;
    expect(JSON.parse(alert)).toMatchObject({ type: 'below100', balance: 99.5 });
  });

  it('fails some builds by design with a readable error', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 5 LIMIT 1").pluck().get() as number;
    let id = 1;
    while (!failsByDesign(id)) id = Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, created_at, updated_at) VALUES (5, ?, 1, 'queued', 300, 250, 'x', 'x')").run(version).lastInsertRowid);
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status = 'queued' AND id <> ?").run(id);
    await ticks(3);
    expect(build(id)).toMatchObject({ status: 'failed', error: expect.stringContaining('missing') });
  });

  it('stores the file of a finished render before announcing it finished, with the stored size', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(1, 1);
    db.prepare("UPDATE visual_builds SET output_format = 'png', width = 640, height = 480 WHERE id = ?").run(id);
    await ticks(2);
    farm.tick();
    // Reached 100 %: the file is being produced, the build is not finished yet and is not stepped again.
    expect(build(id!)).toMatchObject({ status: 'rendering', progress: 50, size_bytes: null });
    farm.tick();
    expect(publisher.messages.filter((m) => m.event === LIVE_EVENTS.VisualBuildUpdated && (m.data.visualBuild as { status: string }).status === 'finished')).toEqual([]);
    await farm.settled();
    const stored = await outputs.store.open(id!);
    expect(stored).toMatchObject({ filename: expect.stringMatching(new RegExp(`-640x480-${id}\\.png$`)), mime: 'image/png' });
    const png = await buffer(stored!.stream);
    expect([PNG.sync.read(png).width, PNG.sync.read(png).height]).toEqual([640, 480]);
    expect(build(id!)).toMatchObject({ status: 'finished', progress: 100, size_bytes: png.length });
    const finished = publisher.messages.filter((m) => m.event === LIVE_EVENTS.VisualBuildUpdated && (m.data.visualBuild as { id: number }).id === id);
    expect(finished.map((m) => (m.data.visualBuild as { status: string }).status)).toEqual(['rendering', 'rendering', 'finished']);
  });

  it('fails a render whose brand ran out of credits while its file was stored, and keeps no file', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(1, 1, { cost: 2 });
    await ticks(2);
    farm.tick();
    db.prepare('UPDATE brands SET balance = 1 WHERE id = 1').run();
    await farm.settled();
    expect(build(id!)).toMatchObject({ status: 'failed', error: 'Not enough credits to finish the render.', size_bytes: null });
    expect(db.prepare('SELECT balance FROM brands WHERE id = 1').pluck().get()).toBe(1);
    expect(await outputs.store.has(id!)).toBe(false);
  });

  it('fails a render whose file cannot be stored, with a readable error, and logs why', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const store = await createOutputStore(null);
    const broken = createRenderOutputs(renderer, { ...store, put: () => Promise.reject(new Error('ENOSPC: no space left on device')) });
    const brokenFarm = createFarm({ db, clock, publisher, bus, outputs: broken, log: { error: (_details, message) => logged.push(message) } }, { capacity: 2, step: 50 });
    const [id] = queue(1, 1);
    for (let i = 0; i < 3; i++) brokenFarm.tick();
    await brokenFarm.settled();
    await store.close();
    expect(build(id!)).toMatchObject({ status: 'failed', error: "The render's file could not be stored." });
    expect(logged).toEqual(["the render farm could not store a render's file"]);
  });

  it('fails a render that cannot be made with the renderer\'s reason, and logs nothing', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(1, 1);
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(build(id!).visual_version_id) as number;
    db.prepare("DELETE FROM files WHERE path = ?").run(`/visual-packages/${visual}`);
    await ticks(3);
    expect(build(id!)).toMatchObject({ status: 'failed', error: 'The template has no package to render: upload its HTML5 package (a .zip with an index.html).', size_bytes: null });
    expect(logged).toEqual([]);
  });

  it('runs on a timer that stop() clears', () => {
    farm.start(10_000);
    expect(farm.running).toBe(true);
    farm.stop();
    expect(farm.running).toBe(false);
  });
});

describe('the render farm at a heavy user’s scale', () => {
  it('reads only the builds it can move in a tick, however long the queue', () => {
    seedBulkRenders(db, clock, 10_000);
    const byStatus = (status: string) => db.prepare('SELECT COUNT(*) FROM visual_builds WHERE status = ?').pluck().get(status) as number;
    // The seed's stark queue (one rendering, two queued) and the heavy brand's.
    expect([byStatus('rendering'), byStatus('queued')]).toEqual([1, 2 + queuedOf(10_000)]);
    const rec = recordQueries(db);
    farm.tick();
    rec.stop();
    const reads = rec.queries.filter((q) => /^SELECT \* FROM visual_builds WHERE status/.test(q.sql));
    // Capacity 2: the one rendering and the first two queued, not the 202 waiting.
    expect(reads.map((q) => q.rows)).toEqual([1, 2]);
    for (const q of reads) expect(rec.planOf(q).join(' ')).toMatch(/^SEARCH visual_builds USING (COVERING )?INDEX visual_builds_status \(status=\?\)$/);
    expect([byStatus('rendering'), byStatus('queued')]).toEqual([2, 1 + queuedOf(10_000)]);
  });
});
