/**
 * The ads list's thumbnails: each ad's first finished creative, one query for a
 * whole page of ads (the `visual_builds_ad` index answers it), so a list of 1,000 costs no query
 * per row. The client shows `url` lazily: an image as it is, an HTML5 creative in a sandboxed frame.
 */
import type { Db } from '../db/database.ts';

export interface AdThumbnail {
  readonly render_id: number;
  readonly output_format: string;
  readonly width: number;
  readonly height: number;
  readonly url: string;
}

/** `rows` are ads (with `id`); each gains `thumbnail` (null when the ad has no finished creative). `apiBase` is the absolute `…/server/api/v1`. */
export function withAdThumbnails<R extends { id: number }>(db: Db, rows: readonly R[], apiBase: string): (R & { thumbnail: AdThumbnail | null })[] {
  if (rows.length === 0) return [];
  const marks = rows.map(() => '?').join(', ');
  const firsts = db
    .prepare(
      `SELECT b.ad_id, b.id, b.output_format, b.width, b.height FROM visual_builds b
       WHERE b.id IN (SELECT MIN(id) FROM visual_builds WHERE ad_id IN (${marks}) AND status = 'finished' GROUP BY ad_id)`,
    )
    .all(...rows.map((r) => r.id)) as { ad_id: number; id: number; output_format: string; width: number; height: number }[];
  const byAd = new Map(firsts.map((b) => [b.ad_id, { render_id: b.id, output_format: b.output_format, width: b.width, height: b.height, url: `${apiBase}/visual-build/${b.id}/output` }]));
  return rows.map((r) => ({ ...r, thumbnail: byAd.get(r.id) ?? null }));
}
