/**
 * Versions' thumbnails: made once by the real renderer (Debian's Chromium, as the renderer's own
 * test), kept on disk, shared by concurrent requests, made again when the package changes, never
 * more than the cap at once, and a size box where no image can be made.
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
import { createThumbnails } from './thumbnails.ts';

let db: Db;
let renderer: Renderer;
let dir: string;
beforeAll(() => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
  renderer = createRenderer(db, createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 2 }));
});
afterAll(async () => {
  await renderer.close();
  db.close();
});
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

  it('render again when the package changes, and drop the old thumbnail', async () => {
    const { renderer: r, calls } = counting();
    const thumbnails = createThumbnails(db, r, dir);
    const before = (await thumbnails.of(saleVersion()))!;
    const pkg = db.prepare("SELECT f.* FROM files f JOIN visuals v ON f.path = '/visual-packages/' || v.id WHERE v.name = 'Summer sale banner' ORDER BY f.id DESC LIMIT 1").get() as Record<string, unknown>;
    // A new upload is a new row (same bytes will do: the row is what changed).
    db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(pkg.brand_id, pkg.user_id, pkg.path, pkg.name, pkg.mime, pkg.size, pkg.content, pkg.created_at);
    const after = (await thumbnails.of(saleVersion()))!;
    expect(after.tag).not.toBe(before.tag);
    expect(calls).toHaveLength(2);
    expect(await readdir(dir)).toEqual([`v${saleVersion()}-${after.tag}.png`]);
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
    const versions = db.prepare("SELECT vv.id FROM visual_versions vv WHERE vv.brand_id = 1 AND EXISTS (SELECT 1 FROM files f WHERE f.path = '/visual-packages/' || vv.visual_id) LIMIT 5").pluck().all() as number[];
    expect(versions).toHaveLength(5);
    const all = Promise.all(versions.map((id) => thumbnails.of(id)));
    for (let done = 0; done < versions.length; done++) {
      while (releases.length === 0) await new Promise((go) => setImmediate(go));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()!();
    }
    await all;
    expect(most).toBe(2);
  });

  it('are cleared (a reset) only once the thumbnails being made are written, and requests meanwhile wait for the clear', async () => {
    const releases: (() => void)[] = [];
    const shots: number[] = [];
    const held: Renderer = {
      ...renderer,
      imagesUnavailable: null,
      screenshot: async (id) => {
        shots.push(id);
        await new Promise<void>((go) => releases.push(go));
        return PNG.sync.write(new PNG({ width: 2, height: 2 }));
      },
    };
    const thumbnails = createThumbnails(db, held, dir);
    const making = thumbnails.of(saleVersion());
    while (releases.length === 0) await new Promise((go) => setImmediate(go));

    let cleared = false;
    const clearing = thumbnails.clear().then(() => (cleared = true));
    // A request during the clear starts after it: it renders into the fresh folder.
    const during = thumbnails.of(saleVersion());
    for (let i = 0; i < 20; i++) await new Promise((go) => setImmediate(go));
    expect(cleared).toBe(false);
    expect(shots).toHaveLength(1);

    releases.shift()!();
    expect((await making)!.mime).toBe('image/png');
    await clearing;
    // Nothing of the old rows outlives the clear, and the folder was removed without an error.
    expect(shots).toHaveLength(1);
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });

    while (releases.length === 0) await new Promise((go) => setImmediate(go));
    expect(shots).toHaveLength(2);
    releases.shift()!();
    const after = (await during)!;
    expect(await readdir(dir)).toEqual([`v${saleVersion()}-${after.tag}.png`]);
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
