// @vitest-environment node
/** The ad-set calls through the real HttpPort: paths, bodies in the server's names, translation. */
import { describe, expect, it } from 'vitest';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { ResolvedApiError } from '../../ports/http/errors';
import { adSetsCalls } from './calls';

function portAnswering(status: number, body: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const port = createHttpPort({ fetch, origin: 'https://app.test', env: { oauthClientId: 'c', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { port, requests };
}

const summary = {
  id: 7,
  name: 'Spring',
  format: 'png',
  status: 'draft',
  wizard_step: 'mapping',
  review_state: 'partly-approved',
  visual_version_id: 3,
  visual_id: 2,
  template_label: 'Banner v3',
  feed_id: 4,
  feed_label: 'Shoes',
  ads_count: 3,
  archived: false,
  archived_at: null,
  updated_at: '2025-06-01T10:00:00.000Z',
};
const detail = {
  ...summary,
  languages: ['en', 'cs'],
  mapping: { headline: 'name' },
  sizes: [],
  review: { state: 'partly-approved', by: { id: 1, name: 'Marta Manager' }, at: '2025-06-02T10:00:00.000Z', comment: 'Fix it' },
  inputs: [{ name: 'headline', type: 'text', required: true }],
  available_sizes: [{ width: 300, height: 250, label: 'Medium rectangle' }],
  feed_columns: ['name', 'sku'],
  products_count: 2,
  sample_products: [{ id: 1, name: 'Shoe', values: { name: 'Shoe', sku: 'S-1' } }],
  hooks: [{ id: 5, url: 'https://h.example.com', events: ['render.failed'], created_at: '2025-06-01T10:00:00.000Z' }],
  hooks_settings: { retry_policy: 'linear', max_attempts: 3, secret_hint: null },
  permalink_token: 'abc',
  render_counts: { queued: 4 },
  render_requests: [],
};

describe('ad-set calls', () => {
  it('lists summaries with search, review filter (none) and archived, translated to the contract', async () => {
    const { port, requests } = portAnswering(200, { data: [summary], current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const page = await port.call(adSetsCalls.adSetsOverview, { kind: 'ad-sets/list', page: 1, perPage: 20, search: 'spr', reviewState: 'none', archived: true }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/ad-set/overview?page=1&limit=20&search=spr&review_state=none&archived=1');
    expect(page.items[0]).toEqual({
      id: '7',
      name: 'Spring',
      format: 'png',
      status: 'draft',
      wizardStep: 'mapping',
      reviewState: 'partly-approved',
      versionId: '3',
      visualId: '2',
      templateLabel: 'Banner v3',
      feedId: '4',
      feedLabel: 'Shoes',
      adsCount: 3,
      archived: false,
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
  });

  it('an unknown review state reads as not reviewed, an unknown step as the first', async () => {
    const { port } = portAnswering(200, { data: [{ ...summary, review_state: 'maybe', wizard_step: 'later' }], current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const page = await port.call(adSetsCalls.adSetsOverview, { kind: 'ad-sets/list', page: 1, perPage: 20 }, { brand: 'acme' });
    expect(page.items[0]).toMatchObject({ reviewState: null, wizardStep: 'settings' });
  });

  it('a set without ads reads as not reviewed, whatever the server stored (contract/ad-set-review.ts)', async () => {
    const { port } = portAnswering(200, { data: [{ ...summary, ads_count: 0, review_state: 'approved' }], current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const page = await port.call(adSetsCalls.adSetsOverview, { kind: 'ad-sets/list', page: 1, perPage: 20 }, { brand: 'acme' });
    expect(page.items[0]).toMatchObject({ adsCount: 0, reviewState: null });
    const one = portAnswering(200, { data: { ...detail, ads_count: 0, review_state: 'approved', review: { ...detail.review, state: 'approved' } } });
    expect(await one.port.call(adSetsCalls.adSetDetail, '7', { brand: 'acme' })).toMatchObject({ reviewState: null, review: { state: null, by: null, at: null, comment: null } });
  });

  it('archives and restores with the generic PUT, deletes with DELETE', async () => {
    const { port, requests } = portAnswering(200, { data: { id: 7 } });
    await port.call(adSetsCalls.adSetArchive, { id: '7', archived: true }, { brand: 'acme' });
    expect(requests[0]).toEqual({ url: 'https://app.test/server/api/v1/ad-set/7', method: 'PUT', body: { archived: true } });
    await port.call(adSetsCalls.adSetDelete, '7', { brand: 'acme' });
    expect(requests[1]).toMatchObject({ url: 'https://app.test/server/api/v1/ad-set/7', method: 'DELETE' });
  });

  it('saves a step as PUT wizard/{step} with the server’s field names', async () => {
    const { port, requests } = portAnswering(200, { data: detail });
    const answer = await port.call(adSetsCalls.adSetSaveStep, { id: '7', step: { step: 'feed', feedId: '4' } }, { brand: 'acme' });
    expect(requests[0]).toEqual({ url: 'https://app.test/server/api/v1/ad-set/7/wizard/feed', method: 'PUT', body: { feed_id: 4 } });
    expect(answer).toMatchObject({ id: '7', languages: ['en', 'cs'], review: { by: 'Marta Manager', comment: 'Fix it' }, hooksSettings: { retryPolicy: 'linear' }, renderCounts: { queued: 4 } });
    await port.call(adSetsCalls.adSetSaveStep, { id: '7', step: { step: 'settings', settings: { name: 'N', format: 'html', versionId: '3' } } }, { brand: 'acme' });
    expect(requests[1]?.body).toEqual({ name: 'N', format: 'html', visual_version_id: 3 });
  });

  it('a 422 is a validation error carrying the field errors', async () => {
    const { port } = portAnswering(422, { message: 'The feed id field is required.', errors: { feed_id: ['The feed id field is required.'] } });
    const failure = await port.call(adSetsCalls.adSetSaveStep, { id: '7', step: { step: 'feed', feedId: '' } }, { brand: 'acme' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResolvedApiError);
    expect((failure as ResolvedApiError).detail).toEqual({ feed_id: ['The feed id field is required.'] });
  });

  it('an ad of a set is GET ad-set/{id}/ad/{adId}', async () => {
    const { port, requests } = portAnswering(200, { data: { id: 9, name: 'Shoe (EN)', ad_set_id: 7, format: 'png', product_id: 1, product_name: 'Shoe', language: 'en', values: { headline: 'Shoe', price: null }, created_at: 'x' } });
    const ad = await port.call(adSetsCalls.adSetAd, { adSetId: '7', id: '9' }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/ad-set/7/ad/9');
    expect(ad).toMatchObject({ id: '9', adSetId: '7', productName: 'Shoe', values: { headline: 'Shoe', price: null } });
  });
});
