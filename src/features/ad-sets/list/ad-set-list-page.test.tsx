/**
 * The ad-set list through the real data path (windowed: docs/engine.md, "Windows"): review
 * badges, drafts back into the wizard, the filters in the URL, and a brand's 10,000 ad sets
 * listed with only the rows in view in the DOM, down to the last one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdSetsListQuery } from '../../../../worker/domains/ad-sets/contract';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight, scrollToTheEnd } from '../../../../tests/harness/scroll-box';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const ROW_HEIGHT = 56;
const IN_VIEW = 10;
const OVERSCAN = 8;
const MOST_ROWS = OVERSCAN + IN_VIEW + OVERSCAN;
const COUNT = 10_000;

/** Ten 56 px rows in view (jsdom lays nothing out). */
beforeEach(() => giveScrollBoxHeight({ 'ad-set-table-scroll': ROW_HEIGHT * IN_VIEW }));
afterEach(() => vi.restoreAllMocks());

const ready = { status: 'ready', wizardStep: 'resizes', adsCount: 4 } as const;
const listCalls = (app: RenderedApp) => app.backend.calls.filter((call) => call.method === 'adSetsOverview').map((call) => call.args[0] as AdSetsListQuery);
// The ad sets' rows in the DOM. Not a role query: that computes the style of every row and its
// ancestors, which over the 100 steps of the 10,000-row walk cost 8 s of CPU (whole-app-budget.ts).
const rowsIn = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLElement>('tbody tr[data-id]'));

describe('the ad-set list', () => {
  it('shows each review state as its badge: approved, partly approved, rejected, not reviewed', async () => {
    const server = adSetServer([
      anAdSet(1, { ...ready, name: 'One', reviewState: 'approved' }),
      anAdSet(2, { ...ready, name: 'Two', reviewState: 'partly-approved' }),
      anAdSet(3, { ...ready, name: 'Three', reviewState: 'rejected' }),
      anAdSet(4, { ...ready, name: 'Four', reviewState: null }),
    ]);
    await renderApp({ path: '/acme/ad-sets', network: server.install });
    await screen.findByTestId('ad-set-table');
    const badge = (id: number) => within(screen.getByTestId(`ad-set-row-${id}`)).getByTestId('review-badge');
    expect([1, 2, 3, 4].map((id) => [badge(id).dataset.state, badge(id).textContent])).toEqual([
      ['approved', 'Approved'],
      ['partly-approved', 'Partly approved'],
      ['rejected', 'Rejected'],
      ['none', 'Not reviewed'],
    ]);
  });

  it('a draft row links back into the wizard at its saved step; a ready one opens its detail', async () => {
    const server = adSetServer([anAdSet(7, { ...ready, name: 'Ready one' }), anAdSet(8, { name: 'Half done', wizardStep: 'mapping' })]);
    const app = await renderApp({ path: '/acme/ad-sets', network: server.install });
    await screen.findByTestId('ad-set-table');
    expect(within(screen.getByTestId('ad-set-row-7')).getByRole('link', { name: 'Ready one' })).toHaveAttribute('href', '/acme/ad-sets/7');
    const draftRow = within(screen.getByTestId('ad-set-row-8'));
    expect(draftRow.queryByRole('link', { name: 'Half done' })).toBeNull();
    const resume = draftRow.getByRole('link', { name: 'Draft — continue' });
    expect(resume).toHaveAttribute('href', '/acme/ad-sets/create/8/mapping');
    await app.user.click(resume);
    await waitFor(() => expect(screen.getByTestId('ad-set-wizard')).toHaveAttribute('data-step', 'mapping'));
    expect(app.location()).toBe('/acme/ad-sets/create/8/mapping');
  });

  it('visitors see a draft as a draft, without the way into the wizard', async () => {
    const server = adSetServer([anAdSet(8, { name: 'Half done', wizardStep: 'mapping' })]);
    await renderApp({ path: '/acme/ad-sets', network: server.install, role: 'visitor' });
    const row = within(await screen.findByTestId('ad-set-row-8'));
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('new-ad-set')).toBeNull();
  });

  it('asks the server for its largest page, with the filters of the URL and without the page of an old link', async () => {
    const server = adSetServer([anAdSet(1, { ...ready, name: 'One', reviewState: 'approved' })]);
    const app = await renderApp({ path: '/acme/ad-sets?page=3&review=approved&search=One', network: server.install });
    await screen.findByTestId('ad-set-table');
    expect(listCalls(app)).toEqual([{ kind: 'ad-sets/list', page: 1, perPage: 100, search: 'One', reviewState: 'approved' }]);
    expect(screen.getByTestId('review-filter')).toHaveValue('approved');
    await app.user.selectOptions(screen.getByTestId('review-filter'), 'none');
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets?search=One&review=none'));
    await waitFor(() => expect(listCalls(app).at(-1)).toEqual({ kind: 'ad-sets/list', page: 1, perPage: 100, search: 'One', reviewState: 'none' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Archived only' }));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets?search=One&review=none&archived=1'));
    await waitFor(() => expect(listCalls(app).at(-1)).toEqual({ kind: 'ad-sets/list', page: 1, perPage: 100, search: 'One', reviewState: 'none', archived: true }));
  });

  it('lists 10,000 ad sets through a window: the DOM holds the rows in view, and scrolling reaches the last one', async () => {
    const server = adSetServer(Array.from({ length: COUNT }, (_, i) => anAdSet(i + 1, { ...ready, name: `Set ${i + 1}`, reviewState: i % 2 === 0 ? 'approved' : null })));
    const app = await renderApp({ path: '/acme/ad-sets', network: server.install });
    const table = await screen.findByTestId('ad-set-table');
    const rows = () => rowsIn(table);
    expect(rows().map((row) => row.dataset.id)).toEqual(Array.from({ length: IN_VIEW + OVERSCAN }, (_, i) => String(i + 1)));
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));

    // Scroll to the bottom of what is loaded until the whole list is: the worker pages as the window nears the end.
    await scrollToTheEnd({ scrollTestId: 'ad-set-table-scroll', countTestId: 'ad-sets-count', rowHeight: ROW_HEIGHT, total: COUNT, rendered: () => rows().length, most: MOST_ROWS });
    await waitFor(() => expect(rows().at(-1)).toHaveAttribute('data-id', String(COUNT)));
    const last = within(rows().at(-1)!);
    expect(last.getByRole('link', { name: `Set ${COUNT}` })).toHaveAttribute('href', `/acme/ad-sets/${COUNT}`);
    expect(last.getByTestId('review-badge')).toHaveTextContent('Not reviewed');
    expect(rows().length).toBeLessThanOrEqual(MOST_ROWS);
    expect(screen.getByTestId('ad-sets-count')).toHaveTextContent('Showing 10,000 of 10,000 ad sets');
    // Pages of the server's largest size (100), never more.
    expect(listCalls(app).every((q) => q.perPage <= 100)).toBe(true);
  });
});
