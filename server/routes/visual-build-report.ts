/**
 * The Renders report: renders started in a period, by status, by template and by day, and the
 * failures with their reasons (the spec leaves the report open; docs/creative-workflow.md).
 *
 *   GET visual-build/report?from=YYYY-MM-DD&to=YYYY-MM-DD[&visual_id=]
 *
 * Days are UTC dates of `created_at`; `to` defaults to today and `from` to 29 days before `to`;
 * at most 366 days. Failures: newest first, at most 200 (`failures_total` counts them all).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { intLike, isoDate, validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { BUILD_STATUSES } from './visual-builds.ts';
import { parseReasonParams } from '../../worker/contract/render-reasons';

const ReportQuery = v.object({ from: v.optional(isoDate()), to: v.optional(isoDate()), visual_id: v.optional(intLike(1)) });

const DAY = 86_400_000;
const MAX_DAYS = 366;
const MAX_FAILURES = 200;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface TemplateRow {
  visual_id: number | null;
  name: string | null;
  count: number;
  queued: number;
  rendering: number;
  finished: number;
  failed: number;
}

export function registerVisualBuildReportRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/visual-build/report', async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ReportQuery, request.query);
    const to = q.to ?? dayOf(s.clock.now().getTime());
    const from = q.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - 29 * DAY);
    if (to < from) throw fieldError('to', 'The to field must be a date after or equal to from.');
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
    if (days > MAX_DAYS) throw fieldError('from', `The period must not be longer than ${MAX_DAYS} days.`);

    const scope = `FROM visual_builds b LEFT JOIN visual_versions vv ON vv.id = b.visual_version_id LEFT JOIN visuals v ON v.id = vv.visual_id
      WHERE b.brand_id = @brand AND substr(b.created_at, 1, 10) BETWEEN @from AND @to${q.visual_id !== undefined ? ' AND v.id = @visual' : ''}`;
    const params = { brand: ctx.brand.id, from, to, visual: q.visual_id ?? null };
    const sumOf = (status: string) => `COALESCE(SUM(b.status = '${status}'), 0) AS ${status}`;

    const statusCounts = new Map((db.prepare(`SELECT b.status, COUNT(*) AS count ${scope} GROUP BY b.status`).all(params) as { status: string; count: number }[]).map((r) => [r.status, r.count]));
    const byStatus = [...BUILD_STATUSES, ...[...statusCounts.keys()].filter((k) => !(BUILD_STATUSES as readonly string[]).includes(k))].map((status) => ({ status, count: statusCounts.get(status) ?? 0 }));

    const byTemplate = db
      .prepare(`SELECT v.id AS visual_id, v.name, COUNT(*) AS count, ${BUILD_STATUSES.map(sumOf).join(', ')} ${scope} GROUP BY v.id ORDER BY count DESC, v.name`)
      .all(params) as TemplateRow[];

    const dayRows = new Map(
      (db.prepare(`SELECT substr(b.created_at, 1, 10) AS day, COUNT(*) AS count, ${sumOf('finished')}, ${sumOf('failed')} ${scope} GROUP BY day`).all(params) as { day: string; count: number; finished: number; failed: number }[]).map((r) => [r.day, r]),
    );
    const start = Date.parse(`${from}T00:00:00Z`);
    const byDay = Array.from({ length: days }, (_, i) => {
      const day = dayOf(start + i * DAY);
      const r = dayRows.get(day);
      return { day, count: r?.count ?? 0, finished: r?.finished ?? 0, failed: r?.failed ?? 0 };
    });

    // One row per reason: its words, and its code and parameters where it has them (translatable).
    const failureReasons = (
      db.prepare(`SELECT COALESCE(b.error, 'Unknown error') AS error, b.error_code, b.error_params, COUNT(*) AS count ${scope} AND b.status = 'failed' GROUP BY 1, 2, 3 ORDER BY count DESC, 1`).all(params) as {
        error: string;
        error_code: string | null;
        error_params: string | null;
        count: number;
      }[]
    ).map((r) => ({ ...r, error_params: r.error_code === null ? null : parseReasonParams(r.error_params) }));
    const failures = (
      db
        .prepare(
          `SELECT b.id, v.id AS visual_id, v.name AS visual_name, b.visual_version_id, vv.number AS version_number, b.width, b.height, b.error, b.error_code, b.error_params, b.created_at, b.finished_at
           ${scope} AND b.status = 'failed' ORDER BY b.created_at DESC, b.id DESC LIMIT ${MAX_FAILURES}`,
        )
        .all(params) as { id: number; visual_id: number | null; visual_name: string | null; visual_version_id: number | null; version_number: number | null; width: number; height: number; error: string | null; error_code: string | null; error_params: string | null; created_at: string; finished_at: string | null }[]
    ).map(({ width, height, created_at, ...f }) => ({ ...f, dimensions: `${width}x${height}`, error: f.error ?? 'Unknown error', error_params: f.error_code === null ? null : parseReasonParams(f.error_params), at: created_at }));

    return {
      data: {
        from,
        to,
        visual_id: q.visual_id ?? null,
        total: byStatus.reduce((a, r) => a + r.count, 0),
        by_status: byStatus,
        by_template: byTemplate,
        by_day: byDay,
        failure_reasons: failureReasons,
        failures_total: statusCounts.get('failed') ?? 0,
        failures,
      },
    };
  });
}
