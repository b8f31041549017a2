/**
 * An ad set's creatives as the server reads them (docs/ad-sets.md "Creatives"): renders
 * (`visual_builds` rows, migration 017) made for its ads. The grid, the counts and the export show
 * the **newest render of each (ad × size)**: asking again re-renders, it does not add a second
 * tile. Renders of ads that were removed (a product left the feed) no longer belong to a tile.
 */
import type { Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { parseReasonParams } from '../../worker/contract/render-reasons';

/** `b` is a creative of the set `@set`, and the newest of its ad at its size. */
export const LATEST_CREATIVE = `b.ad_set_id = @set AND b.ad_id IS NOT NULL AND b.id = (
  SELECT MAX(x.id) FROM visual_builds x WHERE x.ad_set_id = b.ad_set_id AND x.ad_id = b.ad_id AND x.width = b.width AND x.height = b.height)`;

export type CreativeRow = VisualBuildRow & { ad_name: string | null; product_name: string | null };

export const CREATIVE_SELECT = `SELECT b.*, ads.name AS ad_name, p.name AS product_name
  FROM visual_builds b LEFT JOIN ads ON ads.id = b.ad_id LEFT JOIN products p ON p.id = ads.product_id`;

/** The ad set's formats as render formats; null when the format cannot be rendered yet. */
export function renderFormatOf(adSetFormat: string): 'html' | 'png' | 'jpg' | null {
  return adSetFormat === 'html' || adSetFormat === 'png' || adSetFormat === 'jpg' ? adSetFormat : null;
}

/** `apiBase` is the absolute `…/server/api/v1`. */
export function presentCreative(r: CreativeRow, apiBase: string) {
  const finished = r.status === 'finished';
  return {
    id: r.id,
    ad_id: r.ad_id,
    ad_name: r.ad_name,
    product_name: r.product_name,
    language: r.language,
    width: r.width,
    height: r.height,
    output_format: r.output_format,
    status: r.status,
    progress: r.progress,
    error: r.error,
    error_code: r.error_code,
    error_params: r.error_code === null ? null : parseReasonParams(r.error_params),
    size: r.size_bytes,
    download_url: finished ? `${apiBase}/visual-build/${r.id}/download` : null,
    // The thumbnail: an image as it is, an HTML5 creative as its page (files inlined, sandboxed).
    output_url: finished ? `${apiBase}/visual-build/${r.id}/output` : null,
    created_at: r.created_at,
    finished_at: r.finished_at,
  };
}

/** The creatives (newest per ad × size) by status: what the request tab counts. */
export function creativeCounts(db: Db, adSetId: number): Record<string, number> {
  const rows = db.prepare(`SELECT b.status, COUNT(*) AS n FROM visual_builds b WHERE ${LATEST_CREATIVE} GROUP BY b.status`).all({ set: adSetId }) as { status: string; n: number }[];
  return Object.fromEntries(rows.map((c) => [c.status, c.n]));
}

/** The latest renders asked for (newest first), in the shape the request tab has always listed. */
export function latestRenders(db: Db, adSetId: number, limit = 50) {
  return db
    .prepare('SELECT b.id, b.ad_id, ads.name AS ad_name, b.width, b.height, b.status, b.created_at FROM visual_builds b JOIN ads ON ads.id = b.ad_id WHERE b.ad_set_id = ? ORDER BY b.id DESC LIMIT ?')
    .all(adSetId, limit);
}

/** An export's path for a creative: one folder per size and language (`300x250/en/…`). */
export function exportPath(c: Pick<CreativeRow, 'width' | 'height' | 'language' | 'ad_id' | 'ad_name' | 'product_name'>, filename: string): string {
  const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'ad';
  const extension = /\.[a-z0-9]+$/i.exec(filename)?.[0] ?? '';
  return `${c.width}x${c.height}/${c.language ?? 'und'}/${slug(c.product_name ?? c.ad_name ?? 'ad')}-${c.ad_id}${extension}`;
}
