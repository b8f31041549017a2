/**
 * The brand's products and a feed's products are windowed lists (docs/engine.md, "Windows"):
 * 10,000 products through the real in-process data layer with the fake network; the DOM holds
 * the rows in view and their overscan, and scrolling reaches the last product.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductsListQuery } from '../../../../worker/domains/feeds/contract';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight, scrollToTheEnd } from '../../../../tests/harness/scroll-box';
import { aFeed, aProduct, feedsServer } from '../../../../tests/harness/servers/feeds-test-server';

/** Ten rows in view in either table. */
beforeEach(() => giveScrollBoxHeight({ 'products-table-scroll': 400, 'feed-products-table-scroll': 360 }));
afterEach(() => vi.restoreAllMocks());

const OVERSCAN = 8;
const IN_VIEW = 10;
const MOST_ROWS = OVERSCAN + IN_VIEW + OVERSCAN;
const COUNT = 10_000;

const tenThousand = () => Array.from({ length: COUNT }, (_, i) => aProduct(i + 1, '1'));
const listCalls = (app: RenderedApp) => app.backend.calls.filter((call) => call.method === 'productsList').map((call) => call.args[0] as ProductsListQuery);

describe('windowed product lists', () => {
  it('lists 10,000 products of the brand, rendering only the rows in view, down to the last one', async () => {
    const server = feedsServer([aFeed(1)], tenThousand());
    const app = await renderApp({ path: '/acme/products', network: server.install });
    const table = await screen.findByTestId('products-table');
    const rows = () => within(table).getAllByTestId('product-row');
    expect(rows().map((row) => row.dataset.id)).toEqual(Array.from({ length: IN_VIEW + OVERSCAN }, (_, i) => String(i + 1)));
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));

    await scrollToTheEnd({ scrollTestId: 'products-table-scroll', countTestId: 'products-count', rowHeight: 40, total: COUNT, rendered: () => rows().length, most: MOST_ROWS });
    await waitFor(() => expect(rows().at(-1)).toHaveAttribute('data-id', String(COUNT)));
    expect(within(rows().at(-1)!).getByRole('link', { name: `Shoe ${COUNT}` })).toBeInTheDocument();
    expect(rows().length).toBeLessThanOrEqual(MOST_ROWS);
    expect(screen.getByTestId('products-count')).toHaveTextContent('Showing 10,000 of 10,000 products');
    expect(listCalls(app).every((q) => q.perPage <= 200 && q.feedId === undefined)).toBe(true);
  });

  it("lists a feed's 10,000 products in its columns, rendering only the rows in view, down to the last one", async () => {
    const server = feedsServer([aFeed(1, { productsCount: COUNT })], tenThousand());
    const app = await renderApp({ path: '/acme/feeds/1', network: server.install });
    const table = await screen.findByTestId('feed-products-table');
    const rows = () => within(table).getAllByTestId('feed-product-row');
    expect(rows()).toHaveLength(IN_VIEW + OVERSCAN);

    await scrollToTheEnd({ scrollTestId: 'feed-products-table-scroll', countTestId: 'feed-products-count', rowHeight: 36, total: COUNT, rendered: () => rows().length, most: MOST_ROWS });
    await waitFor(() => expect(within(rows().at(-1)!).getByRole('link', { name: `A-${COUNT}` })).toBeInTheDocument());
    expect(rows().length).toBeLessThanOrEqual(MOST_ROWS);
    expect(screen.getByTestId('feed-products-count')).toHaveTextContent('Showing 10,000 of 10,000 products of this feed');
    expect(listCalls(app).every((q) => q.perPage <= 200 && q.feedId === '1')).toBe(true);
  });
});
