/**
 * The ad-set wizard's calls (docs/ad-sets.md, docs/api-wire.md "Ad sets"): the list with labels,
 * the wizard's options, creating a draft, saving one step at a time, populating the ads.
 * Progress lives on the row (`wizard_step`: the furthest step the user may open), so a reload
 * anywhere resumes. Changing an earlier answer that later ones depend on re-opens those steps
 * and drops the populated ads (they were built from the old answers).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, hookActor, requireWriteAccess, type BrandContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { intLike, validate } from '../http/validate.ts';
import { archivedSql, listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { AD_FORMATS, REVIEW_STATES } from '../resources/definitions.ts';
import { enqueueHookEvent } from '../hooks/enqueue.ts';
import { apiUrl, type Services } from '../services.ts';
import { announceAdSetUpdated } from './ad-sets-live.ts';
import {
  AD_SET_LANGUAGES,
  applyMapping,
  feedColumns,
  feedProducts,
  findAdSet,
  inputsOf,
  laterStep,
  presentDetail,
  presentSummary,
  sizesOfVersion,
  stepIndex,
  SUMMARY_SELECT,
  versionInfo,
  WIZARD_STEPS,
  type AdSetRow,
  type SummaryRow,
  type WizardStep,
} from './ad-sets-model.ts';
import { REVIEWED_CONTENT_STEPS } from '../../worker/contract/ad-set-review';
import { AD_SETS_LIST_MAX_LIMIT } from '../../worker/contract/ad-sets';
import { localizedColumn, localizedMapping } from '../../worker/contract/ad-set-localize';
import { NAME_COLUMNS } from '../feeds/table.ts';

const BASE = '/server/api/v1/ad-set';

const ListQuery = v.object({
  ...listQuery(AD_SETS_LIST_MAX_LIMIT),
  review_state: v.optional(v.picklist([...REVIEW_STATES, 'none'])),
  status: v.optional(v.picklist(['draft', 'ready'])),
});

const name = v.pipe(v.string(), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(255));
const Settings = v.object({ name, format: v.picklist(AD_FORMATS), visual_version_id: intLike(1) });
const FeedStep = v.object({ feed_id: intLike(1) });
const LocalizeStep = v.object({
  languages: v.pipe(v.array(v.picklist(AD_SET_LANGUAGES, 'The selected language is invalid.')), v.minLength(1, 'Choose at least one language.'), v.maxLength(AD_SET_LANGUAGES.length)),
});
const MappingStep = v.object({ mapping: v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(255))) });
const size = v.object({ width: v.pipe(v.number(), v.integer()), height: v.pipe(v.number(), v.integer()) });
const ResizesStep = v.object({ sizes: v.pipe(v.array(size), v.minLength(1, 'Choose at least one size.'), v.maxLength(50)) });

export function registerAdSetWizardRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const now = () => s.clock.now().toISOString();

  const approvedVersion = (ctx: BrandContext, id: number) =>
    db.prepare("SELECT 1 FROM visual_versions WHERE id = ? AND brand_id = ? AND status = 'approved' AND archived_at IS NULL").get(id, ctx.brand.id) !== undefined;

  app.get(`${BASE}/overview`, async (request) => {
    const ctx = brandContext(db, request);
    const raw = normalizeListQuery(request.query);
    const q = validate(ListQuery, raw, listQueryNames(request.query));
    const params: Record<string, unknown> = { brand: ctx.brand.id };
    let where = 'a.brand_id = @brand' + archivedSql(q.archived, 'a.archived_at');
    if (q.ids?.length) where += ` AND a.id IN (${q.ids.map(Number).join(', ')})`;
    if (q.search) {
      where += ' AND a.name LIKE @search';
      params.search = `%${q.search}%`;
    }
    // The filter follows what the rows show (worker/contract/ad-set-review.ts): a set without ads is not reviewed.
    const hasAds = 'EXISTS (SELECT 1 FROM ads WHERE ads.ad_set_id = a.id)';
    if (q.review_state === 'none') where += ` AND (a.review_state IS NULL OR NOT ${hasAds})`;
    else if (q.review_state) {
      where += ` AND a.review_state = @review AND ${hasAds}`;
      params.review = q.review_state;
    }
    if (q.status) {
      where += ' AND a.status = @status';
      params.status = q.status;
    }
    const total = db.prepare(`SELECT COUNT(*) FROM ad_sets a WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`${SUMMARY_SELECT} WHERE ${where} ORDER BY a.updated_at DESC, a.id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as SummaryRow[];
    return paginate(rows.map(presentSummary), total, page, apiUrl(s, 'ad-set/overview'));
  });

  app.get(`${BASE}/options`, async (request) => {
    const ctx = brandContext(db, request);
    const feeds = db
      .prepare('SELECT f.id, f.name, (SELECT COUNT(*) FROM products p WHERE p.feed_id = f.id AND p.archived_at IS NULL) AS products_count FROM feeds f WHERE f.brand_id = ? AND f.archived_at IS NULL ORDER BY f.name, f.id')
      .all(ctx.brand.id);
    const versions = db
      .prepare(
        "SELECT vv.id, vv.number, v.id AS visual_id, v.name AS visual_name FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = ? AND vv.status = 'approved' AND vv.archived_at IS NULL AND v.deleted_at IS NULL ORDER BY v.name, vv.number DESC",
      )
      .all(ctx.brand.id) as { id: number; number: number; visual_id: number; visual_name: string }[];
    return {
      data: {
        formats: AD_FORMATS,
        languages: AD_SET_LANGUAGES,
        review_states: REVIEW_STATES,
        feeds,
        versions: versions.map((x) => ({ ...x, label: `${x.visual_name} v${x.number}` })),
      },
    };
  });

  app.post(`${BASE}/draft`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const input = validate(Settings, request.body);
    if (!approvedVersion(ctx, input.visual_version_id)) throw validationError({ visual_version_id: ['The selected visual version id is invalid.'] });
    const at = now();
    const id = Number(
      db
        .prepare("INSERT INTO ad_sets (brand_id, name, format, visual_version_id, status, wizard_step, languages, permalink_token, created_at, updated_at) VALUES (?, ?, ?, ?, 'draft', 'feed', '[]', ?, ?, ?)")
        .run(ctx.brand.id, input.name, input.format, input.visual_version_id, randomBytes(12).toString('hex'), at, at).lastInsertRowid,
    );
    announceAdSetUpdated(s.publisher, ctx.brand, id);
    return reply.status(201).send({ data: presentDetail(db, ctx.brand.id, id, hookActor(ctx)) });
  });

  app.get(`${BASE}/:id/detail`, async (request) => {
    const ctx = brandContext(db, request);
    return { data: presentDetail(db, ctx.brand.id, routeId(request.params, 'AdSet'), hookActor(ctx)) };
  });

  /** Saves a step; `invalidates` is the first later step the change makes stale (or null). */
  const save = (row: AdSetRow, step: WizardStep, set: Record<string, unknown>, invalidates: WizardStep | null) => {
    const base = invalidates === null ? row.wizard_step : WIZARD_STEPS[Math.min(stepIndex(row.wizard_step), stepIndex(invalidates))]!;
    const next = WIZARD_STEPS[stepIndex(step) + 1] ?? step;
    // A change of what the review covered (the case computed it: invalidates) makes it "not reviewed".
    const resetsReview = invalidates !== null && (REVIEWED_CONTENT_STEPS as readonly string[]).includes(step);
    const review = resetsReview ? { review_state: null, reviewed_by: null, reviewed_at: null, review_comment: null } : {};
    const columns = { ...set, ...review, wizard_step: laterStep(base, next), status: invalidates === null ? row.status : 'draft', updated_at: now() };
    db.transaction(() => {
      if (invalidates !== null && stepIndex(invalidates) <= stepIndex('populate')) db.prepare('DELETE FROM ads WHERE ad_set_id = ?').run(row.id);
      db.prepare(`UPDATE ad_sets SET ${Object.keys(columns).map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...columns, id: row.id });
    })();
  };

  app.put(`${BASE}/:id/wizard/:step`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const row = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const step = (request.params as { step: string }).step;
    if (!(WIZARD_STEPS as readonly string[]).includes(step)) throw validationError({ step: ['The selected step is invalid.'] });
    if (step === 'populate') throw validationError({ step: ['The populate step is saved by populating the ads.'] });
    if (stepIndex(step) > stepIndex(row.wizard_step)) throw validationError({ step: ['Finish the earlier steps first.'] });
    const brandId = ctx.brand.id;

    switch (step as WizardStep) {
      case 'settings': {
        const input = validate(Settings, request.body);
        if (input.visual_version_id !== row.visual_version_id && !approvedVersion(ctx, input.visual_version_id)) throw validationError({ visual_version_id: ['The selected visual version id is invalid.'] });
        const changed = input.visual_version_id !== row.visual_version_id;
        save(row, 'settings', { name: input.name, format: input.format, visual_version_id: input.visual_version_id, ...(changed ? { mapping: '{}', sizes: '[]' } : {}) }, changed ? 'mapping' : null);
        if (input.format !== row.format) db.prepare('UPDATE ads SET format = ? WHERE ad_set_id = ?').run(input.format, row.id);
        break;
      }
      case 'feed': {
        const input = validate(FeedStep, request.body);
        if (!db.prepare('SELECT 1 FROM feeds WHERE id = ? AND brand_id = ? AND archived_at IS NULL').get(input.feed_id, brandId)) throw validationError({ feed_id: ['The selected feed id is invalid.'] });
        const changed = input.feed_id !== row.feed_id;
        save(row, 'feed', { feed_id: input.feed_id, ...(changed ? { mapping: '{}' } : {}) }, changed ? 'mapping' : null);
        break;
      }
      case 'localize': {
        const input = validate(LocalizeStep, request.body);
        const languages = AD_SET_LANGUAGES.filter((l) => input.languages.includes(l));
        const changed = JSON.stringify(languages) !== row.languages;
        save(row, 'localize', { languages: JSON.stringify(languages) }, changed ? 'populate' : null);
        break;
      }
      case 'mapping': {
        const input = validate(MappingStep, request.body);
        const inputs = inputsOf(versionInfo(db, brandId, row.visual_version_id));
        const columns = feedColumns(db, row.feed_id);
        const errors: Record<string, string[]> = {};
        const mapping: Record<string, string> = {};
        for (const [key, column] of Object.entries(input.mapping)) {
          if (column === '') continue;
          if (!inputs.some((i) => i.name === key)) errors[`mapping.${key}`] = [`The template has no input ${key}.`];
          else if (!columns.includes(column)) errors[`mapping.${key}`] = [`The feed has no column ${column}.`];
          else mapping[key] = column;
        }
        for (const i of inputs) if (i.required && !input.mapping[i.name]) errors[`mapping.${i.name}`] ??= [`The ${i.name} input must be mapped to a feed column.`];
        if (Object.keys(errors).length) throw validationError(errors);
        const changed = JSON.stringify(mapping) !== row.mapping;
        save(row, 'mapping', { mapping: JSON.stringify(mapping) }, changed ? 'populate' : null);
        break;
      }
      case 'resizes': {
        const input = validate(ResizesStep, request.body);
        const available = sizesOfVersion(versionInfo(db, brandId, row.visual_version_id));
        const chosen = available.filter((a) => input.sizes.some((x) => x.width === a.width && x.height === a.height));
        if (chosen.length !== input.sizes.length) throw validationError({ sizes: ['The template has no such size.'] });
        const ads = db.prepare('SELECT COUNT(*) FROM ads WHERE ad_set_id = ?').pluck().get(row.id) as number;
        if (ads === 0) throw validationError({ ads: ['Populate the ads before finishing.'] });
        db.prepare("UPDATE ad_sets SET sizes = ?, status = 'ready', wizard_step = 'resizes', updated_at = ? WHERE id = ?").run(JSON.stringify(chosen), now(), row.id);
        break;
      }
      case 'populate':
        break;
    }
    announceAdSetUpdated(s.publisher, ctx.brand, row.id);
    return { data: presentDetail(db, brandId, row.id, hookActor(ctx)) };
  });

  /**
   * One ad per (product × language), keyed by both: populating again updates the same ads (their
   * ids, and so their permalinks, stay) and removes those whose product left the feed.
   */
  app.post(`${BASE}/:id/populate`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const row = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    if (stepIndex(row.wizard_step) < stepIndex('populate')) throw validationError({ step: ['Finish the earlier steps first.'] });
    const languages = JSON.parse(row.languages) as string[];
    const mapping = JSON.parse(row.mapping) as Record<string, string>;
    const products = feedProducts(db, ctx.brand.id, row.feed_id);
    if (products.length === 0) throw validationError({ feed_id: ['The feed has no products.'] });
    const at = now();
    const existing = db.prepare('SELECT id, product_id, language FROM ads WHERE ad_set_id = ?').all(row.id) as { id: number; product_id: number | null; language: string | null }[];
    const byKey = new Map(existing.map((a) => [`${a.product_id}:${a.language}`, a.id]));
    const insert = db.prepare('INSERT INTO ads (brand_id, name, ad_set_id, format, product_id, language, input_values, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const update = db.prepare('UPDATE ads SET name = ?, format = ?, input_values = ?, archived_at = NULL, updated_at = ? WHERE id = ?');
    // An ad in Czech reads the feed's Czech columns (`name_cs`) where the feed has them.
    const columns = feedColumns(db, row.feed_id);
    const mappings = new Map(languages.map((l) => [l, localizedMapping(mapping, l, columns)]));
    db.transaction(() => {
      const kept = new Set<number>();
      for (const p of products) {
        for (const language of languages) {
          const values = JSON.stringify(applyMapping(mappings.get(language)!, p.values));
          const adName = `${localizedName(p, language, columns)} (${language.toUpperCase()})`;
          const id = byKey.get(`${p.id}:${language}`);
          if (id !== undefined) {
            update.run(adName, row.format, values, at, id);
            kept.add(id);
          } else kept.add(Number(insert.run(ctx.brand.id, adName, row.id, row.format, p.id, language, values, at, at).lastInsertRowid));
        }
      }
      for (const a of existing) if (!kept.has(a.id)) db.prepare('DELETE FROM ads WHERE id = ?').run(a.id);
      db.prepare('UPDATE ad_sets SET wizard_step = ?, updated_at = ? WHERE id = ?').run(laterStep(row.wizard_step, 'resizes'), at, row.id);
      enqueueHookEvent(db, { adSetId: row.id, event: 'ad-set.populated', data: { ads_count: kept.size, products_count: products.length, languages }, at });
    })();
    announceAdSetUpdated(s.publisher, ctx.brand, row.id);
    return { data: presentDetail(db, ctx.brand.id, row.id, hookActor(ctx)) };
  });
}

/**
 * The product's name in the ad's language: its localized name column (`name_cs`, `title_cs`)
 * where the feed has one with a value, else the product's name. The ad, its creatives' tiles and
 * the zip's files are named with it, so a Czech ad reads as the Czech product.
 */
function localizedName(product: { name: string; values: Readonly<Record<string, string>> }, language: string, columns: readonly string[]): string {
  for (const column of NAME_COLUMNS) {
    const localized = localizedColumn(column, language, columns);
    const value = localized === column ? '' : (product.values[localized] ?? '').trim();
    if (value !== '') return value;
  }
  return product.name;
}
