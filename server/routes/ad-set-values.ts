/**
 * The ads of an ad set whose feed values fail the values rule (docs/ad-sets.md "Values that
 * fail"): listed before anything is rendered, and left out of its render requests (neither
 * rendered nor charged), so one product with a bad colour or a missing image never becomes a
 * blank creative in an export.
 *
 *   GET ad-set/{id}/value-problems   { data: { id, ads_count, failing_count, failing: [{ ad_id,
 *                                    ad_name, language, problems: [{ input, label, code, max,
 *                                    message }] }] } }, the first MAX_LISTED failing ads in ad order
 *
 * An ad's values are what its render would fill: the template's values with the ad's mapped feed
 * values over them (an input the mapping leaves empty keeps the template's).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { brandContext } from '../http/context.ts';
import { routeId } from '../http/params.ts';
import { assetLookup, renderValuesOf, templateValuesOf, valueProblemsOf } from '../creatives/template-values.ts';
import type { Renderer } from '../render/renderer.ts';
import type { Services } from '../services.ts';
import { valueProblemMessage, type ValueProblem } from '../../worker/contract/template-values';
import { findAdSet, type AdSetRow } from './ad-sets-model.ts';

/** How many failing ads the list names (the count says how many there are in all). */
export const MAX_LISTED = 100;

export interface FailingAd {
  readonly id: number;
  readonly name: string;
  readonly language: string | null;
  readonly problems: readonly ValueProblem[];
}

/** Every ad of the set (not archived) whose values fail, in ad order; [] when the template has no readable package. */
export async function failingAds(db: Db, renderer: Renderer, adSet: AdSetRow): Promise<{ failing: FailingAd[]; adsCount: number }> {
  const ads = db.prepare('SELECT id, name, language, input_values FROM ads WHERE ad_set_id = ? AND archived_at IS NULL ORDER BY id').all(adSet.id) as { id: number; name: string; language: string | null; input_values: string }[];
  const visual = db.prepare('SELECT v.id, v.brand_id, v.slots FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE vv.id = ? AND v.brand_id = ?').get(adSet.visual_version_id, adSet.brand_id) as
    | { id: number; brand_id: number; slots: string }
    | undefined;
  const pkg = visual ? await renderer.template(visual.brand_id, visual.id).catch(() => null) : null;
  if (!visual || !pkg) return { failing: [], adsCount: ads.length };
  const template = templateValuesOf(pkg.inputs, visual.slots);
  // Thousands of ads share a handful of asset files: the lookup reads each once.
  const assets = assetLookup(db, visual.brand_id);
  const failing: FailingAd[] = [];
  for (const ad of ads) {
    const own = renderValuesOf(ad.input_values) ?? {};
    const values = { ...template, ...Object.fromEntries(Object.entries(own).filter(([name]) => pkg.inputs.some((i) => i.name === name))) };
    const problems = valueProblemsOf(pkg, values, assets);
    if (problems.length > 0) failing.push({ id: ad.id, name: ad.name, language: ad.language, problems });
  }
  return { failing, adsCount: ads.length };
}

export function registerAdSetValueRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  app.get('/server/api/v1/ad-set/:id/value-problems', async (request) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const { failing, adsCount } = await failingAds(db, s.renderer, adSet);
    return {
      data: {
        id: adSet.id,
        ads_count: adsCount,
        failing_count: failing.length,
        failing: failing.slice(0, MAX_LISTED).map((ad) => ({
          ad_id: ad.id,
          ad_name: ad.name,
          language: ad.language,
          problems: ad.problems.map((p) => ({ input: p.input, label: p.label, code: p.code, max: p.max ?? null, message: valueProblemMessage(p) })),
        })),
      },
    };
  });
}
