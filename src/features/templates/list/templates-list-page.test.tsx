import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisualsListQuery } from '../../../../worker/domains/visuals/contract';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight, scrollToTheEnd } from '../../../../tests/harness/scroll-box';
import { aVisual, templateServer } from '../../../../tests/harness/servers/templates-test-server';

/** The scroll box is 560 px high: ten 56 px rows in view (jsdom lays nothing out). */
const VIEW_HEIGHT = 560;
beforeEach(() => giveScrollBoxHeight({ 'templates-table-scroll': VIEW_HEIGHT }));
afterEach(() => vi.restoreAllMocks());

const listCalls = (app: RenderedApp) => app.backend.calls.filter((call) => call.method === 'visualsList').map((call) => call.args[0] as VisualsListQuery);

const seed = () =>
  templateServer([
    aVisual(1, { name: 'Summer sale', tags: ['summer', 'q3'], versions: [{ id: '11', number: 1, status: 'approved' }, { id: '12', number: 2, status: 'approval-requested' }] }),
    aVisual(2, { name: 'Winter teaser', status: 'unpublished', tags: ['winter'], versions: [{ id: '21', number: 1, status: 'approved' }] }),
    aVisual(3, { name: 'Old spring', archived: true }),
  ]);

async function openList(path = '/acme/visuals', options: Parameters<typeof renderApp>[0] = {}) {
  const server = seed();
  const app = await renderApp({ path, network: server.install, ...options });
  return { app, server };
}

describe('My Templates', () => {
  it("lists the active templates with their status and newest version's state, linking to their pages", async () => {
    const { app } = await openList();
    const table = await screen.findByTestId('templates-table');
    const rows = within(table).getAllByTestId('template-row');
    expect(rows.map((row) => row.dataset.id)).toEqual(['1', '2']);
    expect(within(rows[0]!).getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/acme/visuals/1');
    expect(within(rows[0]!).getByTestId('template-status')).toHaveTextContent('Published');
    expect(within(rows[0]!).getByTestId('template-newest-version')).toHaveTextContent('v2Awaiting approval');
    expect(within(rows[1]!).getByTestId('template-status')).toHaveTextContent('Unpublished');
    expect(within(rows[1]!).getByTestId('template-newest-version')).toHaveTextContent('v1Approved');
    expect(listCalls(app)).toEqual([{ kind: 'visuals/list', view: 'active', page: 1, perPage: 200 }]);
    // A thumbnail of the newest version, loaded only when its row is on screen.
    const thumbnail = within(rows[0]!).getByRole('img', { name: 'Preview of Summer sale' });
    // The small picture made for the row's box, not the full-size screenshot.
    expect(thumbnail).toHaveAttribute('src', '/server/api/v1/visual-version/12/thumbnail?size=list');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  it('shows a neutral box where a template has no version, and where a thumbnail cannot load', async () => {
    const server = templateServer([aVisual(1, { name: 'Empty', versions: [] }), aVisual(2, { name: 'Broken' })]);
    await renderApp({ path: '/acme/visuals', network: server.install });
    const rows = within(await screen.findByTestId('templates-table')).getAllByTestId('template-row');
    expect(within(rows[0]!).getByTestId('template-thumbnail')).toHaveAttribute('data-state', 'empty');
    const broken = within(rows[1]!).getByRole('img', { name: 'Preview of Broken' });
    fireEvent.error(broken);
    expect(within(rows[1]!).queryByRole('img')).toBeNull();
    expect(within(rows[1]!).getByTestId('template-thumbnail')).toHaveAttribute('data-state', 'empty');
  });

  it('searches once typing paused for 300 ms, and keeps the search in the URL', async () => {
    const { app } = await openList();
    await screen.findByTestId('templates-table');
    await app.user.type(screen.getByTestId('templates-search'), 'summ');
    await app.advance(299);
    expect(listCalls(app)).toHaveLength(1);
    await app.advance(1);
    await waitFor(() => expect(app.location()).toBe('/acme/visuals?q=summ'));
    await waitFor(() => expect(screen.getAllByTestId('template-row')).toHaveLength(1));
    expect(listCalls(app)).toEqual([
      { kind: 'visuals/list', view: 'active', page: 1, perPage: 200 },
      { kind: 'visuals/list', view: 'active', page: 1, perPage: 200, search: 'summ' },
    ]);
  });

  it('filters by a tag clicked in the list, and clears the filters', async () => {
    const { app } = await openList();
    const table = await screen.findByTestId('templates-table');
    await app.user.click(within(table).getByRole('button', { name: 'winter' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals?tag=winter'));
    await waitFor(() => expect(screen.getAllByTestId('template-row').map((row) => row.dataset.id)).toEqual(['2']));
    expect(screen.getByTestId('templates-tag-filter')).toHaveValue('winter');
    expect(listCalls(app).at(-1)).toEqual({ kind: 'visuals/list', view: 'active', page: 1, perPage: 200, tag: 'winter' });
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals'));
    await waitFor(() => expect(screen.getAllByTestId('template-row')).toHaveLength(2));
  });

  it('shows the archived templates in their own tab', async () => {
    const { app } = await openList();
    await screen.findByTestId('templates-table');
    await app.user.click(screen.getByRole('link', { name: 'Archived' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals?view=archived'));
    await waitFor(() => expect(screen.getAllByTestId('template-row').map((row) => row.dataset.id)).toEqual(['3']));
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('template-row')).getByTestId('template-status')).toHaveTextContent('Archived');
    expect(listCalls(app).at(-1)).toEqual({ kind: 'visuals/list', view: 'archived', page: 1, perPage: 200 });
  });

  it('lists the templates in development on /visuals/development', async () => {
    const { app } = await openList('/acme/visuals/development');
    await screen.findByTestId('templates-table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Templates in development');
    expect(screen.getAllByTestId('template-row').map((row) => row.dataset.id)).toEqual(['1']);
    expect(screen.getByRole('link', { name: 'In development' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(app)).toEqual([{ kind: 'visuals/list', view: 'development', page: 1, perPage: 200 }]);
  });

  it('lists 10,000 templates through a window: the DOM holds the rows in view, and scrolling reaches the last one', async () => {
    const server = templateServer(Array.from({ length: 10_000 }, (_, i) => aVisual(i + 1, { name: `Template ${i + 1}` })));
    const app = await renderApp({ path: '/acme/visuals', network: server.install });
    const table = await screen.findByTestId('templates-table');
    const rows = () => within(table).getAllByTestId('template-row');
    // Ten rows in view plus eight of overscan. The worker holds the first page of 200 and one
    // more (it keeps a page's worth, at most 200 rows, loaded beyond the window).
    expect(rows().map((row) => row.dataset.id)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)));
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(screen.getByTestId('templates-count')).toHaveTextContent('Showing 298 of 10,000 templates'));

    // Scroll to the bottom of what is loaded until the whole list is: the worker pages as the window nears the end.
    await scrollToTheEnd({ scrollTestId: 'templates-table-scroll', countTestId: 'templates-count', rowHeight: 56, total: 10_000, rendered: () => rows().length, most: 8 + 10 + 8 });
    await waitFor(() => expect(rows().at(-1)).toHaveAttribute('data-id', '10000'));
    expect(within(rows().at(-1)!).getByRole('link', { name: 'Template 10000' })).toBeInTheDocument();
    expect(rows().length).toBeLessThanOrEqual(8 + 10 + 8);
    // Only the rows in the DOM ask for a thumbnail.
    expect(within(table).getAllByRole('img').length).toBe(rows().length);
    expect(screen.getByTestId('templates-count')).toHaveTextContent('Showing 10,000 of 10,000 templates');
    // Every page was asked once: pages of the server's sizes, never the whole list at once.
    expect(listCalls(app).every((q) => q.perPage <= 200)).toBe(true);
  });

  it('has an empty state for each view and for filters', async () => {
    const app = await renderApp({ path: '/acme/visuals', network: templateServer([]).install });
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
    app.navigate('/acme/visuals?view=archived');
    expect(await screen.findByText('No archived templates.')).toBeInTheDocument();
    app.navigate('/acme/visuals?q=nothing');
    expect(await screen.findByText('No template matches these filters.')).toBeInTheDocument();
  });

  it('shows a loader, then the error of a failed list', async () => {
    const app = await renderApp({ path: '/acme/visuals', network: ({ backend }) => backend.manual('visualsList') });
    expect(await screen.findByTestId('page-loader')).toBeInTheDocument();
    app.backend.failWithStatus('visualsList', 500);
    await waitFor(() => expect(within(screen.getByTestId('templates-page')).getByRole('alert')).toHaveTextContent('The request failed (HTTP 500).'));
  });

  it('offers no New template button to visitors and no development tab to editors', async () => {
    await openList('/acme/visuals', { role: 'visitor' });
    await screen.findByTestId('templates-table');
    expect(screen.queryByTestId('new-template')).toBeNull();
    expect(screen.queryByRole('link', { name: 'In development' })).toBeNull();
  });

  it("shows the catalogue's text of a failed list", async () => {
    await renderApp({ path: '/acme/visuals', network: ({ backend }) => backend.autoFail('visualsList', () => httpFailure(503, 'Service Unavailable')) });
    await waitFor(() => expect(within(screen.getByTestId('templates-page')).getByRole('alert')).toHaveTextContent('The service is temporarily unavailable.'));
  });
});
