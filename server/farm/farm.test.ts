import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { LIVE_EVENTS } from '../live/events.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { createNotificationBus, type NotificationBus } from '../notifications/store.ts';
import { loadConfig } from '../config.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createFarm, failsByDesign, type Farm } from './farm.ts';
import { outputOf } from './output.ts';

let db: Db;
let publisher: RecordingPublisher;
let bus: NotificationBus;
let farm: Farm;
const clock = steppedClock();

beforeEach(() => {
  db = openDatabase(':memory:');
  seed(db, clock);
  publisher = createRecordingPublisher(loadConfig('test'));
  bus = createNotificationBus();
  farm = createFarm({ db, clock, publisher, bus }, { capacity: 2, step: 50 });
});
afterEach(() => {
  farm.stop();
  db.close();
});

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
    farm.tick();
    expect(ids.map((id) => build(id).status)).toEqual(['rendering', 'rendering', 'queued']);
    farm.tick();
    expect(build(ids[0]!).progress).toBe(50);
    farm.tick();
    expect(ids.map((id) => build(id).status)).toEqual(['finished', 'finished', 'rendering']);
    expect(build(ids[0]!).size_bytes).toBe(outputOf(db, build(ids[0]!)).content.length);
    const updates = publisher.messages.filter((m) => m.event === LIVE_EVENTS.VisualBuildUpdated && (m.data.visualBuild as { id: number }).id === ids[0]);
    expect(updates.map((m) => (m.data.visualBuild as { status: string }).status)).toEqual(['rendering', 'rendering', 'finished']);
  });

  it('spends credits, grows storage and notifies the person who asked for the build', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(1, 1, { cost: 2 });
    const before = db.prepare('SELECT balance, storage_used_kib FROM brands WHERE id = 1').get() as { balance: number; storage_used_kib: number };
    const announced: string[] = [];
    bus.subscribe((row) => announced.push(row.type));
    for (let i = 0; i < 3; i++) farm.tick();
    const after = db.prepare('SELECT balance, storage_used_kib FROM brands WHERE id = 1').get() as { balance: number; storage_used_kib: number };
    expect(after.balance).toBe(before.balance - 2);
    expect(after.storage_used_kib).toBeGreaterThan(before.storage_used_kib);
    expect(publisher.messages.find((m) => m.event === LIVE_EVENTS.BalanceManagerSpend)).toMatchObject({ channel: 'private-brand.acme', data: { brandId: 1, amount: 2 } });
    expect(publisher.messages.some((m) => m.event === LIVE_EVENTS.BrandStoreUsageCalculated)).toBe(true);
    expect(announced).toEqual([NOTIFICATION_TYPES.VisualBuildFinished]);
    expect(db.prepare('SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ?').pluck().get(id)).toBe(1);
  });

  it('fails a build the brand cannot pay for, with a scenario-build-failed notification and no spend', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const [id] = queue(4, 1, { cost: 10 });
    for (let i = 0; i < 3; i++) farm.tick();
    expect(build(id!)).toMatchObject({ status: 'failed', error: 'Not enough credits to finish the render.' });
    expect(db.prepare('SELECT balance FROM brands WHERE id = 4').pluck().get()).toBe(3);
    expect(db.prepare('SELECT type FROM notifications WHERE notifiable_id = 1 ORDER BY rowid DESC LIMIT 1').pluck().get()).toBe(NOTIFICATION_TYPES.ScenarioBuildFailed);
  });

  it('sends a low-credit notification when a spend crosses a threshold', async () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    db.prepare('UPDATE brands SET balance = 100.5 WHERE id = 1').run();
    queue(1, 1);
    for (let i = 0; i < 3; i++) farm.tick();
    const alert = db.prepare("SELECT data FROM notifications WHERE type = ? AND brand_id = 1 AND notifiable_id = 1 ORDER BY rowid DESC LIMIT 1").pluck().get(NOTIFICATION_TYPES.LowCreditBalance) as string;
    expect(JSON.parse(alert)).toMatchObject({ type: 'below100', balance: 99.5 });
  });

  it('fails some builds by design with a readable error', () => {
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 5 LIMIT 1").pluck().get() as number;
    let id = 1;
    while (!failsByDesign(id)) id = Number(db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, width, height, created_at, updated_at) VALUES (5, ?, 1, 'queued', 300, 250, 'x', 'x')").run(version).lastInsertRowid);
    db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status = 'queued' AND id <> ?").run(id);
    for (let i = 0; i < 3; i++) farm.tick();
    expect(build(id)).toMatchObject({ status: 'failed', error: expect.stringContaining('missing') });
  });

  it('runs on a timer that stop() clears', () => {
    farm.start(10_000);
    expect(farm.running).toBe(true);
    farm.stop();
    expect(farm.running).toBe(false);
  });
});
