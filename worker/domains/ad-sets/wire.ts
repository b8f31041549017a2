/** Wire schemas of the ad-set calls (docs/api-wire.md "Ad sets"), translated to the domain's contract (contract.ts). */
import * as v from 'valibot';
import { AD_SET_HOOK_DELIVERY_STATUSES, AD_SET_REVIEW_STATES, AD_SET_WIZARD_STEPS } from '../../contract/ad-sets';
import type { AdOfSet, AdSetCreative, AdSetHookDelivery, AdSetDetail, AdSetOptions, AdSetSize, AdSetSummary, AdSetValueProblems, TemplateInput } from './contract';
import { nullableSummary } from '../../ports/http/ad-platform-checks';
import { nullableString, stringId } from '../../ports/http/laravel-primitives';
import { effectiveReviewState } from '../../contract/ad-set-review';
import { VALUE_PROBLEM_CODES, type ValueProblem, type ValueProblemCode } from '../../contract/template-values';
import { reasonFromWire } from '../../contract/render-reasons';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableId = v.pipe(v.optional(v.nullable(stringId), null), v.transform((x) => x ?? null));
/** A review state this client does not know reads as "not reviewed" rather than failing the page. */
const reviewState = v.fallback(v.nullable(v.picklist(AD_SET_REVIEW_STATES)), null);

const summaryEntries = {
  id: stringId,
  name: v.string(),
  format: v.string(),
  status: v.fallback(v.picklist(['draft', 'ready']), 'ready'),
  wizard_step: v.fallback(v.picklist(AD_SET_WIZARD_STEPS), 'settings'),
  review_state: reviewState,
  visual_version_id: nullableId,
  visual_id: nullableId,
  template_label: nullableString,
  feed_id: nullableId,
  feed_label: nullableString,
  ads_count: count,
  archived: v.boolean(),
  updated_at: v.string(),
};

type SummaryWire = v.InferOutput<v.ObjectSchema<typeof summaryEntries, undefined>>;

const toSummary = (s: SummaryWire): AdSetSummary => ({
  id: s.id,
  name: s.name,
  format: s.format,
  status: s.status,
  wizardStep: s.wizard_step,
  // Whatever a server says, a set without ads has nothing reviewed (contract/ad-set-review.ts).
  reviewState: effectiveReviewState(s.review_state, s.ads_count),
  versionId: s.visual_version_id,
  visualId: s.visual_id,
  templateLabel: s.template_label,
  feedId: s.feed_id,
  feedLabel: s.feed_label,
  adsCount: s.ads_count,
  archived: s.archived,
  updatedAt: s.updated_at,
});

export const adSetSummarySchema = v.pipe(v.object(summaryEntries), v.transform(toSummary));

const size = v.pipe(
  v.object({ width: count, height: count, label: nullableString }),
  v.transform((s): AdSetSize => ({ width: s.width, height: s.height, label: s.label })),
);
const input = v.pipe(
  v.object({ name: v.string(), type: v.fallback(v.picklist(['text', 'image', 'number']), 'text'), required: v.boolean() }),
  v.transform((i): TemplateInput => ({ name: i.name, type: i.type, required: i.required })),
);
const stringMap = v.record(v.string(), v.string());

export const adSetDetailSchema = v.pipe(
  v.object({
    ...summaryEntries,
    languages: v.array(v.string()),
    mapping: stringMap,
    sizes: v.array(size),
    review: v.object({ state: reviewState, by: v.nullable(v.object({ name: v.string() })), at: nullableString, comment: nullableString }),
    inputs: v.array(input),
    available_sizes: v.array(size),
    feed_columns: v.array(v.string()),
    products_count: count,
    sample_products: v.array(v.object({ id: stringId, name: v.string(), values: stringMap })),
    hooks: v.array(v.object({ id: stringId, url: v.string(), events: v.array(v.string()), created_at: v.string() })),
    hooks_settings: v.object({
      retry_policy: v.string(),
      max_attempts: count,
      // Managers only get the hint; everyone learns whether a secret is set (a server without the field: when there is a hint).
      secret_hint: nullableString,
      secret_set: v.optional(v.boolean()),
      previous_secret_until: v.optional(nullableString, null),
    }),
    permalink_token: nullableString,
    render_counts: v.record(v.string(), count),
    render_requests: v.array(v.object({ id: stringId, ad_id: stringId, ad_name: v.string(), width: count, height: count, status: v.string(), created_at: v.string() })),
    platform_summary: nullableSummary,
  }),
  v.transform(
    (d): AdSetDetail => ({
      ...toSummary(d),
      languages: d.languages,
      mapping: d.mapping,
      sizes: d.sizes,
      review: d.ads_count > 0 ? { state: d.review.state, by: d.review.by?.name ?? null, at: d.review.at, comment: d.review.comment } : { state: null, by: null, at: null, comment: null },
      inputs: d.inputs,
      availableSizes: d.available_sizes,
      feedColumns: d.feed_columns,
      productsCount: d.products_count,
      sampleProducts: d.sample_products,
      hooks: d.hooks.map((h) => ({ id: h.id, url: h.url, events: h.events, createdAt: h.created_at })),
      hooksSettings: {
        retryPolicy: d.hooks_settings.retry_policy,
        maxAttempts: d.hooks_settings.max_attempts,
        secretHint: d.hooks_settings.secret_hint,
        secretSet: d.hooks_settings.secret_set ?? d.hooks_settings.secret_hint !== null,
        previousSecretUntil: d.hooks_settings.previous_secret_until,
      },
      permalinkToken: d.permalink_token,
      renderCounts: d.render_counts,
      renderRequests: d.render_requests.map((r) => ({ id: r.id, adId: r.ad_id, adName: r.ad_name, width: r.width, height: r.height, status: r.status, createdAt: r.created_at })),
      platformSummary: d.platform_summary,
    }),
  ),
);

export const adSetOptionsSchema = v.pipe(
  v.object({
    formats: v.array(v.string()),
    languages: v.array(v.string()),
    feeds: v.array(v.object({ id: stringId, name: v.string(), products_count: count })),
    versions: v.array(v.object({ id: stringId, label: v.string(), visual_name: v.string() })),
  }),
  v.transform(
    (o): AdSetOptions => ({
      id: 'options',
      formats: o.formats,
      languages: o.languages,
      feeds: o.feeds.map((f) => ({ id: f.id, name: f.name, productsCount: f.products_count })),
      versions: o.versions.map((x) => ({ id: x.id, label: x.label, visualName: x.visual_name })),
    }),
  ),
);

export const adOfSetSchema = v.pipe(
  v.object({
    id: stringId,
    name: v.string(),
    ad_set_id: stringId,
    format: v.string(),
    product_id: nullableId,
    product_name: nullableString,
    language: nullableString,
    values: v.record(v.string(), v.nullable(v.string())),
    created_at: v.string(),
  }),
  v.transform(
    (a): AdOfSet => ({
      id: a.id,
      name: a.name,
      adSetId: a.ad_set_id,
      format: a.format,
      productId: a.product_id,
      productName: a.product_name,
      language: a.language,
      values: a.values,
      createdAt: a.created_at,
    }),
  ),
);

/** One webhook delivery (GET ad-set/{id}/hook-deliveries); a status this client does not know reads as pending. */
export const adSetHookDeliverySchema = v.pipe(
  v.object({
    id: stringId,
    url: v.string(),
    event: v.string(),
    event_id: v.string(),
    status: v.fallback(v.picklist(AD_SET_HOOK_DELIVERY_STATUSES), 'pending'),
    attempts: count,
    max_attempts: count,
    response_code: v.nullable(v.pipe(v.number(), v.integer())),
    last_error: nullableString,
    next_attempt_at: nullableString,
    created_at: v.string(),
    updated_at: v.string(),
  }),
  v.transform(
    (d): AdSetHookDelivery => ({
      id: d.id,
      url: d.url,
      event: d.event,
      eventId: d.event_id,
      status: d.status,
      attempts: d.attempts,
      maxAttempts: d.max_attempts,
      responseCode: d.response_code,
      lastError: d.last_error,
      nextAttemptAt: d.next_attempt_at,
      createdAt: d.created_at,
      updatedAt: d.updated_at,
    }),
  ),
);

export const adSetCreativeSchema = v.pipe(
  v.object({
    id: stringId,
    ad_id: stringId,
    ad_name: nullableString,
    product_name: nullableString,
    language: nullableString,
    width: count,
    height: count,
    output_format: v.string(),
    status: v.string(),
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    error: nullableString,
    error_code: v.optional(v.unknown(), null),
    error_params: v.optional(v.unknown(), null),
    download_url: nullableString,
    output_url: nullableString,
    created_at: v.string(),
  }),
  v.transform(
    (c): AdSetCreative => ({
      id: c.id,
      adId: c.ad_id,
      adName: c.ad_name,
      productName: c.product_name,
      language: c.language,
      width: c.width,
      height: c.height,
      outputFormat: c.output_format,
      status: c.status,
      progress: c.progress,
      error: c.error,
      reason: reasonFromWire(c.error_code, c.error_params),
      downloadUrl: c.download_url,
      outputUrl: c.output_url,
      createdAt: c.created_at,
    }),
  ),
);

/** GET ad-set/{id}/value-problems: the ads whose values fail (a problem of a code this client does not know is dropped). */
export const adSetValueProblemsSchema = v.pipe(
  v.object({
    id: stringId,
    ads_count: v.number(),
    failing_count: v.number(),
    failing: v.array(
      v.object({
        ad_id: stringId,
        ad_name: v.string(),
        language: nullableString,
        problems: v.array(v.object({ input: v.string(), label: nullableString, code: v.string(), max: v.optional(v.nullable(v.number()), null) })),
      }),
    ),
  }),
  v.transform(
    (x): AdSetValueProblems => ({
      id: x.id,
      adsCount: x.ads_count,
      failingCount: x.failing_count,
      failing: x.failing.map((ad) => ({
        adId: ad.ad_id,
        adName: ad.ad_name,
        language: ad.language,
        problems: ad.problems.flatMap((p): ValueProblem[] =>
          (VALUE_PROBLEM_CODES as readonly string[]).includes(p.code) ? [{ input: p.input, label: p.label, code: p.code as ValueProblemCode, ...(p.max === null ? {} : { max: p.max }) }] : [],
        ),
      })),
    }),
  ),
);
