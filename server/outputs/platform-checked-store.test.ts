/**
 * The renderer's HTML5 zip checked against the ad platforms' rules as the store keeps it, the
 * verdicts on the build row; outputs that are not zips have none, and a check that cannot be
 * made never loses the render's file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { createScreenshotter } from '../render/chromium.ts';
import { createRenderer, type Renderer } from '../render/renderer.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createOutputStore, type OutputStore } from './output-store.ts';
import { withAdPlatformChecks } from './platform-checked-store.ts';

let db: Db;
let renderer: Renderer;
let store: OutputStore;
const logged: string[] = [];
beforeAll(async () => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
  // HTML5 renders need no Chromium.
  renderer = createRenderer(db, createScreenshotter({ executablePath: null, pages: 1 }));
  store = await createOutputStore(null);
});
afterAll(async () => {
  await store.close();
  db.close();
});

const saleVersion = () => db.prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1").pluck().get() as number;
const checksOf = (id: number) => JSON.parse((db.prepare('SELECT platform_checks FROM visual_builds WHERE id = ?').pluck().get(id) as string | null) ?? 'null') as { zipBytes: number; results: { platform: string; ok: boolean }[] } | null;
const newBuild = (format: string) =>
  Number(
    db
      .prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, progress, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 2, 'rendering', 50, ?, 300, 250, 1, 'x', 'x')")
      .run(saleVersion(), format).lastInsertRowid,
  );
const checked = (inner: OutputStore) => withAdPlatformChecks(inner, db, { error: (_details, message) => logged.push(message) });

describe('an HTML5 render stored', () => {
  it('keeps the verdicts of its zip on the build, measured on the stored bytes', async () => {
    const id = newBuild('html');
    const stored = await checked(store).put(id, await renderer.render({ id, width: 300, height: 250, output_format: 'html', visual_version_id: saleVersion() }));
    expect(checksOf(id)).toEqual({
      zipBytes: stored.size,
      files: 3,
      results: [
        { platform: 'google-ads', ok: true, problems: [] },
        { platform: 'cm360', ok: true, problems: [] },
      ],
    });
    // Its file removed (a failed settle), its verdicts go with it.
    await checked(store).delete(id);
    expect(checksOf(id)).toBeNull();
  });

  it('has no verdicts for an image, even where a zip was stored before', async () => {
    const id = newBuild('html');
    await checked(store).put(id, await renderer.render({ id, width: 300, height: 250, output_format: 'html', visual_version_id: saleVersion() }));
    await checked(store).put(id, { filename: 'x.png', mime: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });
    expect(checksOf(id)).toBeNull();
  });

  it('keeps the file when the check cannot be made, and says so in the log', async () => {
    const id = newBuild('html');
    const vanishing: OutputStore = { ...store, open: () => Promise.reject(new Error('EIO')) };
    const stored = await checked(vanishing).put(id, { filename: 'a.zip', mime: 'application/zip', bytes: new Uint8Array([1, 2, 3]) });
    expect(stored.size).toBe(3);
    expect(await store.has(id)).toBe(true);
    expect([checksOf(id), logged]).toEqual([null, ['the ad platforms check of a render could not be made']]);
  });
});
