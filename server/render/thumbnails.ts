/**
 * A version's thumbnail (the template list, the version page): a PNG of its filled page at the
 * template's first size, made once by the real renderer (a Chromium screenshot, renderer.ts), and
 * from it one small PNG per box the pages show it in (worker/contract/thumbnail-sizes.ts: twice
 * the box, a few KiB, shrunk on a worker thread, shrink-png.ts). All are kept on disk beside the
 * render outputs, named by what they show:
 *
 *   {dir}/{key}.png          the full-size picture
 *   {dir}/{key}-{size}.png   shrunk for a box (list, page)
 *   key = a hash of the package's bytes, the values and the size
 *
 * so a new package, new values or another first size is another key, templates that show the
 * same thing share one picture, and a database seeded again (same packages, same values) finds
 * its pictures already made. They are made ahead, when a version is processed (thumbnail-ahead.ts),
 * and otherwise on the first request. Requests for one picture while it is made share the work;
 * at most `concurrency` screenshots run at once, and the renderer is async, so the event loop
 * stays free.
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
import { thumbnailPixels, type ThumbnailSize } from '../../worker/contract/thumbnail-sizes';
import { RenderError } from './render-error.ts';
import type { Renderer } from './renderer.ts';
import type { PngShrinker } from './shrink-png.ts';

export interface Thumbnail {
  readonly bytes: Buffer;
  readonly mime: 'image/png' | 'image/svg+xml';
  /** What the answer is made of (an ETag): the key and the box, or the placeholder's size. */
  readonly tag: string;
}

export interface Thumbnails {
  /** The version's thumbnail, full size or for a box; null when the version does not exist. */
  of(versionId: number, size?: ThumbnailSize): Promise<Thumbnail | null>;
  /** The key of the version's picture (null: a placeholder is all it can have; undefined: no such version). */
  keyOf(versionId: number): string | null | undefined;
  /** Screenshots taken so far (tests: a second request renders nothing). */
  renders(): number;
  /** Removes the pictures of keys not in `keep` (no template shows them any more). */
  sweep(keep: ReadonlySet<string>): Promise<void>;
  /** The database was seeded again: ids mean other packages now. Pictures on disk stay (named by content). */
  forget(): void;
}

/** Thumbnails rendered at once: each holds one of the renderer's Chromium pages. */
export const THUMBNAIL_CONCURRENCY = 2;

/** A template stopped by the watchdog (its deadline, memory, a crash) is not tried again for the same key. */
const TEMPLATE_FAULTS = new Set(['render.deadline', 'render.memory', 'render.crashed']);
const MAX_REFUSED = 1_000;

interface Source {
  readonly brand_id: number;
  readonly visual_id: number;
}

export function createThumbnails(db: Db, renderer: Renderer, dir: string, shrinker: PngShrinker, options: { concurrency?: number } = {}): Thumbnails {
  const limit = limiter(options.concurrency ?? THUMBNAIL_CONCURRENCY);
  const underWay = new Map<string, Promise<Thumbnail>>();
  // Keys whose template the watchdog stopped: the placeholder at once, not another wait for the deadline.
  const refused = new Set<string>();
  // Package file id → hash of its bytes (a stored file never changes; a new upload is a new row).
  let packageHashes = new Map<number, string>();
  let renders = 0;
  const versionOf = db.prepare('SELECT brand_id, visual_id FROM visual_versions WHERE id = ?');
  const visualOf = db.prepare('SELECT * FROM visuals WHERE id = ?');
  const packageOf = db.prepare('SELECT id FROM files WHERE brand_id = ? AND path = ? ORDER BY id DESC LIMIT 1');
  const contentOf = db.prepare('SELECT content FROM files WHERE id = ?');

  function packageHash(fileId: number): string {
    let hash = packageHashes.get(fileId);
    if (hash === undefined) {
      hash = createHash('sha256').update(contentOf.pluck().get(fileId) as Buffer).digest('hex');
      packageHashes.set(fileId, hash);
    }
    return hash;
  }

  /** What the version's picture shows: its size, and its key (null when no image can be made). */
  function describe(versionId: number): { size: { width: number; height: number }; key: string | null } | undefined {
    const version = versionOf.get(versionId) as Source | undefined;
    if (!version) return undefined;
    const visual = visualOf.get(version.visual_id) as VisualRow;
    const first = sizesOf(visual)[0] ?? { width: 300, height: 250 };
    const size = { width: first.width, height: first.height };
    const pkg = packageOf.get(version.brand_id, packageFolder(version.visual_id)) as { id: number } | undefined;
    if (!pkg || renderer.imagesUnavailable !== null) return { size, key: null };
    const key = createHash('sha256').update(JSON.stringify([packageHash(pkg.id), visual.slots, size.width, size.height])).digest('hex').slice(0, 24);
    return { size, key };
  }

  async function store(name: string, bytes: Buffer): Promise<void> {
    await mkdir(dir, { recursive: true });
    const part = join(dir, `${name}.${randomBytes(4).toString('hex')}.part`);
    await writeFile(part, bytes);
    await rename(part, join(dir, name));
  }

  /** One picture, made once: the file if it is there, else the work under way, else new work. */
  function once(name: string, make: () => Promise<Thumbnail>, tag: string): Promise<Thumbnail> {
    let made = underWay.get(name);
    if (!made) {
      made = (async () => {
        const kept = await readFile(join(dir, name)).catch(() => null);
        return kept !== null ? { bytes: kept, mime: 'image/png' as const, tag } : make();
      })().finally(() => underWay.delete(name));
      underWay.set(name, made);
    }
    return made;
  }

  function full(versionId: number, key: string, size: { width: number; height: number }): Promise<Thumbnail> {
    return once(
      `${key}.png`,
      async () => {
        let bytes: Buffer;
        try {
          renders += 1;
          bytes = await limit(() => renderer.screenshot(versionId, size));
        } catch (error) {
          if (error instanceof RenderError && TEMPLATE_FAULTS.has(error.reason.code)) {
            refused.add(key);
            if (refused.size > MAX_REFUSED) refused.delete(refused.values().next().value!);
          }
          if (error instanceof RenderError) return placeholder(size);
          throw error;
        }
        await store(`${key}.png`, bytes);
        return { bytes, mime: 'image/png', tag: key };
      },
      key,
    );
  }

  function boxed(versionId: number, key: string, size: { width: number; height: number }, box: ThumbnailSize): Promise<Thumbnail> {
    const tag = `${key}-${box}`;
    return once(
      `${tag}.png`,
      async () => {
        const picture = await full(versionId, key, size);
        // A placeholder is an SVG: it scales to any box as it is.
        if (picture.mime !== 'image/png') return picture;
        // A picture that cannot be shrunk (the worker thread failed) is answered at full size,
        // not kept: the list still shows it, and the next request tries again.
        const bytes = await shrinker.shrink(picture.bytes, thumbnailPixels(box)).catch(() => null);
        if (bytes === null) return picture;
        await store(`${tag}.png`, bytes);
        return { bytes, mime: 'image/png', tag };
      },
      tag,
    );
  }

  return {
    async of(versionId, box) {
      const what = describe(versionId);
      if (what === undefined) return null;
      if (what.key === null || refused.has(what.key)) return placeholder(what.size);
      return box === undefined ? full(versionId, what.key, what.size) : boxed(versionId, what.key, what.size, box);
    },
    keyOf: (versionId) => describe(versionId)?.key,
    renders: () => renders,
    async sweep(keep) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const stale = names.filter((name) => name.endsWith('.png') && !keep.has(name.slice(0, name.indexOf('.')).split('-')[0]!));
      await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
    },
    forget() {
      packageHashes = new Map();
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
