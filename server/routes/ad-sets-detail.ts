/**
 * The ad-set detail page's calls (docs/ad-sets.md): its ads, one ad of it, the review (managers
 * and developers), webhooks and their settings. Creatives (render requests, the grid, the export)
 * are in ad-set-creatives.ts, the permalinks' public preview in ad-preview.ts. Every call is scoped to the request's brand: another brand's ad set is a 404.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, hookActor, requireHookEditor, requireHookSecretRotator, requireReviewer } from '../http/context.ts';
import { modelNotFound, validationError } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { intInRange, validate } from '../http/validate.ts';
import { listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { NOTIFICATION_TYPES, adSetReviewed } from '../notifications/kinds.ts';
import { notify } from '../notifications/store.ts';
import { REVIEW_STATES } from '../resources/definitions.ts';
import { enqueueHookEvent } from '../hooks/enqueue.ts';
import { nonPublicAddressOf } from '../hooks/hook-address.ts';
import { HOOK_EVENTS, RETRY_POLICIES } from '../hooks/policy.ts';
import { apiUrl, type Services } from '../services.ts';
import { reviewRefusal } from '../../worker/contract/ad-set-review';
import { HOOK_SECRET_OVERLAP_MS, HOOK_URL_NOT_PUBLIC } from '../../worker/contract/ad-set-hooks';
import { announceAdSetUpdated } from './ad-sets-live.ts';
import { findAdSet, hookUrlFor, presentDetail } from './ad-sets-model.ts';

const BASE = '/server/api/v1/ad-set';

const Review = v.object({
  state: v.picklist(REVIEW_STATES),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000))), null),
});
const Hook = v.object({
  url: v.pipe(v.string(), v.trim(), v.nonEmpty('The url field is required.'), v.url('The url field must be a valid URL.'), v.regex(/^https?:\/\//, 'The url field must be a valid URL.'), v.maxLength(2048)),
  events: v.pipe(v.array(v.picklist(HOOK_EVENTS, 'The selected event is invalid.')), v.minLength(1, 'Choose at least one event.')),
});
const HookSettings = v.object({ retry_policy: v.picklist(RETRY_POLICIES), max_attempts: intInRange(1, 10) });

interface AdRow {
  id: number;
  name: string;
  ad_set_id: number;
  format: string;
  product_id: number | null;
  language: string | null;
  input_values: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

const presentAd = (a: AdRow & { product_name?: string | null }) => ({
  id: a.id,
  name: a.name,
  ad_set_id: a.ad_set_id,
  format: a.format,
  product_id: a.product_id,
  product_name: a.product_name ?? null,
  language: a.language,
  values: JSON.parse(a.input_values) as Record<string, string | null>,
  archived: a.archived_at !== null,
  created_at: a.created_at,
  updated_at: a.updated_at,
});

const AD_SELECT = 'SELECT ads.*, p.name AS product_name FROM ads LEFT JOIN products p ON p.id = ads.product_id';

export function registerAdSetDetailRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const now = () => s.clock.now().toISOString();

  app.get(`${BASE}/:id/ads`, async (request) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const q = validate(v.object(listQuery(100, 20)), normalizeListQuery(request.query), listQueryNames(request.query));
    const params: Record<string, unknown> = { set: adSet.id };
    let where = 'ads.ad_set_id = @set';
    if (q.search) {
      where += ' AND ads.name LIKE @search';
      params.search = `%${q.search}%`;
    }
    const total = db.prepare(`SELECT COUNT(*) FROM ads WHERE ${where}`).pluck().get(params) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db.prepare(`${AD_SELECT} WHERE ${where} ORDER BY ads.id LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as AdRow[];
    return paginate(rows.map(presentAd), total, page, apiUrl(s, `ad-set/${adSet.id}/ads`));
  });

  app.get(`${BASE}/:id/ad/:adId`, async (request) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const adId = routeId(request.params, 'Ad', 'adId');
    const ad = db.prepare(`${AD_SELECT} WHERE ads.id = ? AND ads.ad_set_id = ?`).get(adId, adSet.id) as AdRow | undefined;
    if (!ad) throw modelNotFound('Ad', adId);
    return { data: presentAd(ad) };
  });

  app.post(`${BASE}/:id/review`, async (request) => {
    const ctx = brandContext(db, request);
    requireReviewer(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const input = validate(Review, request.body);
    if (input.state !== 'approved' && !input.comment) throw validationError({ comment: ['The comment field is required when the ad set is not approved.'] });
    const ads = db.prepare('SELECT COUNT(*) FROM ads WHERE ad_set_id = ?').pluck().get(adSet.id) as number;
    if (reviewRefusal(ads) === 'no-ads') throw validationError({ state: ['An ad set without ads cannot be reviewed: populate it first.'] });
    const at = now();
    db.transaction(() => {
      db.prepare('UPDATE ad_sets SET review_state = ?, review_comment = ?, reviewed_by = ?, reviewed_at = ?, updated_at = ? WHERE id = ?').run(input.state, input.comment || null, ctx.user.id, at, at, adSet.id);
      enqueueHookEvent(db, { adSetId: adSet.id, event: 'ad-set.reviewed', data: { state: input.state, comment: input.comment || null, reviewed_by: { id: ctx.user.id, name: ctx.user.name }, reviewed_at: at }, at });
    })();
    // Everyone else in the brand hears about it: their open list or detail refreshes (docs/ad-sets.md).
    const members = db.prepare('SELECT user_id FROM brand_users WHERE brand_id = ? AND user_id != ?').pluck().all(ctx.brand.id, ctx.user.id) as number[];
    const data = adSetReviewed(ctx.brand, { id: adSet.id, name: adSet.name }, input.state, input.comment || null, { id: ctx.user.id, name: ctx.user.name });
    for (const userId of members) notify(db, s.bus, { userId, brandId: ctx.brand.id, type: NOTIFICATION_TYPES.AdSetReviewed, data, createdAt: at });
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return { data: presentDetail(db, ctx.brand.id, adSet.id, hookActor(ctx)) };
  });

  app.post(`${BASE}/:id/hooks`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireHookEditor(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const input = validate(Hook, request.body);
    // In production a receiver on a local or private address is refused now, not at its first delivery.
    const blocked = await nonPublicAddressOf(input.url, { allowPrivateHosts: s.config.hooks.allowPrivateHosts });
    if (blocked !== null) {
      request.log.info({ adSet: adSet.id, address: blocked }, 'hook URL refused: not a public address');
      throw validationError({ url: [HOOK_URL_NOT_PUBLIC] });
    }
    db.prepare('INSERT INTO ad_set_hooks (ad_set_id, url, events, created_at) VALUES (?, ?, ?, ?)').run(adSet.id, input.url, JSON.stringify([...new Set(input.events)]), now());
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return reply.status(201).send({ data: presentDetail(db, ctx.brand.id, adSet.id, hookActor(ctx)) });
  });

  /** Each delivery of the ad set's hooks, newest first: status, attempts, the receiver's last answer. */
  app.get(`${BASE}/:id/hook-deliveries`, async (request) => {
    const ctx = brandContext(db, request);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const q = validate(v.object(listQuery(100, 20)), normalizeListQuery(request.query), listQueryNames(request.query));
    const total = db.prepare('SELECT COUNT(*) FROM ad_set_hook_deliveries WHERE ad_set_id = ?').pluck().get(adSet.id) as number;
    const page = { page: q.page, perPage: q.limit };
    const rows = db
      .prepare(
        'SELECT id, hook_id, url, event, event_id, status, attempts, max_attempts, response_code, last_error, next_attempt_at, created_at, updated_at, finished_at FROM ad_set_hook_deliveries WHERE ad_set_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(adSet.id, page.perPage, offsetOf(page)) as { url: string }[];
    const viewer = hookActor(ctx);
    return paginate(
      rows.map((r) => ({ ...r, url: hookUrlFor(r.url, viewer) })),
      total,
      page,
      apiUrl(s, `ad-set/${adSet.id}/hook-deliveries`),
    );
  });

  app.delete(`${BASE}/:id/hooks/:hookId`, async (request) => {
    const ctx = brandContext(db, request);
    requireHookEditor(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const hookId = routeId(request.params, 'AdSetHook', 'hookId');
    if (db.prepare('DELETE FROM ad_set_hooks WHERE id = ? AND ad_set_id = ?').run(hookId, adSet.id).changes === 0) throw modelNotFound('AdSetHook', hookId);
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return { data: presentDetail(db, ctx.brand.id, adSet.id, hookActor(ctx)) };
  });

  app.put(`${BASE}/:id/hooks-settings`, async (request) => {
    const ctx = brandContext(db, request);
    requireHookEditor(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const input = validate(HookSettings, request.body);
    db.prepare('UPDATE ad_sets SET hooks_retry_policy = ?, hooks_max_attempts = ?, updated_at = ? WHERE id = ?').run(input.retry_policy, input.max_attempts, now(), adSet.id);
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return { data: presentDetail(db, ctx.brand.id, adSet.id, hookActor(ctx)) };
  });

  /**
   * Rotating the signing secret, managers only: the new secret is answered once (afterwards only
   * its last four characters are shown, to managers). The secret it replaces keeps signing next to
   * it for HOOK_SECRET_OVERLAP_MS, so receivers switch without dropping a delivery.
   */
  app.post(`${BASE}/:id/hooks-settings/secret`, async (request) => {
    const ctx = brandContext(db, request);
    requireHookSecretRotator(ctx);
    const adSet = findAdSet(db, ctx.brand.id, routeId(request.params, 'AdSet'));
    const secret = `whsec_${randomBytes(18).toString('hex')}`;
    const at = s.clock.now();
    const until = adSet.hooks_secret === null ? null : new Date(at.getTime() + HOOK_SECRET_OVERLAP_MS).toISOString();
    db.prepare('UPDATE ad_sets SET hooks_secret = ?, hooks_previous_secret = ?, hooks_previous_secret_until = ?, updated_at = ? WHERE id = ?').run(secret, adSet.hooks_secret, until, at.toISOString(), adSet.id);
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return { data: { secret } };
  });
}
