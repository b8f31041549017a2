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

const build = (id: number, status: string, progress: number): ResourceRecord => ({ id: String(id), label: `Build ${id}`, fields: { status, progress } });

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
    const app = await renderApp({ path: '/acme/builds/report', resources: adSets(1) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Render report' })).toBeInTheDocument();
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

describe('live resource pages', () => {
  /** A render farm's server: the builds it holds, answering lists (also by ids) and records. */
  function renderFarm() {
    const all = [build(701, 'rendering', 10), build(702, 'rendering', 34), build(703, 'done', 100)];
    const answer = (query: Query): ResourcePage | ResourceRecord => {
      if (query.kind === 'resource/get') {
        const found = all.find((b) => b.id === query.id);
        if (found === undefined) throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
        return found;
      }
      if (query.kind !== 'resource/list') throw new Error(`unexpected ${query.kind}`);
      // A copy per answer, as from the wire: the server's own list goes on changing.
      const items = query.ids === undefined ? [...all] : all.filter((b) => query.ids!.includes(b.id));
      return { items, page: 1, perPage: query.perPage, total: items.length, lastPage: 1 };
    };
    return { all, answer };
  }

  it("updates a build's status and progress on the Renders list in place, without refetching", async () => {
    const farm = renderFarm();
    const app = await renderApp({ path: '/acme/builds', resources: farm.answer });
    const table = await screen.findByTestId('resource-table');
    expect(within(table).getByRole('row', { name: /Build 702/ })).toHaveTextContent('rendering34');
    const [watch] = [...app.dl.engine.liveQueries.views()];
    const before = app.client.liveQueries.get(watch!.id)!.items;
    for (let progress = 35; progress <= 99; progress++) {
      app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'rendering', progress } });
    }
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'done', progress: 100 } });
    await app.advance(16); // one bridge window
    expect(within(screen.getByTestId('resource-table')).getByRole('row', { name: /Build 702/ })).toHaveTextContent('done100');
    expect(within(screen.getByTestId('resource-table')).getByRole('row', { name: /Build 701/ })).toHaveTextContent('rendering10');
    expect(app.location()).toBe('/acme/builds');
    // 66 events, not one list request more than the first.
    expect(app.resourceCalls()).toHaveLength(1);
    // Only the changed record crossed the bridge: the others kept their identity (and their rows).
    const after = app.client.liveQueries.get(watch!.id)!.items;
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('shows a new build on the Renders list as soon as it is created', async () => {
    const farm = renderFarm();
    const app = await renderApp({ path: '/acme/builds', resources: farm.answer });
    await screen.findByTestId('resource-table');
    farm.all.unshift(build(704, 'queued', 0));
    app.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { brandId: 1, visualBuild: { id: 704, status: 'queued', progress: 0 } });
    await app.advance(300); // the id queue collects for 250 ms, then fetches the new build by id
    const rows = within(screen.getByTestId('resource-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['704', '701', '702', '703']);
    expect(app.location()).toBe('/acme/builds');
    expect(app.resourceCalls().map((call) => call.query)).toEqual([
      { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 20 },
      { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 100, archived: -1, ids: ['704'] },
    ]);
  });

  it("updates a build's detail page live", async () => {
    const farm = renderFarm();
    const app = await renderApp({ path: '/acme/builds/702', resources: farm.answer });
    expect(await screen.findByTestId('record-summary')).toHaveTextContent('rendering');
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 702, status: 'done', progress: 100 } });
    await app.advance(16);
    expect(screen.getByTestId('record-summary')).toHaveTextContent('done');
    expect(app.resourceCalls()).toHaveLength(1);
  });
});
