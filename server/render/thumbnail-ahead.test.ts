/**
 * Thumbnails made ahead (thumbnail-ahead.ts), on fake pictures: `prepare` only queues, jobs run
 * one at a time in order (the full picture, then each box), a version is queued once, a failure is
 * reported and the next job goes on, `prepareAll` covers every template's newest version and then
 * sweeps, and nothing happens when it is off or stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import type { ThumbnailSize } from '../../worker/contract/thumbnail-sizes';
import { createThumbnailsAhead } from './thumbnail-ahead.ts';
import type { Thumbnails } from './thumbnails.ts';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
});
afterAll(() => db.close());

function fakePictures(fail: ReadonlySet<number> = new Set()) {
  const made: string[] = [];
  const swept: string[][] = [];
  let running = 0;
  let most = 0;
  const pictures: Thumbnails = {
    async of(versionId: number, size?: ThumbnailSize) {
      running += 1;
      most = Math.max(most, running);
      await new Promise((go) => setImmediate(go));
      running -= 1;
      if (fail.has(versionId)) throw new Error(`version ${versionId} broke`);
      made.push(`${versionId}:${size ?? 'full'}`);
      return { bytes: Buffer.alloc(0), mime: 'image/png', tag: 't' };
    },
    keyOf: (versionId) => `k${versionId}`,
    renders: () => made.length,
    async sweep(keep) {
      swept.push([...keep].sort());
    },
    forget: () => undefined,
  };
  return { pictures, made, swept, most: () => most };
}

const newest = () => db.prepare('SELECT MAX(id) FROM visual_versions GROUP BY visual_id ORDER BY visual_id').pluck().all() as number[];

describe('thumbnails made ahead', () => {
  it('queue without waiting, then make the full picture and each box, one job at a time, a version once', async () => {
    const fake = fakePictures();
    const ahead = createThumbnailsAhead(db, fake.pictures, { enabled: true, onError: () => undefined });
    ahead.prepare(3);
    ahead.prepare(5);
    ahead.prepare(3);
    // Nothing has started: the request that queued answers first.
    expect(fake.made).toEqual([]);
    await ahead.idle();
    expect(fake.made).toEqual(['3:full', '3:list', '3:page', '5:full', '5:list', '5:page']);
    expect(fake.most()).toBe(1);
    // Queued again once done: made again (the pictures answer from disk then).
    ahead.prepare(3);
    await ahead.idle();
    expect(fake.made.filter((m) => m.startsWith('3:'))).toHaveLength(6);
  });

  it('report a failure and go on with the next job', async () => {
    const fake = fakePictures(new Set([4]));
    const errors: [string, number][] = [];
    const ahead = createThumbnailsAhead(db, fake.pictures, { enabled: true, onError: (error, id) => errors.push([(error as Error).message, id]) });
    ahead.prepare(4);
    ahead.prepare(6);
    await ahead.idle();
    expect(errors).toEqual([['version 4 broke', 4]]);
    expect(fake.made).toEqual(['6:full', '6:list', '6:page']);
  });

  it('prepare every template’s newest version, then sweep what no template shows; a template by its newest version', async () => {
    const fake = fakePictures();
    const ahead = createThumbnailsAhead(db, fake.pictures, { enabled: true, onError: () => undefined });
    ahead.prepareAll();
    await ahead.idle();
    expect(fake.made.filter((m) => m.endsWith(':full')).map((m) => Number(m.split(':')[0]))).toEqual(newest());
    expect(fake.swept).toEqual([newest().map((id) => `k${id}`).sort()]);
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(newest()[0]) as number;
    ahead.prepareVisual(visual);
    await ahead.idle();
    expect(fake.made.at(-3)).toBe(`${newest()[0]}:full`);
  });

  it('do nothing when off, and nothing more once stopped', async () => {
    const off = fakePictures();
    const disabled = createThumbnailsAhead(db, off.pictures, { enabled: false, onError: () => undefined });
    disabled.prepare(3);
    disabled.prepareAll();
    await disabled.idle();
    expect(off.made).toEqual([]);

    const fake = fakePictures();
    const ahead = createThumbnailsAhead(db, fake.pictures, { enabled: true, onError: () => undefined });
    ahead.prepare(3);
    ahead.prepare(5);
    await ahead.stop();
    ahead.prepare(7);
    await ahead.idle();
    expect(fake.made.some((m) => m.startsWith('5:') || m.startsWith('7:'))).toBe(false);
  });
});
