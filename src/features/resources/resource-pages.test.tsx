import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Query, ResourcePage, ResourceRecord } from '../../../worker/contract/queries';
import { apiErrors } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';

const record = (id: number): ResourceRecord => ({ id: String(id), label: `Ad set ${id}`, fields: { format: 'banner', review_state: 'approved', created_at: '2025-07-03T09:05:00' } });

/** A server holding `total` ad sets (ids 1..total), paged as asked. */
function adSets(total: number) {
  return (query: Query): ResourcePage | ResourceRecord => {
    if (query.kind === 'resource/get') return record(Number(query.id));
    if (query.kind !== 'resource/list') throw new Error(`unexpected ${query.kind}`);
    const start = (query.page - 1) * query.perPage;
    const items = Array.from({ length: Math.max(0, Math.min(query.perPage, total - start)) }, (_, i) => record(start + i + 1));
    return { items, page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) };
  };
}


describe('resource pages', () => {
  it('lists records with links to their pages', async () => {
    const app = await renderApp({ path: '/acme/ad-sets', resources: adSets(3) });
    const table = await screen.findByTestId('resource-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: 'Ad set 2' })).toHaveAttribute('href', '/acme/ad-sets/2');
    expect(within(table).getByRole('columnheader', { name: 'Review state' })).toBeInTheDocument();
    expect(within(table).getAllByText('3.7.2025 09:05')).toHaveLength(3);
    expect(app.resourceCalls()).toEqual([{ query: { kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 }, brand: 'acme' }]);
  });

  it('pages through ?page=', async () => {
    const app = await renderApp({ path: '/acme/ad-sets', resources: adSets(45) });
    await screen.findByTestId('resource-table');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets?page=2'));
    expect(await screen.findByText('Page 2 of 3 (45 in total)')).toBeInTheDocument();
    expect(app.resourceCalls().map((call) => call.query)).toEqual([
      { kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 },
      { kind: 'resource/list', resource: 'ad-set', page: 2, perPage: 20 },
    ]);
  });

  it('has an empty state', async () => {
    await renderApp({ path: '/acme/feeds' });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('has an error state', async () => {
    await renderApp({
      path: '/acme/products',
      resources: () => {
        throw apiErrors.unhandled(500);
      },
    });
    expect(await screen.findByTestId('resource-list-page')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('resource-list-page')).getByRole('alert')).toHaveTextContent('The request failed: 500'));
  });

  it('lists the feeds archive with archived records only, as a tab of feeds', async () => {
    const app = await renderApp({ path: '/acme/feeds/archive', resources: adSets(1) });
    await screen.findByTestId('resource-table');
    expect(app.resourceCalls().map((call) => call.query)).toEqual([{ kind: 'resource/list', resource: 'feed', page: 1, perPage: 20, archived: 1 }]);
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a record with its tabs on a detail page', async () => {
    const app = await renderApp({ path: '/acme/ad-sets/12', resources: adSets(1) });
    expect(await screen.findByTestId('record-summary')).toHaveTextContent('Ad set 12');
    expect(app.resourceCalls().map((call) => call.query)).toEqual([{ kind: 'resource/get', resource: 'ad-set', id: '12' }]);
    expect(screen.getByRole('link', { name: 'Render requests' })).toHaveAttribute('href', '/acme/ad-sets/12/render-requests');
  });

  it('gives a tab page its title, description and the record it is about', async () => {
    await renderApp({ path: '/acme/ad-sets/12/hooks', resources: adSets(1) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hooks' })).toBeInTheDocument();
    expect(screen.getByTestId('section-about')).toHaveTextContent('Hooks send this ad set');
    expect(await screen.findByTestId('record-summary')).toHaveTextContent('Ad set 12');
  });

  it('shows pages without a record with their description only', async () => {
    const app = await renderApp({ path: '/acme/asset-library', resources: adSets(1) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset library' })).toBeInTheDocument();
    await app.advance(1_000);
    expect(app.resourceCalls()).toEqual([]);
  });

  it('stops watching a list when the user leaves it', async () => {
    const app = await renderApp({ path: '/acme/ad-sets', resources: adSets(3) });
    await screen.findByTestId('resource-table');
    expect(app.client.liveQueries.size).toBe(1);
    app.navigate('/acme/dashboard');
    await screen.findByTestId('dashboard-page');
    await app.settle();
    expect(app.client.liveQueries.size).toBe(0);
  });
});
