/**
 * `/ads` through the real data path (the generic resource list, windowed: docs/engine.md,
 * "Windows"): each ad's first creative shown lazily, its ad set linked by label, and a brand's
 * 10,000 ads listed with only the rows in view in the DOM, down to the last one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Query } from '../../../../worker/contract/queries';
import type { ResourceListQuery, ResourcePage, ResourceRecord } from '../../../../worker/domains/resources/contract';
import { apiErrors } from '../../../../tests/harness/builders';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight, scrollToTheEnd } from '../../../../tests/harness/scroll-box';

const ROW_HEIGHT = 76;
const IN_VIEW = 10;
const OVERSCAN = 8;
const MOST_ROWS = OVERSCAN + IN_VIEW + OVERSCAN;
const COUNT = 10_000;

/** Ten 76 px rows in view (jsdom lays nothing out). */
beforeEach(() => giveScrollBoxHeight({ 'ads-list-table-scroll': ROW_HEIGHT * IN_VIEW }));
afterEach(() => vi.restoreAllMocks());

const PNG = { 'thumbnail.render_id': 41, 'thumbnail.output_format': 'png', 'thumbnail.width': 300, 'thumbnail.height': 250, 'thumbnail.url': '/server/api/v1/visual-build/41/output' };
const HTML = { 'thumbnail.render_id': 42, 'thumbnail.output_format': 'html', 'thumbnail.width': 728, 'thumbnail.height': 90, 'thumbnail.url': '/server/api/v1/visual-build/42/output' };

/** Ad `id` of ad set 1 + id % 3, with a PNG creative when `id` is odd. */
function anAd(id: number, fields: ResourceRecord['fields'] = id % 2 === 1 ? PNG : { thumbnail: null }): ResourceRecord {
  return { id: String(id), label: `Ad ${id}`, fields: { id, name: `Ad ${id}`, ad_set_id: 1 + (id % 3), language: 'cs', format: 'png', updated_at: '2025-07-01T09:00:00.000Z', ...fields } };
}

/** The generic list of `ads`, paged; the ad sets' labels for the id queue. */
function adsServer(ads: readonly ResourceRecord[]) {
  return (query: Query): ResourcePage | ResourceRecord => {
    if (query.kind !== 'resource/list') throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
    if (query.resource === 'ad-set') {
      const items = (query.ids ?? []).map((id) => ({ id, label: `Spring set ${id}`, fields: { id: Number(id), name: `Spring set ${id}` } }));
      return { items, page: 1, perPage: query.perPage, total: items.length, lastPage: 1 };
    }
    const items = ads.slice((query.page - 1) * query.perPage, query.page * query.perPage);
    return { items, page: query.page, perPage: query.perPage, total: ads.length, lastPage: Math.max(1, Math.ceil(ads.length / query.perPage)) };
  };
}

const adListCalls = (app: RenderedApp) => app.resourceCalls().map((call) => call.query as ResourceListQuery).filter((q) => q.kind === 'resource/list' && q.resource === 'ad');

describe('the ads list', () => {
  it('shows each ad with its creative (an image or an HTML5 frame, lazily), its link, its ad set by name, language and format', async () => {
    const app = await renderApp({ path: '/acme/ads', resources: adsServer([anAd(1, PNG), anAd(2, HTML), anAd(3, { thumbnail: null })]) });
    const table = await screen.findByTestId('ads-list-table');
    const rows = within(table).getAllByTestId('ad-row');
    expect(rows.map((row) => row.dataset.id)).toEqual(['1', '2', '3']);
    expect(within(rows[0]!).getByRole('link', { name: 'Ad 1' })).toHaveAttribute('href', '/acme/ads/1');
    const image = within(rows[0]!).getByRole('img', { name: 'Ad 1' });
    expect(image).toHaveAttribute('src', '/server/api/v1/visual-build/41/output');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Scaled into the 96 × 64 box, never larger.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['77', '64']);
    const frame = within(rows[1]!).getByTestId('creative-frame');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(within(rows[2]!).getByTestId('ad-thumbnail')).toHaveTextContent('–');
    await waitFor(() => expect(within(rows[0]!).getByRole('link', { name: 'Spring set 2' })).toHaveAttribute('href', '/acme/ad-sets/2'));
    expect(rows[0]).toHaveTextContent('cs');
    expect(rows[0]).toHaveTextContent('png');
    expect(screen.getByTestId('ads-count')).toHaveTextContent('Showing 3 of 3 ads');
    expect(adListCalls(app)).toEqual([{ kind: 'resource/list', resource: 'ad', page: 1, perPage: 200 }]);
  });

  it('ignores the page of an old link: the list scrolls from its top instead', async () => {
    const app = await renderApp({ path: '/acme/ads?page=3', resources: adsServer([anAd(1), anAd(2)]) });
    await screen.findByTestId('ads-list-table');
    expect(adListCalls(app)).toEqual([{ kind: 'resource/list', resource: 'ad', page: 1, perPage: 200 }]);
    expect(screen.getAllByTestId('ad-row').map((row) => row.dataset.id)).toEqual(['1', '2']);
  });

  it('says when the brand has no ads', async () => {
    await renderApp({ path: '/acme/ads', resources: adsServer([]) });
    expect(await screen.findByText('No ads yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('ads-list-table')).toBeNull();
  });

  it('lists 10,000 ads through a window: the DOM holds the rows in view and their creatives, and scrolling reaches the last one', async () => {
    const app = await renderApp({ path: '/acme/ads', resources: adsServer(Array.from({ length: COUNT }, (_, i) => anAd(i + 1))) });
    const table = await screen.findByTestId('ads-list-table');
    const rows = () => within(table).getAllByTestId('ad-row');
    expect(rows().map((row) => row.dataset.id)).toEqual(Array.from({ length: IN_VIEW + OVERSCAN }, (_, i) => String(i + 1)));
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));

    // Scroll to the bottom of what is loaded until the whole list is: the worker pages as the window nears the end.
    await scrollToTheEnd({ scrollTestId: 'ads-list-table-scroll', countTestId: 'ads-count', rowHeight: ROW_HEIGHT, total: COUNT, rendered: () => rows().length, most: MOST_ROWS });
    await waitFor(() => expect(rows().at(-1)).toHaveAttribute('data-id', String(COUNT)));
    expect(within(rows().at(-1)!).getByRole('link', { name: `Ad ${COUNT}` })).toHaveAttribute('href', `/acme/ads/${COUNT}`);
    expect(rows().length).toBeLessThanOrEqual(MOST_ROWS);
    // Only the rows in the DOM have a creative (every odd ad has one).
    expect(within(table).getAllByTestId('creative-image')).toHaveLength(rows().filter((row) => Number(row.dataset.id) % 2 === 1).length);
    expect(screen.getByTestId('ads-count')).toHaveTextContent('Showing 10,000 of 10,000 ads');
    // Pages of at most 200, never the whole list at once.
    expect(adListCalls(app).every((q) => q.perPage <= 200)).toBe(true);
  });
});
