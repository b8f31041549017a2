/**
 * A heavy user's brand: `SEED_RENDERS=10000` gives `stark` that many renders, the way
 * a brand looks after months of bulk rendering: 30 days of finished renders (every ninth failed,
 * as the farm fails them), newest first in id order, and a queue the farm works through after
 * start (2 %, at most 500; stark's balance pays for it). The small default seed has none of this.
 *
 * One prepared statement inside the seed's transaction: 10,000 rows take well under a second.
 */
import type { Clock } from '../clock.ts';
import { categorySizes } from '../creatives/visual-sizes.ts';
import type { Db } from '../db/database.ts';
import { failsByDesign } from '../farm/farm.ts';

export const BULK_RENDERS_BRAND = 'stark';

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 30;
/**
 * The queue renders both formats. The history is HTML5: a seeded finished render has no stored
 * file, so it is rendered when first downloaded, and an HTML5 render takes milliseconds where a
 * PNG takes ~230 ms in Chromium (docs/template-packages.md): a zip of 999 seeded PNGs would wait
 * minutes for what a real render stored when it finished.
 */
const FORMATS = ['html', 'png'] as const;

/** How many of `count` renders wait in the farm's queue. */
export const queuedOf = (count: number): number => Math.min(500, Math.ceil(count * 0.02));

export function seedBulkRenders(db: Db, clock: Clock, count: number, brandIdentifier = BULK_RENDERS_BRAND): void {
  if (count <= 0) return;
  const brandId = db.prepare('SELECT id FROM brands WHERE identifier = ?').pluck().get(brandIdentifier) as number | undefined;
  if (brandId === undefined) throw new Error(`No brand ${brandIdentifier} to seed renders for.`);
  const versions = db
    .prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = ? AND v.deleted_at IS NULL AND vv.status NOT IN ('draft', 'erased', 'archived') ORDER BY vv.id")
    .pluck()
    .all(brandId) as number[];
  if (!versions.length) throw new Error(`Brand ${brandIdentifier} has no version that can be rendered.`);
  const members = db.prepare('SELECT user_id FROM brand_users WHERE brand_id = ? ORDER BY user_id').pluck().all(brandId) as number[];
  const sizes = categorySizes('display');
  const insert = db.prepare(
    `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, size_bytes, error, created_at, updated_at, finished_at)
     VALUES (@brand, @version, @user, 'visual_version', @status, @progress, @format, @width, @height, 1, @size, @error, @at, @at, @finished)`,
  );
  const queued = queuedOf(count);
  const history = count - queued;
  const now = clock.now().getTime();
  // The next id, so "every ninth fails" matches the farm's rule for the same ids.
  const firstId = ((db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'visual_builds'").pluck().get() as number | undefined) ?? 0) + 1;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const size = sizes[i % sizes.length]!;
      const done = i < history;
      // Oldest first, evenly over the last 30 days; the queue was made just now.
      const at = new Date(done ? now - SPREAD_DAYS * DAY_MS + Math.floor((i * SPREAD_DAYS * DAY_MS) / Math.max(1, history)) : now).toISOString();
      const failed = done && failsByDesign(firstId + i);
      insert.run({
        brand: brandId,
        version: versions[i % versions.length],
        // Queued renders belong to nobody: the farm notifies no one about 500 of them.
        user: done ? members[i % members.length] ?? null : null,
        status: done ? (failed ? 'failed' : 'finished') : 'queued',
        progress: done ? 100 : 0,
        format: done ? 'html' : FORMATS[i % FORMATS.length],
        width: size.width,
        height: size.height,
        size: done && !failed ? 18_000 + size.width * 10 : null,
        error: failed ? 'Font "Brand Sans" is missing in the package.' : null,
        at,
        finished: done ? at : null,
      });
    }
  })();
}
