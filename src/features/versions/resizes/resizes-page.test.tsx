/** The resizes page through the real in-process data layer. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrors } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { aBuild, aVisual, pageOf } from '../test-fixtures';

const BUILDS = [aBuild('1'), aBuild('2', { width: 728, height: 90 }), aBuild('3'), aBuild('4', { width: 970, height: 250 })];

describe('resizes page', () => {
  it('lists the template’s sizes with their render counts and links to render them', async () => {
    const app = await renderApp({
      path: '/acme/visuals/4/resizes',
      network: ({ backend }) => backend.autoAnswer('visualGet', aVisual()).autoAnswer('buildsList', pageOf(BUILDS, 999)),
    });
    const table = await screen.findByTestId('resizes-table');
    const rows = within(table).getAllByTestId('resize-row');
    await waitFor(() =>
      expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
        ['300 × 250', 'Medium rectangle', '2'],
        ['728 × 90', 'Leaderboard', '1'],
        ['160 × 600', 'No label', '0'],
      ]),
    );
    // The newest version that can render is version 2 (id 8, awaiting approval).
    expect(within(rows[1]!).getByRole('link', { name: /Render this size/ })).toHaveAttribute('href', '/acme/visuals/4/version/8?render=728x90');
    expect(screen.getByTestId('render-all-sizes')).toHaveAttribute('href', '/acme/visuals/4/version/8?render=300x250%2C728x90%2C160x600');
    expect(app.backend.calls.filter((call) => call.method === 'buildsList').map((call) => call.args[0])).toEqual([{ kind: 'builds/list', page: 1, perPage: 999, filter: { visualId: '4' } }]);
  });

  it('offers no render link when no version can render', async () => {
    await renderApp({
      path: '/acme/visuals/4/resizes',
      network: ({ backend }) => backend.autoAnswer('visualGet', aVisual({ versions: [{ id: '7', number: 1, status: 'draft' }], latestVersion: null })).autoAnswer('buildsList', pageOf([])),
    });
    expect(await screen.findByText('No version of this template can be rendered yet: process a version first.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Render this size/ })).not.toBeInTheDocument();
  });

  it('is the 404 page for an unknown template', async () => {
    await renderApp({ path: '/acme/visuals/404/resizes', network: ({ backend }) => backend.autoFail('visualGet', () => apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND')).autoAnswer('buildsList', pageOf([])) });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });
});
