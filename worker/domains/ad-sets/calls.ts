/** The ad-set calls (docs/api-wire.md "Ad sets"), declared once: the wizard, the list, the detail's tabs. */
import * as v from 'valibot';
import type { AdSetAdsQuery, AdSetCreativesQuery, AdSetHookDeliveriesQuery, AdSetsListQuery, AdSetSettings, AdSetValueProblemsQuery, SaveAdSetStepCommand } from './contract';
import { defineCall } from '../../ports/http/call';
import type { FileAnswer } from '../../ports/http/http-client';
import { pageOf, resource } from '../../ports/http/laravel-primitives';
import { adOfSetSchema, adSetCreativeSchema, adSetDetailSchema, adSetHookDeliverySchema, adSetOptionsSchema, adSetSummarySchema, adSetValueProblemsSchema } from './wire';

function listParams(q: AdSetsListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, limit: q.perPage };
  if (q.search) params.search = q.search;
  if (q.reviewState) params.review_state = q.reviewState;
  if (q.archived) params.archived = 1;
  return params;
}

const settingsBody = (s: AdSetSettings) => ({ name: s.name, format: s.format, visual_version_id: Number(s.versionId) || s.versionId });

/** The body of one wizard step, in the server's field names (422 errors come back under them). */
function stepBody(step: SaveAdSetStepCommand['step']): Record<string, unknown> {
  switch (step.step) {
    case 'settings':
      return settingsBody(step.settings);
    case 'feed':
      return { feed_id: Number(step.feedId) || step.feedId };
    case 'localize':
      return { languages: step.languages };
    case 'mapping':
      return { mapping: step.mapping };
    case 'resizes':
      return { sizes: step.sizes.map((s) => ({ width: s.width, height: s.height })) };
  }
}

const idOf = (id: string) => ({ id });
const detail = resource(adSetDetailSchema);

export const adSetsCalls = {
  adSetsOverview: defineCall({ name: 'adSetsOverview', method: 'GET', path: '/api/v1/ad-set/overview', request: (q: AdSetsListQuery) => ({ query: listParams(q) }), answer: pageOf(adSetSummarySchema) }),
  adSetOptions: defineCall({ name: 'adSetOptions', method: 'GET', path: '/api/v1/ad-set/options', answer: resource(adSetOptionsSchema) }),
  adSetDetail: defineCall({ name: 'adSetDetail', method: 'GET', path: '/api/v1/ad-set/{id}/detail', pathParams: idOf, answer: detail }),
  adSetCreateDraft: defineCall({ name: 'adSetCreateDraft', method: 'POST', path: '/api/v1/ad-set/draft', request: (s: AdSetSettings) => ({ body: settingsBody(s) }), answer: detail }),
  adSetSaveStep: defineCall({
    name: 'adSetSaveStep',
    method: 'PUT',
    path: '/api/v1/ad-set/{id}/wizard/{step}',
    pathParams: (c: Pick<SaveAdSetStepCommand, 'id' | 'step'>) => ({ id: c.id, step: c.step.step }),
    request: (c: Pick<SaveAdSetStepCommand, 'id' | 'step'>) => ({ body: stepBody(c.step) }),
    answer: detail,
  }),
  adSetPopulate: defineCall({ name: 'adSetPopulate', method: 'POST', path: '/api/v1/ad-set/{id}/populate', pathParams: idOf, answer: detail }),
  adSetReview: defineCall({
    name: 'adSetReview',
    method: 'POST',
    path: '/api/v1/ad-set/{id}/review',
    pathParams: (a: { id: string; state: string; comment: string }) => ({ id: a.id }),
    request: (a: { id: string; state: string; comment: string }) => ({ body: { state: a.state, comment: a.comment === '' ? null : a.comment } }),
    answer: detail,
  }),
  /** The generic resource update (spec section 7): `archived` archives or restores. */
  adSetArchive: defineCall({
    name: 'adSetArchive',
    method: 'PUT',
    path: '/api/v1/ad-set/{id}',
    pathParams: (a: { id: string; archived: boolean }) => ({ id: a.id }),
    request: (a) => ({ body: { archived: a.archived } }),
  }),
  adSetDelete: defineCall({ name: 'adSetDelete', method: 'DELETE', path: '/api/v1/ad-set/{id}', pathParams: (id: string) => ({ id }) }),
  adSetHookAdd: defineCall({
    name: 'adSetHookAdd',
    method: 'POST',
    path: '/api/v1/ad-set/{id}/hooks',
    pathParams: (a: { id: string; url: string; events: readonly string[] }) => ({ id: a.id }),
    request: (a: { id: string; url: string; events: readonly string[] }) => ({ body: { url: a.url, events: a.events } }),
    answer: detail,
  }),
  adSetHookRemove: defineCall({ name: 'adSetHookRemove', method: 'DELETE', path: '/api/v1/ad-set/{id}/hooks/{hookId}', pathParams: (a: { id: string; hookId: string }) => a, answer: detail }),
  adSetHooksSettings: defineCall({
    name: 'adSetHooksSettings',
    method: 'PUT',
    path: '/api/v1/ad-set/{id}/hooks-settings',
    pathParams: (a: { id: string; retryPolicy: string; maxAttempts: number }) => ({ id: a.id }),
    request: (a: { id: string; retryPolicy: string; maxAttempts: number }) => ({ body: { retry_policy: a.retryPolicy, max_attempts: a.maxAttempts } }),
    answer: detail,
  }),
  adSetRegenerateSecret: defineCall({ name: 'adSetRegenerateSecret', method: 'POST', path: '/api/v1/ad-set/{id}/hooks-settings/secret', pathParams: idOf, answer: resource(v.object({ secret: v.string() })) }),
  adSetHookDeliveries: defineCall({
    name: 'adSetHookDeliveries',
    method: 'GET',
    path: '/api/v1/ad-set/{id}/hook-deliveries',
    pathParams: (q: AdSetHookDeliveriesQuery) => ({ id: q.adSetId }),
    request: (q: AdSetHookDeliveriesQuery) => ({ query: { page: q.page, limit: q.perPage } }),
    answer: pageOf(adSetHookDeliverySchema),
  }),
  adSetRequestRenders: defineCall({ name: 'adSetRequestRenders', method: 'POST', path: '/api/v1/ad-set/{id}/render-requests', pathParams: idOf, answer: detail }),
  adSetCreatives: defineCall({
    name: 'adSetCreatives',
    method: 'GET',
    path: '/api/v1/ad-set/{id}/creatives',
    pathParams: (q: AdSetCreativesQuery) => ({ id: q.adSetId }),
    request: (q: AdSetCreativesQuery) => ({ query: { page: q.page, limit: q.perPage } }),
    answer: pageOf(adSetCreativeSchema),
  }),
  adSetValueProblems: defineCall({
    name: 'adSetValueProblems',
    method: 'GET',
    path: '/api/v1/ad-set/{id}/value-problems',
    pathParams: (q: AdSetValueProblemsQuery) => ({ id: q.adSetId }),
    answer: resource(adSetValueProblemsSchema),
  }),
  adSetExport: defineCall<string, FileAnswer>({ name: 'adSetExport', method: 'GET', path: '/api/v1/ad-set/{id}/export', pathParams: idOf, returns: 'file' }),
  adSetAds: defineCall({
    name: 'adSetAds',
    method: 'GET',
    path: '/api/v1/ad-set/{id}/ads',
    pathParams: (q: AdSetAdsQuery) => ({ id: q.adSetId }),
    request: (q: AdSetAdsQuery) => ({ query: { page: q.page, limit: q.perPage } }),
    answer: pageOf(adOfSetSchema),
  }),
  adSetAd: defineCall({
    name: 'adSetAd',
    method: 'GET',
    path: '/api/v1/ad-set/{id}/ad/{adId}',
    pathParams: (q: { adSetId: string; id: string }) => ({ id: q.adSetId, adId: q.id }),
    answer: resource(adOfSetSchema),
  }),
};
