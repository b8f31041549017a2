/**
 * Versions' thumbnails: made once by the real renderer (Debian's Chromium, as the renderer's own
 * test), kept on disk under a name of what they show, shrunk for each box a page shows them in,
 * shared by concurrent requests and by templates that show the same, made again when the package
 * changes, never more than the cap at once, and a size box where no image can be made.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createScreenshotter } from './chromium.ts';
import { createRenderer, type Renderer } from './renderer.ts';
import { RenderError } from './render-error.ts';
import { reason } from '../../worker/contract/render-reasons';
import { createPngShrinker } from './shrink-png.ts';
import { createThumbnails as create, type Thumbnails } from './thumbnails.ts';

let db: Db;
let renderer: Renderer;
let dir: string;
const shrinker = createPngShrinker();
beforeAll(() => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
  renderer = createRenderer(db, createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 2 }));
});
afterAll(async () => {
  await renderer.close();
  await shrinker.close();
  db.close();
});

const createThumbnails = (database: Db, r: Renderer, directory: string): Thumbnails => create(database, r, directory, shrinker);
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thumbnails-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const saleVersion = () => db.prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1").pluck().get() as number;

/** The real renderer, counting its screenshots. */
function counting(inner: Renderer = renderer) {
  const calls: number[] = [];
  const wrapped: Renderer = { ...inner, screenshot: (id, size) => (calls.push(id), inner.screenshot(id, size)) };
  return { renderer: wrapped, calls };
}

function colours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) seen.add(png.data.readUInt32BE(i));
  return seen.size;
}

describe('thumbnails', () => {
  it("render a version's filled page at its first size once, then answer from disk, also after a restart", async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    const first = (await thumbnails.of(saleVersion()))!;
    expect(first.mime).toBe('image/png');
    const png = PNG.sync.read(first.bytes);
    expect([png.width, png.height]).toEqual([300, 250]);
    expect(colours(png)).toBeGreaterThan(10);
    expect(calls).toHaveLength(1);

    const second = (await thumbnails.of(saleVersion()))!;
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.tag).toBe(first.tag);
    expect(calls).toHaveLength(1);
    // Another process over the same directory renders nothing either.
    const restarted = counting();
    expect((await createThumbnails(db, restarted.renderer, dir).of(saleVersion()))!.bytes.equals(first.bytes)).toBe(true);
    expect(restarted.calls).toHaveLength(0);
  }, 60_000);

  it('share one render between requests that arrive while it runs', async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    const answers = await Promise.all([1, 2, 3].map(() => thumbnails.of(saleVersion())));
    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((a) => a!.tag)).size).toBe(1);
  }, 60_000);

  it('render again when the package changes, and sweep the picture no template shows any more', async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    const before = (await thumbnails.of(saleVersion()))!;
    const pkg = db.prepare("SELECT f.* FROM files f JOIN visuals v ON f.path = '/visual-packages/' || v.id WHERE v.name = 'Summer sale banner' ORDER BY f.id DESC LIMIT 1").get() as Record<string, unknown>;
    // The same bytes uploaded again show the same: nothing to render.
    const upload = db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const again = Number(upload.run(pkg.brand_id, pkg.user_id, pkg.path, pkg.name, pkg.mime, pkg.size, pkg.content, pkg.created_at).lastInsertRowid);
    expect((await thumbnails.of(saleVersion()))!.tag).toBe(before.tag);
    expect(calls).toHaveLength(1);
    // Another package (the text banner's bytes) is another picture.
    const other = db.prepare("SELECT f.content FROM files f JOIN visuals v ON f.path = '/visual-packages/' || v.id WHERE v.name = 'Newsletter header' ORDER BY f.id DESC LIMIT 1").pluck().get() as Buffer;
    upload.run(pkg.brand_id, pkg.user_id, pkg.path, pkg.name, pkg.mime, other.length, other, pkg.created_at);
    const after = (await thumbnails.of(saleVersion()))!;
    expect(after.tag).not.toBe(before.tag);
    expect(calls).toHaveLength(2);
    expect((await readdir(dir)).sort()).toEqual([`${after.tag}.png`, `${before.tag}.png`].sort());
    await thumbnails.sweep(new Set([after.tag]));
    expect(await readdir(dir)).toEqual([`${after.tag}.png`]);
    db.prepare("DELETE FROM files WHERE path = ? AND id >= ?").run(pkg.path, again);
  }, 60_000);

  it('shrink the picture for each box a page shows it in (twice the box), from the one screenshot, kept on disk', async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    const list = (await thumbnails.of(saleVersion(), 'list'))!;
    const page = (await thumbnails.of(saleVersion(), 'page'))!;
    const full = (await thumbnails.of(saleVersion()))!;
    expect(calls).toHaveLength(1);
    // 300 × 250 into 128 × 88 and 192 × 144, its proportions kept.
    expect([list.mime, [PNG.sync.read(list.bytes).width, PNG.sync.read(list.bytes).height]]).toEqual(['image/png', [106, 88]]);
    expect([PNG.sync.read(page.bytes).width, PNG.sync.read(page.bytes).height]).toEqual([173, 144]);
    expect(colours(PNG.sync.read(list.bytes))).toBeGreaterThan(10);
    expect(list.bytes.length).toBeLessThan(full.bytes.length);
    expect(new Set([list.tag, page.tag, full.tag]).size).toBe(3);
    expect((await readdir(dir)).sort()).toEqual([`${full.tag}.png`, `${list.tag}.png`, `${page.tag}.png`].sort());
    // A restarted server answers all three from disk.
    const restarted = counting();
    const again = createThumbnails(db, restarted.renderer, dir);
    expect((await again.of(saleVersion(), 'list'))!.bytes.equals(list.bytes)).toBe(true);
    expect(restarted.calls).toHaveLength(0);
  }, 60_000);

  it('answer the full-size picture for a box when it cannot be shrunk, and keep nothing for the box', async () => {
    const broken = create(db, renderer, dir, { shrink: () => Promise.reject(new Error('no worker')), close: async () => undefined });
    const list = (await broken.of(saleVersion(), 'list'))!;
    const png = PNG.sync.read(list.bytes);
    expect([png.width, png.height]).toEqual([300, 250]);
    expect(await readdir(dir)).toEqual([`${list.tag}.png`]);
  }, 60_000);

  it('share one picture between templates that show the same, and keep it when the database is seeded again', async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    // The seed stores the same package bytes for several templates of one category.
    const twins = db
      .prepare(
        `SELECT MAX(vv.id) FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id JOIN files f ON f.path = '/visual-packages/' || v.id
         GROUP BY vv.visual_id ORDER BY vv.visual_id`,
      )
      .pluck()
      .all() as number[];
    const keys = twins.map((id) => thumbnails.keyOf(id));
    const shared = twins.filter((_, i) => keys.indexOf(keys[i]) !== i);
    expect(shared.length).toBeGreaterThan(0);
    const [a, b] = [twins[keys.indexOf(thumbnails.keyOf(shared[0]!))]!, shared[0]!];
    expect((await thumbnails.of(a))!.tag).toBe((await thumbnails.of(b))!.tag);
    expect(calls).toHaveLength(1);
    thumbnails.forget();
    expect((await thumbnails.of(b))!.tag).toBe(thumbnails.keyOf(a));
    expect(calls).toHaveLength(1);
  }, 60_000);

  it('never run more than two screenshots at once', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow: Renderer = {
      ...renderer,
      imagesUnavailable: null,
      screenshot: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((go) => releases.push(go));
        running -= 1;
        return new PNG({ width: 1, height: 1 }).data;
      },
    };
    const thumbnails = createThumbnails(db, slow, dir);
    const versions = db.prepare("SELECT MAX(vv.id) FROM visual_versions vv WHERE vv.brand_id = 1 AND EXISTS (SELECT 1 FROM files f WHERE f.path = '/visual-packages/' || vv.visual_id) GROUP BY vv.visual_id LIMIT 5").pluck().all() as number[];
    expect(versions).toHaveLength(5);
    // Five different pictures: templates that show the same share one (values of their own here).
    const slots = db.prepare('SELECT id, slots FROM visuals WHERE id IN (SELECT visual_id FROM visual_versions WHERE id IN (' + versions.join(',') + '))').all() as { id: number; slots: string }[];
    for (const { id } of slots) db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(JSON.stringify([{ name: 'headline', type: 'text', value: `Template ${id}` }]), id);
    expect(new Set(versions.map((id) => thumbnails.keyOf(id))).size).toBe(5);
    const all = Promise.all(versions.map((id) => thumbnails.of(id)));
    for (let done = 0; done < versions.length; done++) {
      while (releases.length === 0) await new Promise((go) => setImmediate(go));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()!();
    }
    await all;
    expect(most).toBe(2);
    for (const { id, slots: kept } of slots) db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(kept, id);
  });

  it('answer a box of the size where no image can be made: no Chromium, no package, a package that cannot render', async () => {
    const noChromium = counting({ ...renderer, imagesUnavailable: 'PNG and JPEG renders need Chromium, which is not installed on the render server.' });
    const box = (await createThumbnails(db, noChromium.renderer, dir).of(saleVersion()))!;
    expect(box.mime).toBe('image/svg+xml');
    expect(box.bytes.toString()).toContain('width="300" height="250"');
    expect(box.bytes.toString()).toContain('300 × 250');
    expect(noChromium.calls).toHaveLength(0);

    const broken = createThumbnails(db, { ...renderer, imagesUnavailable: null, screenshot: () => Promise.reject(new RenderError(reason('render.no-package'))) }, dir);
    expect((await broken.of(saleVersion()))!.mime).toBe('image/svg+xml');
    expect(await createThumbnails(db, renderer, dir).of(999_999)).toBeNull();
  }, 60_000);
});
