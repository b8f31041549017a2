/**
 * Control API `builds`: queues N builds for a brand the way `POST /api/v1/visual-build` does
 * (status queued, progress 0, one VisualBuildCreated per build on `private-brand.{brand}`), so
 * tests and demos can fill the render farm without signing in. The builds belong to nobody
 * (user_id null): the farm notifies no one when they finish, which keeps e2e runs quiet.
 */
import type { Db } from '../db/database.ts';
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { fieldError } from '../http/errors.ts';
import { announceBuild } from '../live/announce.ts';
import type { Publisher } from '../live/publisher.ts';

/** The sizes the builds cycle through, so a burst looks like a real multi-size render. */
const SIZES: readonly (readonly [number, number])[] = [[300, 250], [728, 90], [160, 600], [1080, 1080], [320, 50]];

/** The brand's newest version that may be built (the API refuses draft, erased and archived versions). */
function buildableVersion(db: Db, brandId: number, versionId: number | undefined): number {
  const base = "SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = ? AND v.deleted_at IS NULL AND vv.status NOT IN ('draft', 'erased', 'archived')";
  const id = (versionId === undefined ? db.prepare(`${base} ORDER BY vv.id DESC LIMIT 1`).pluck().get(brandId) : db.prepare(`${base} AND vv.id = ?`).pluck().get(brandId, versionId)) as number | undefined;
  if (id === undefined) throw fieldError('visualVersionId', versionId === undefined ? 'The brand has no version that can be built.' : 'The selected visual version id is invalid.');
  return id;
}

export function queueBuilds(d: { db: Db; publisher: Publisher; now: string }, brand: BrandRow, count: number, versionId?: number): readonly VisualBuildRow[] {
  const { db, now } = d;
  const version = buildableVersion(db, brand.id, versionId);
  const insert = db.prepare(
    `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, created_at, updated_at)
     VALUES (?, ?, NULL, 'visual_version', 'queued', 0, 'html', ?, ?, 1, ?, ?)`,
  );
  const builds = db.transaction(() =>
    Array.from({ length: count }, (_, i) => {
      const [width, height] = SIZES[i % SIZES.length]!;
      const id = Number(insert.run(brand.id, version, width, height, now, now).lastInsertRowid);
      return db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
    }),
  )();
  // Announced after the commit, in creation order, exactly as the API announces its own builds.
  for (const build of builds) announceBuild(d.publisher, brand, build, true);
  return builds;
}
