/**
 * A version's thumbnail (issue 23 §5: the template list, the version page): a PNG of its filled
 * page at the template's first size, made once by the real renderer (a Chromium screenshot,
 * renderer.ts) and kept on disk beside the render outputs:
 *
 *   {dir}/v{versionId}-{key}.png     key = the package file, its length, the values and the size
 *
 * so a new package, new values or another first size is another key: the next request renders
 * it and removes the version's older thumbnails. Requests for one key while it renders share that
 * render; at most `concurrency` render at once (a list of 1,000 rows asks for the ones on screen,
 * the rest wait their turn in order), and the renderer is async, so the event loop stays free.
 *
 * Where no image can be made (no Chromium, no package, a package that cannot render) the answer
 * is a neutral placeholder: an SVG box of the size, never an error or a broken image.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import type { VisualRow } from '../db/rows.ts';
import { sizesOf } from '../creatives/visual-sizes.ts';
import { packageFolder } from '../creatives/template-packages.ts';
import { limiter } from '../outputs/build-outputs.ts';
import { RenderError } from './render-error.ts';
import type { Renderer } from './renderer.ts';

export interface Thumbnail {
  readonly bytes: Buffer;
  readonly mime: 'image/png' | 'image/svg+xml';
  /** What the answer is made of (an ETag): the key, or the placeholder's size. */
  readonly tag: string;
}

export interface Thumbnails {
  /** The version's thumbnail; null when the version does not exist. */
  of(versionId: number): Promise<Thumbnail | null>;
  /** Screenshots taken so far (tests: a second request renders nothing). */
  renders(): number;
  /**
   * Removes every thumbnail (the database was seeded again: ids mean other templates now), once
   * the thumbnails being made have been written: removing the folder under a write fails
   * (ENOTEMPTY) or leaves a thumbnail of the old rows behind. Requests that arrive meanwhile
   * start after it.
   */
  clear(): Promise<void>;
}

/** Thumbnails rendered at once: each holds one of the renderer's Chromium pages. */
export const THUMBNAIL_CONCURRENCY = 2;

interface Source {
  readonly brand_id: number;
  readonly visual_id: number;
}

export function createThumbnails(db: Db, renderer: Renderer, dir: string, options: { concurrency?: number } = {}): Thumbnails {
  const limit = limiter(options.concurrency ?? THUMBNAIL_CONCURRENCY);
  const underWay = new Map<string, Promise<Thumbnail>>();
  /** Set while clear() runs: new work waits for it, so nothing writes into a folder being removed. */
  let clearing: Promise<void> | null = null;
  let renders = 0;
  const versionOf = db.prepare('SELECT brand_id, visual_id FROM visual_versions WHERE id = ?');
  const visualOf = db.prepare('SELECT * FROM visuals WHERE id = ?');
  // The package's id and length, not its bytes: a stored file never changes (a new upload is a new row).
  const packageOf = db.prepare('SELECT id, length(content) AS size FROM files WHERE brand_id = ? AND path = ? ORDER BY id DESC LIMIT 1');

  async function make(versionId: number, key: string, size: { width: number; height: number }): Promise<Thumbnail> {
    const file = join(dir, `v${versionId}-${key}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept !== null) return { bytes: kept, mime: 'image/png', tag: key };
    let bytes: Buffer;
    try {
      renders += 1;
      bytes = await limit(() => renderer.screenshot(versionId, size));
    } catch (error) {
      if (error instanceof RenderError) return placeholder(size);
      throw error;
    }
    await mkdir(dir, { recursive: true });
    const part = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(part, bytes);
    await rename(part, file);
    // The version's older thumbnails (another package, other values) are not asked for again.
    for (const name of await readdir(dir)) if (name.startsWith(`v${versionId}-`) && name !== `v${versionId}-${key}.png` && !name.endsWith('.part')) await rm(join(dir, name), { force: true });
    return { bytes, mime: 'image/png', tag: key };
  }

  return {
    async of(versionId) {
      while (clearing) await clearing;
      // From here to underWay.set nothing awaits, so a clear() that starts later sees this work.
      const version = versionOf.get(versionId) as Source | undefined;
      if (!version) return null;
      const visual = visualOf.get(version.visual_id) as VisualRow;
      const first = sizesOf(visual)[0] ?? { width: 300, height: 250 };
      const size = { width: first.width, height: first.height };
      const pkg = packageOf.get(version.brand_id, packageFolder(version.visual_id)) as { id: number; size: number } | undefined;
      if (!pkg || renderer.imagesUnavailable !== null) return placeholder(size);
      const key = createHash('sha256').update(JSON.stringify([pkg.id, pkg.size, visual.slots, size.width, size.height])).digest('hex').slice(0, 20);
      const id = `${versionId}-${key}`;
      let made = underWay.get(id);
      if (!made) {
        made = make(versionId, key, size).finally(() => underWay.delete(id));
        underWay.set(id, made);
      }
      return made;
    },
    renders: () => renders,
    async clear() {
      const run = (async () => {
        await Promise.allSettled([...underWay.values()]);
        await rm(dir, { recursive: true, force: true });
      })();
      const gate: Promise<void> = run.then(
        () => undefined,
        () => undefined,
      );
      clearing = gate;
      void gate.then(() => {
        if (clearing === gate) clearing = null;
      });
      await run;
    },
  };
}

/** A box of the size with its dimensions: what a list shows where no image can be made. */
export function placeholder(size: { width: number; height: number }): Thumbnail {
  const { width, height } = size;
  const text = `${width} × ${height}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="${Math.max(2, Math.round(Math.min(width, height) / 60))}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 6))}" fill="#64748b">${text}</text>` +
    '</svg>';
  return { bytes: Buffer.from(svg), mime: 'image/svg+xml', tag: `placeholder-${width}x${height}` };
}
