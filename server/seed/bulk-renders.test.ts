import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { failsByDesign } from '../farm/farm.ts';
import { steppedClock, TEST_NOW } from '../test-support/test-app.ts';
import { queuedOf } from './bulk-renders.ts';
import { seed } from './seed.ts';

/** Stark's renders in the small demo seed (seed/creatives.ts). */
const DEFAULT_STARK_RENDERS = 9;

let db: Db | undefined;
afterEach(() => db?.close());

const seeded = (renders?: number) => {
  db = openDatabase(':memory:');
  seed(db, steppedClock(), renders === undefined ? {} : { renders });
  return db;
};
const count = (d: Db, where: string) => d.prepare(`SELECT COUNT(*) FROM visual_builds b JOIN brands br ON br.id = b.brand_id WHERE br.identifier = 'stark' AND ${where}`).pluck().get() as number;

describe('a heavy user’s brand (SEED_RENDERS)', () => {
  it('is not in the default seed: stark has its few demo renders', () => {
    const d = seeded();
    expect(count(d, '1')).toBe(DEFAULT_STARK_RENDERS);
    expect(count(d, "b.status IN ('queued', 'rendering')")).toBe(3);
  });

  it('gives stark that many more renders: 30 days of history, every ninth failed like the farm fails them, and a queue', () => {
    const small = seeded();
    const lastSmallId = small.prepare('SELECT MAX(id) FROM visual_builds').pluck().get() as number;
    small.close();
    const d = seeded(10_000);
    expect(count(d, '1')).toBe(DEFAULT_STARK_RENDERS + 10_000);
    expect(queuedOf(10_000)).toBe(200);
    expect(count(d, `b.status = 'queued' AND b.user_id IS NULL AND b.id > ${lastSmallId}`)).toBe(200);
    const history = d.prepare("SELECT b.id, b.status, b.error, b.created_at FROM visual_builds b WHERE b.id > ? AND b.status IN ('finished', 'failed') ORDER BY b.id").all(lastSmallId) as { id: number; status: string; error: string | null; created_at: string }[];
    expect(history).toHaveLength(9_800);
    expect(history.filter((b) => b.status === 'failed').map((b) => b.id)).toEqual(history.map((b) => b.id).filter(failsByDesign));
    expect(history.every((b) => (b.status === 'failed') === (b.error !== null))).toBe(true);
    const days = (iso: string) => (TEST_NOW.getTime() - Date.parse(iso)) / 86_400_000;
    expect(days(history[0]!.created_at)).toBe(30);
    expect(days(history.at(-1)!.created_at)).toBeGreaterThan(0);
    // Newer ids are never older renders: the list's id order is its time order.
    expect(history.every((b, i) => i === 0 || b.created_at >= history[i - 1]!.created_at)).toBe(true);
  });

  it('caps the queue at 500 so the farm works through it in minutes', () => {
    expect([queuedOf(1), queuedOf(1_000), queuedOf(25_000), queuedOf(200_000)]).toEqual([1, 20, 500, 500]);
  });
});
