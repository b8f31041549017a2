/** Wire schemas of renders (visual builds) and the Renders report (docs/api-wire.md). */
import * as v from 'valibot';
import type { BuildsReport, VisualBuild } from '../../contract/creatives';
import { isRenderStage } from '../../contract/render-stages';
import { reasonFromWire } from '../../contract/render-reasons';
import { laravelNumber, nullableString, stringId } from '../../ports/http/laravel-primitives';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableCount = v.optional(v.nullable(count), null);

export const buildSchema = v.pipe(
  v.object({
    id: stringId,
    visual_version_id: stringId,
    visual_id: v.optional(v.nullable(stringId), null),
    visual_name: nullableString,
    version_number: nullableCount,
    status: v.string(),
    progress: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 0),
    // A stage this client does not know is shown as none rather than refusing the render.
    stage: v.optional(v.nullable(v.unknown()), null),
    output_format: v.optional(v.string(), 'html'),
    width: count,
    height: count,
    size: nullableCount,
    cost: v.optional(laravelNumber, 0),
    error: nullableString,
    // A reason's code and parameters (render-reasons.ts); a server before them sends neither.
    error_code: v.optional(v.unknown(), null),
    error_params: v.optional(v.unknown(), null),
    download_url: nullableString,
    created_at: v.string(),
    finished_at: nullableString,
  }),
  v.transform(
    (b): VisualBuild => ({
      id: b.id,
      visualId: b.visual_id,
      visualName: b.visual_name,
      versionId: b.visual_version_id,
      versionNumber: b.version_number,
      status: b.status,
      progress: b.progress,
      stage: isRenderStage(b.stage) ? b.stage : null,
      outputFormat: b.output_format,
      width: b.width,
      height: b.height,
      size: b.size,
      cost: b.cost,
      error: b.error,
      reason: reasonFromWire(b.error_code, b.error_params),
      downloadUrl: b.download_url,
      createdAt: b.created_at,
      finishedAt: b.finished_at,
    }),
  ),
);

export const reportSchema = v.pipe(
  v.object({
    from: v.string(),
    to: v.string(),
    total: count,
    by_status: v.array(v.object({ status: v.string(), count })),
    by_template: v.array(v.object({ visual_id: stringId, name: v.string(), count, failed: count })),
    by_day: v.array(v.object({ day: v.string(), count, failed: count })),
    failures: v.array(v.object({ id: stringId, visual_name: nullableString, error: v.string(), error_code: v.optional(v.unknown(), null), error_params: v.optional(v.unknown(), null), at: v.string() })),
    failure_reasons: v.optional(v.array(v.object({ error: v.string(), error_code: v.optional(v.unknown(), null), error_params: v.optional(v.unknown(), null), count })), []),
  }),
  v.transform(
    (r): BuildsReport & { id: string } => ({
      id: `${r.from}..${r.to}`,
      from: r.from,
      to: r.to,
      total: r.total,
      byStatus: r.by_status,
      byTemplate: r.by_template.map((t) => ({ visualId: t.visual_id, name: t.name, count: t.count, failed: t.failed })),
      byDay: r.by_day,
      failures: r.failures.map((f) => ({ id: f.id, visualName: f.visual_name, error: f.error, reason: reasonFromWire(f.error_code, f.error_params), at: f.at })),
      failureReasons: (r.failure_reasons ?? []).map((f) => ({ error: f.error, reason: reasonFromWire(f.error_code, f.error_params), count: f.count })),
    }),
  ),
);
