import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualsListQuery } from '../../../../worker/contract/queries';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { aVisual, templateServer } from '../templates-test-server';

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
    expect(listCalls(app)).toEqual([{ kind: 'visuals/list', view: 'active', page: 1, perPage: 20 }]);
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
      { kind: 'visuals/list', view: 'active', page: 1, perPage: 20 },
      { kind: 'visuals/list', view: 'active', page: 1, perPage: 20, search: 'summ' },
    ]);
  });

  it('filters by a tag clicked in the list, and clears the filters', async () => {
    const { app } = await openList();
    const table = await screen.findByTestId('templates-table');
    await app.user.click(within(table).getByRole('button', { name: 'winter' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals?tag=winter'));
    await waitFor(() => expect(screen.getAllByTestId('template-row').map((row) => row.dataset.id)).toEqual(['2']));
    expect(screen.getByTestId('templates-tag-filter')).toHaveValue('winter');
    expect(listCalls(app).at(-1)).toEqual({ kind: 'visuals/list', view: 'active', page: 1, perPage: 20, tag: 'winter' });
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
    expect(listCalls(app).at(-1)).toEqual({ kind: 'visuals/list', view: 'archived', page: 1, perPage: 20 });
  });

  it('lists the templates in development on /visuals/development', async () => {
    const { app } = await openList('/acme/visuals/development');
    await screen.findByTestId('templates-table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Templates in development');
    expect(screen.getAllByTestId('template-row').map((row) => row.dataset.id)).toEqual(['1']);
    expect(screen.getByRole('link', { name: 'In development' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(app)).toEqual([{ kind: 'visuals/list', view: 'development', page: 1, perPage: 20 }]);
  });

  it('pages through ?page=', async () => {
    const server = templateServer(Array.from({ length: 45 }, (_, i) => aVisual(i + 1)));
    const app = await renderApp({ path: '/acme/visuals', network: server.install });
    await screen.findByTestId('templates-table');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals?page=2'));
    expect(await screen.findByText('Page 2 of 3 (45 in total)')).toBeInTheDocument();
    expect(listCalls(app).map((q) => q.page)).toEqual([1, 2]);
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
