/**
 * JSON of visual builds (renders). Lists read builds with their template's name and version
 * number in one query (BUILD_SELECT), so a page of 999 renders costs no query per row.
 */
import type { Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { presentPlatformChecks } from '../creatives/platform-checks.ts';
import { parseReasonParams } from '../../worker/contract/render-reasons';

export type BuildView = VisualBuildRow & { visual_id: number | null; visual_name: string | null; version_number: number | null };

/** `b` is the build; `vv` its version and `v` its visual (both may be gone: LEFT JOIN). */
export const BUILD_SELECT = `SELECT b.*, v.id AS visual_id, v.name AS visual_name, vv.number AS version_number
  FROM visual_builds b LEFT JOIN visual_versions vv ON vv.id = b.visual_version_id LEFT JOIN visuals v ON v.id = vv.visual_id`;

export function loadBuildView(db: Db, id: number): BuildView {
  return db.prepare(`${BUILD_SELECT} WHERE b.id = ?`).get(id) as BuildView;
}

/** Outputs a browser can show inline in the tester's sandboxed iframe. */
const PREVIEWABLE = new Set(['html', 'png']);

/** `apiBase` is the absolute `…/server/api/v1`. Fields after `finished_at` were added later (render reasons, money). */
export function presentBuild(r: BuildView, apiBase: string) {
  const finished = r.status === 'finished';
  return {
    id: r.id,
    visual_version_id: r.visual_version_id,
    model_type: r.model_type,
    status: r.status,
    progress: r.progress,
    stage: r.status === 'rendering' ? r.stage : null,
    output_format: r.output_format,
    width: r.width,
    height: r.height,
    size: r.size_bytes,
    cost: r.cost,
    error: r.error,
    // Why, translatable (worker/contract/render-reasons.ts); null where the render has only text (failed before reasons had codes).
    error_code: r.error_code,
    error_params: r.error_code === null ? null : parseReasonParams(r.error_params),
    download_url: finished ? `${apiBase}/visual-build/${r.id}/download` : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    finished_at: r.finished_at,
    visual_id: r.visual_id,
    visual_name: r.visual_name,
    version_number: r.version_number,
    dimensions: `${r.width}x${r.height}`,
    output_url: finished && PREVIEWABLE.has(r.output_format) ? `${apiBase}/visual-build/${r.id}/output` : null,
    // An HTML5 render's zip against the ad platforms' rules; null until its file is stored.
    platform_checks: finished && r.output_format === 'html' ? presentPlatformChecks(r.platform_checks) : null,
  };
}
