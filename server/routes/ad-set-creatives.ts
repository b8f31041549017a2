/**
 * Ad sets produce creatives (docs/ad-sets.md "Creatives"):
 *
 *   POST ad-set/{id}/render-requests   one render per ad × chosen size, each with that ad's values
 *                                      (ads whose values fail the values rule are left out:
 *                                      ad-set-values.ts; 422 `ads` when that is every ad)
 *                                      (a `visual_builds` row: queued, rendered, paid and listed in
 *                                      Renders like a template render); 422 `balance` and nothing
 *                                      written when the brand cannot pay for all of them
 *   GET  ad-set/{id}/creatives         the grid: the newest render of each (ad × size), paginated
 *   GET  ad-set/{id}/export            a zip streamed as it is built: `{w}x{h}/{language}/{ad}.{ext}`
 *                                      of every finished creative, and the ad platforms' verdicts
 *                                      on the HTML5 ones (ad-set-platform-report.ts)
 *
 * Renders settle in the render queue, which calls settleAdSetRender (server/hooks/render-events.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { RENDER_COST } from '../../worker/contract/render-cost';
import type { VersionStatus } from '../../worker/contract/creatives';
import { canRender } from '../../worker/contract/version-actions';
import { assertAffordable, maySeeBalance } from '../creatives/render-cost.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import { brandContext, hookActor, requireWriteAccess } from '../http/context.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { type ZipEntry, zipStream } from '../http/zip.ts';
import { announceBuild } from '../live/announce.ts';
import { apiUrl, type Services } from '../services.ts';
import { CREATIVE_SELECT, type CreativeRow, exportPath, LATEST_CREATIVE, presentCreative, renderFormatOf } from './ad-set-creatives-model.ts';
import { announceAdSetUpdated } from './ad-sets-live.ts';
import { failingAds } from './ad-set-values.ts';
import { PLATFORM_REPORT_NAME, platformReportCsv } from './ad-set-platform-report.ts';
import { findAdSet, presentDetail } from './ad-sets-model.ts';

const BASE = '/server/api/v1/ad-set';
const CreativesQuery = v.object(listQuery(100, 48));
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[:T]/g, '-');
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'ad-set';

export function registerAdSetCreativeRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const apiBase = apiUrl(s, '').replace(/\/$/, '');

  app.post(`${BASE}/:id/render-requests`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const sizes = JSON.parse(adSet.sizes) as { width: number; height: number }[];
    const ads = db.prepare('SELECT id, language, input_values FROM ads WHERE ad_set_id = ? AND archived_at IS NULL ORDER BY id').all(adSet.id) as { id: number; language: string | null; input_values: string }[];
    if (adSet.status !== 'ready' || sizes.length === 0 || ads.length === 0) throw validationError({ ad_set: ['Finish the ad set (ads and sizes) before requesting renders.'] });
    const format = renderFormatOf(adSet.format);
    if (format === null) throw validationError({ format: [`${adSet.format.toUpperCase()} creatives cannot be rendered yet: choose HTML5, PNG or JPEG in the ad set's settings.`] });
    const version = db.prepare('SELECT vv.id, vv.number, vv.status FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ? AND v.deleted_at IS NULL').get(adSet.visual_version_id, ctx.brand.id) as
      | { id: number; number: number; status: VersionStatus }
      | undefined;
    if (!version) throw validationError({ visual_version_id: ['The ad set\'s template version no longer exists: choose another in its settings.'] });
    if (!canRender(version.status)) throw validationError({ visual_version_id: [`Version ${version.number} of the template cannot be rendered in its current state.`] });
    // Ads whose values fail the values rule are left out: listed on the tab, never rendered or charged.
    const failing = new Set((await failingAds(db, s.renderer, adSet)).failing.map((ad) => ad.id));
    const renderable = ads.filter((ad) => !failing.has(ad.id));
    if (renderable.length === 0) throw validationError({ ads: [`None of the ${ads.length} ads can be rendered: the values of every one fail (the tab lists them).`] });
    const at = s.clock.now().toISOString();
    const insert = db.prepare(
      `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, created_at, updated_at, ad_set_id, ad_id, language, values_json)
       VALUES (?, ?, ?, 'ad', 'queued', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const ids = db.transaction(() => {
      // Checked inside the transaction: nothing is written when the brand cannot pay for all.
      assertAffordable(db, ctx.brand, renderable.length * sizes.length, maySeeBalance(ctx));
      // The ad's values as they are now: editing the ads later does not change these renders.
      return renderable.flatMap((ad) => sizes.map((size) => Number(insert.run(ctx.brand.id, version.id, ctx.user.id, format, size.width, size.height, RENDER_COST, at, at, adSet.id, ad.id, ad.language, ad.input_values).lastInsertRowid)));
    })();
    for (const id of ids) announceBuild(s.publisher, ctx.brand, { id, status: 'queued', progress: 0 }, true);
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return reply.status(201).send({ data: presentDetail(db, ctx.brand.id, adSet.id, hookActor(ctx)) });
  });

  app.get(`${BASE}/:id/creatives`, async (request) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const q = validate(CreativesQuery, normalizeListQuery(request.query), listQueryNames(request.query));
    const total = db.prepare(`SELECT COUNT(*) FROM visual_builds b WHERE ${LATEST_CREATIVE}`).pluck().get({ set: adSet.id }) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`${CREATIVE_SELECT} WHERE ${LATEST_CREATIVE} ORDER BY b.ad_id, b.width, b.height LIMIT @limit OFFSET @offset`).all({ set: adSet.id, limit: page.perPage, offset: offsetOf(page) }) as CreativeRow[];
    return paginate(rows.map((r) => presentCreative(r, apiBase)), total, page, apiUrl(s, `ad-set/${adSet.id}/creatives`));
  });

  /** The zip's entries, each opened when the zip is ready for it; the next one is produced meanwhile if missing. */
  async function* entries(creatives: readonly CreativeRow[]): AsyncGenerator<ZipEntry> {
    const written: { id: number; path: string; format: string }[] = [];
    for (const [i, creative] of creatives.entries()) {
      const next = creatives[i + 1];
      if (next) s.outputs.prepare(next as VisualBuildRow);
      const out = await s.outputs.open(creative);
      written.push({ id: creative.id, path: exportPath(creative, out.filename), format: creative.output_format });
      yield { name: written.at(-1)!.path, mime: out.mime, stream: out.stream };
    }
    // Last: a file produced for the export was checked as it was stored.
    const checks = db.prepare('SELECT platform_checks FROM visual_builds WHERE id = ?').pluck();
    const report = platformReportCsv(written, (id) => (checks.get(id) as string | null | undefined) ?? null);
    if (report !== null) yield { name: PLATFORM_REPORT_NAME, mime: 'text/csv', stream: Readable.from([Buffer.from(report)]) };
  }

  app.get(`${BASE}/:id/export`, async (request, reply) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const creatives = db.prepare(`${CREATIVE_SELECT} WHERE ${LATEST_CREATIVE} AND b.status = 'finished' ORDER BY b.width, b.height, b.language, b.ad_id`).all({ set: adSet.id }) as CreativeRow[];
    if (creatives.length === 0) throw new HttpError(404, 'The ad set has no finished creative yet: request renders first.');
    const filename = `${slug(adSet.name)}-creatives-${stamp(s.clock.now())}.zip`;
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-cache').send(zipStream(entries(creatives)));
  });
}
