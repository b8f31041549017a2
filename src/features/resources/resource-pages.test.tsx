import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Query, QueryOutcome, ResourceRecord } from '../../../worker/contract/queries';
import { createFakeDataLayer, renderApp } from '../../../tests/harness/render-app';

const record = (id: number): ResourceRecord => ({ id: String(id), label: `Ad set ${id}`, fields: { format: 'banner', review_state: 'approved', created_at: '2025-07-03T09:05:00' } });

function listApi(total: number) {
  return createFakeDataLayer({
    onQuery: (query: Query): QueryOutcome => {
      if (query.kind === 'resource/get') return { ok: true, data: record(Number(query.id)) };
      const start = (query.page - 1) * query.perPage;
      const items = Array.from({ length: Math.max(0, Math.min(query.perPage, total - start)) }, (_, i) => record(start + i + 1));
      return { ok: true, data: { items, page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) } };
    },
  });
}

describe('resource pages', () => {
  it('lists records with links to their pages', async () => {
    const api = listApi(3);
    await renderApp({ api, path: '/acme/ad-sets' });
    const table = await screen.findByTestId('resource-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: 'Ad set 2' })).toHaveAttribute('href', '/acme/ad-sets/2');
    expect(within(table).getByRole('columnheader', { name: 'Review state' })).toBeInTheDocument();
    expect(within(table).getAllByText('3.7.2025 09:05')).toHaveLength(3);
    expect(api.queries).toContainEqual({ kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 });
  });

  it('pages through ?page=', async () => {
    const api = listApi(45);
    const app = await renderApp({ api, path: '/acme/ad-sets' });
    await screen.findByTestId('resource-table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets?page=2'));
    expect(await screen.findByText('Page 2 of 3 (45 in total)')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderApp({ api: listApi(0), path: '/acme/feeds' });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('has an error state', async () => {
    const api = createFakeDataLayer({ onQuery: () => ({ ok: false, status: 500, key: 'REQUESTS.FAILED' }) });
    await renderApp({ api, path: '/acme/products' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed: 500');
  });

  it('lists the feeds archive with archived records only, as a tab of feeds', async () => {
    const api = listApi(1);
    await renderApp({ api, path: '/acme/feeds/archive' });
    await screen.findByTestId('resource-table');
    expect(api.queries).toContainEqual({ kind: 'resource/list', resource: 'feed', page: 1, perPage: 20, archived: 1 });
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a record with its tabs on a detail page', async () => {
    const api = listApi(1);
    await renderApp({ api, path: '/acme/ad-sets/12' });
    expect(await screen.findByTestId('record-summary')).toHaveTextContent('Ad set 12');
    expect(api.queries).toContainEqual({ kind: 'resource/get', resource: 'ad-set', id: '12' });
    expect(screen.getByRole('link', { name: 'Render requests' })).toHaveAttribute('href', '/acme/ad-sets/12/render-requests');
  });

  it('gives a tab page its title, description and the record it is about', async () => {
    await renderApp({ api: listApi(1), path: '/acme/ad-sets/12/hooks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hooks' })).toBeInTheDocument();
    expect(screen.getByTestId('section-about')).toHaveTextContent('Hooks send this ad set');
    expect(await screen.findByTestId('record-summary')).toHaveTextContent('Ad set 12');
  });

  it('shows pages without a record with their description only', async () => {
    const api = listApi(1);
    await renderApp({ api, path: '/acme/builds/report' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Render report' })).toBeInTheDocument();
    expect(api.queries).toEqual([]);
  });
});
