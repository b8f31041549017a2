/**
 * The Renders list through the real in-process data layer: the fake network answers the calls
 * by name (buildsList, visualsList, buildsDownloadZip…), live events go through the fake live
 * port, and time is virtual.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { BuildsListQuery } from '../../../worker/domains/builds/contract';
import type { Page } from '../../../worker/contract/page';
import { apiErrors } from '../../../tests/harness/builders';
import { aVisual } from '../../../tests/harness/creative-builders';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { recordSaves } from '../../../tests/harness/record-saves';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { aBuild, aFinishedBuild, manyBuilds } from './render-fixtures';
import { firstPaintHtml } from '../../../worker/contract/first-paint';
import type * as format from './render-format';
import type * as status from './render-status';
import type * as buildsTable from './renders-table';

// Counts row renders: every RenderRow render formats its dimensions exactly once. The ids go to a
// global list rather than a vi.fn: vitest 4.1 sometimes runs this factory twice (one copy for
// this file, one for the lazily loaded page), and a global is shared by both copies.
vi.mock('./render-format', async (original) => {
  const actual = await original<typeof format>();
  return {
    ...actual,
    dimensionsOf: (build: VisualBuild) => {
      ((globalThis as { __rowRenders?: string[] }).__rowRenders ??= []).push(build.id);
      return actual.dimensionsOf(build);
    },
  };
});
const rowRenders = (): string[] => ((globalThis as { __rowRenders?: string[] }).__rowRenders ??= []);

// Counts the renders of a row's live progress bar (by render id) and of the table, the same way.
vi.mock('./render-status', async (original) => {
  const actual = await original<typeof status>();
  return {
    ...actual,
    LiveProgressBar: (props: Parameters<typeof actual.LiveProgressBar>[0]) => {
      ((globalThis as { __barRenders?: string[] }).__barRenders ??= []).push(props.id);
      return actual.LiveProgressBar(props);
    },
  };
});
const barRenders = (): string[] => ((globalThis as { __barRenders?: string[] }).__barRenders ??= []);
vi.mock('./renders-table', async (original) => {
  const actual = await original<typeof buildsTable>();
  return {
    ...actual,
    RendersTable: (props: Parameters<typeof actual.RendersTable>[0]) => {
      const counts = globalThis as { __tableRenders?: number };
      counts.__tableRenders = (counts.__tableRenders ?? 0) + 1;
      return actual.RendersTable(props);
    },
  };
});
const tableRenders = (): number => (globalThis as { __tableRenders?: number }).__tableRenders ?? 0;

/** The scroll box is 480 px high: ten 48 px rows in view (jsdom lays nothing out). */
const VIEW_HEIGHT = 480;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'renders-table-scroll' ? VIEW_HEIGHT : 0;
  });
});
afterEach(() => vi.restoreAllMocks());

/** A server holding `builds` (newest first), filtering and paging as the API does. */
function buildsServer(builds: VisualBuild[]) {
  return (query: BuildsListQuery): Page<VisualBuild> => {
    const matching = builds.filter((b) => (query.filter.status === undefined || b.status === query.filter.status) && (query.filter.visualId === undefined || b.visualId === query.filter.visualId));
    const start = (query.page - 1) * query.perPage;
    return { items: matching.slice(start, start + query.perPage), page: query.page, perPage: query.perPage, total: matching.length, lastPage: Math.max(1, Math.ceil(matching.length / query.perPage)) };
  };
}

async function openRenders(builds: VisualBuild[], path = '/acme/builds', extra?: (fakes: FakePorts) => void): Promise<RenderedApp> {
  const server = buildsServer(builds);
  const app = await renderApp({
    path,
    network: (fakes) => {
      fakes.backend
        .autoAnswer('buildsList', (call) => server(call.args[0] as BuildsListQuery))
        .autoAnswer('visualsList', { items: [aVisual(3, { name: 'Summer sale' }), aVisual(4, { name: 'Winter promo' })], page: 1, perPage: 999, total: 2, lastPage: 1 });
      extra?.(fakes);
    },
  });
  return app;
}

const table = () => screen.getByTestId('renders-table');
const bodyRows = () => within(table()).getAllByRole('row').filter((row) => row.hasAttribute('data-build-id'));
const shownIds = () => bodyRows().map((row) => row.getAttribute('data-build-id'));
const rowOf = (id: number) => table().querySelector<HTMLElement>(`tr[data-build-id="${id}"]`)!;
/** What one row of the list translates when it renders. */
const ROW_KEYS = ['RENDERS.SELECT_ONE', 'RENDERS.VERSION_NUMBER', 'RENDERS.PROGRESS_OF', 'RENDERS.STATUS_FAILED', 'RENDERS.RETRY_ONE', 'RENDERS.RETRY'];
const listCalls = (app: RenderedApp) => app.backend.calls.filter((call) => call.method === 'buildsList').map((call) => call.args[0] as BuildsListQuery);

describe('Renders list', () => {
  it('draws its heading as the server’s first paint does (nothing moves when React takes over); the count comes with the rows', async () => {
    await openRenders(manyBuilds(30));
    const page = await screen.findByTestId('renders-page');
    const title = within(page).getByRole('heading', { level: 1 });
    const line = title.nextElementSibling;
    expect(line?.textContent).toMatch(/^Every render of .+, newest first, with its progress, its files and the ad platforms' checks\.$/);
    const template = document.createElement('template');
    template.innerHTML = firstPaintHtml({ page: 'brand-builds', heading: { title: title.textContent ?? '', subtitle: line?.textContent ?? '', crumbs: ['Dashboard', 'Renders'] } });
    const painted = template.content.querySelector('h1')?.closest('.gap-4');
    expect(page.className).toBe(painted?.className);
    // The heading's text block is the very same markup (the page adds its Report link beside it).
    expect(title.parentElement?.outerHTML).toBe(painted?.querySelector('h1')?.parentElement?.outerHTML);
    // The breadcrumbs above it too, in the same classes (a crumb that links adds its hover and focus styles).
    const crumbs = screen.getByTestId('breadcrumbs');
    const paintedCrumbs = template.content.querySelector('nav');
    expect(crumbs.className).toBe(paintedCrumbs?.className);
    expect(crumbs.firstElementChild?.className).toBe(paintedCrumbs?.firstElementChild?.className);
    expect([...crumbs.querySelectorAll('li')].map((li) => [li.className, li.textContent])).toEqual([...(paintedCrumbs?.querySelectorAll('li') ?? [])].map((li) => [li.className, li.textContent]));
    const [link, current] = [crumbs.querySelector('a'), crumbs.querySelector('[aria-current]')];
    expect([...(paintedCrumbs?.querySelectorAll('li > span:last-child') ?? [])].map((span) => span.className.split(' ').every((name) => (span.textContent === 'Renders' ? current : link)?.classList.contains(name)))).toEqual([true, true]);
    expect(await screen.findByTestId('renders-count')).toHaveTextContent('Showing 30 of 30 renders');
  });

  it('lists 5,000 renders but renders only the rows in view', async () => {
    const app = await openRenders(manyBuilds(5000));
    await screen.findByTestId('renders-table');
    // Ten rows in view plus eight of overscan below: the first page holds 999, the DOM 18.
    expect(shownIds()).toEqual(Array.from({ length: 18 }, (_, i) => String(5000 - i)));
    expect(table()).toHaveAttribute('aria-rowcount', '5001');
    expect(screen.getByText('Showing 999 of 5,000 renders')).toBeInTheDocument();
    expect(listCalls(app)).toEqual([{ kind: 'builds/list', page: 1, perPage: 999, filter: {} }]);
    const row = within(rowOf(4998));
    expect(row.getByRole('link', { name: '#4998' })).toHaveAttribute('href', '/acme/builds/4998');
    expect(row.getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/acme/visuals/3');
    expect(row.getByRole('link', { name: 'v2' })).toHaveAttribute('href', '/acme/visuals/3/version/5');
    expect(row.getByText('300×250')).toBeInTheDocument();
    expect(row.getByText('HTML')).toBeInTheDocument();
    expect(row.getByText('Rendering')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'Progress of render #4998' })).toHaveAttribute('aria-valuenow', '34');
  });

  it('moves the window when scrolled, and loads the next page near the end', async () => {
    const app = await openRenders(manyBuilds(5000));
    const scroller = await screen.findByTestId('renders-table-scroll');
    scroller.scrollTop = 48 * 500;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shownIds()[0]).toBe(String(5000 - 492)));
    expect(bodyRows()).toHaveLength(8 + 10 + 8);
    expect(listCalls(app)).toHaveLength(1);
    // Near the end of the first page: the worker asks for the next one, starting 51 rows before
    // the end of what it holds (948 rows from row 948: 51 to find where it joins, 897 new), and
    // the list grows to 1,896.
    scroller.scrollTop = 48 * 990;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByText('Showing 1,896 of 5,000 renders')).toBeInTheDocument());
    expect(listCalls(app).map((q) => [q.page, q.perPage])).toEqual([
      [1, 999],
      [2, 948],
    ]);
    expect(bodyRows().length).toBeLessThanOrEqual(26);
  });

  it("follows the worker's patches live: a render's status change re-renders only its row, without a refetch", async () => {
    const app = await openRenders(manyBuilds(5000));
    await screen.findByTestId('renders-table');
    rowRenders().length = 0;
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 4997, status: 'failed', progress: 100 } });
    await app.advance(16);
    expect(within(rowOf(4997)).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(rowOf(4996)).getByText('Rendering')).toBeInTheDocument();
    expect(rowRenders()).toEqual(['4997']);
    expect(listCalls(app)).toHaveLength(1);
  });

  it('a progress-only change renders that row’s bar and its figure, at the display cadence, and nothing else: no row, no table', async () => {
    const app = await openRenders(manyBuilds(5000));
    await screen.findByTestId('renders-table');
    await app.advance(100); // past the last batch's cadence
    rowRenders().length = 0;
    barRenders().length = 0;
    const tables = tableRenders();
    const translator = (app.i18n as unknown as { translator: { translate(keys: string | string[]): unknown } }).translator;
    const translate = vi.spyOn(translator, 'translate');
    // Still rendering, now 68 % (the storm's event): a change of its progress alone.
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 4997, status: 'rendering', progress: 68 } });
    await app.advance(16);
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '68');
    expect(within(rowOf(4997)).getByText('68%')).toBeInTheDocument();
    expect(barRenders()).toEqual(['4997']);
    expect(rowRenders()).toEqual([]);
    expect(tableRenders()).toBe(tables);
    expect(translate).not.toHaveBeenCalled();
    // The next one within the cadence waits for its tick, 50 ms after the last batch.
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 4997, status: 'rendering', progress: 69 } });
    await app.advance(49);
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '68');
    await app.advance(1);
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '69');
    expect(barRenders()).toEqual(['4997', '4997']);
    expect(rowRenders()).toEqual([]);
    expect(tableRenders()).toBe(tables);
    // A status change afterwards comes whole: the row shows it, with the newest progress.
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 4997, status: 'failed', progress: 70 } });
    await app.advance(16);
    expect(within(rowOf(4997)).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
    expect(rowRenders()).toEqual(['4997']);
  });

  it('translates only the changed row on a live update: heading, filters, selection bar and column headings are not rendered again', async () => {
    const app = await openRenders(manyBuilds(5000));
    await screen.findByTestId('renders-table');
    // Every visible text goes through the translator: what it is asked for is what rendered.
    const translator = (app.i18n as unknown as { translator: { translate(keys: string | string[]): unknown } }).translator;
    const translate = vi.spyOn(translator, 'translate');
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 4997, status: 'failed', progress: 100 } });
    await app.advance(16);
    expect(within(rowOf(4997)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(translate.mock.calls.map(([keys]) => String(keys))).toEqual(ROW_KEYS);
  });

  it('puts a render created elsewhere at the top as soon as it is announced', async () => {
    const builds = manyBuilds(3);
    const app = await openRenders(builds, '/acme/builds', (fakes) =>
      fakes.backend.autoAnswer('buildsByIds', (call) => {
        const ids = call.args[0] as readonly string[];
        const items = builds.filter((b) => ids.includes(b.id));
        return { items, page: 1, perPage: 100, total: items.length, lastPage: 1 };
      }),
    );
    await screen.findByTestId('renders-table');
    builds.unshift(aBuild(4, { status: 'queued', progress: 0, width: 728, height: 90 }));
    app.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { brandId: 1, visualBuild: { id: 4, status: 'queued', progress: 0 } });
    await app.advance(300); // the id queue collects for 250 ms, then fetches the new render by id
    expect(shownIds()).toEqual(['4', '3', '2', '1']);
    expect(within(rowOf(4)).getByText('728×90')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 renders')).toBeInTheDocument();
    expect(listCalls(app)).toHaveLength(1);
    expect(app.backend.calls.filter((c) => c.method === 'buildsByIds').map((c) => c.args[0])).toEqual([['4']]);
  });

  it('filters by status and template through the URL and the watched query', async () => {
    const builds = [aFinishedBuild(6), aBuild(5, { visualId: '4', visualName: 'Winter promo' }), aBuild(4, { status: 'failed', progress: 100 }), aFinishedBuild(3, { visualId: '4', visualName: 'Winter promo' })];
    const app = await openRenders(builds);
    await screen.findByTestId('renders-table');
    expect(shownIds()).toEqual(['6', '5', '4', '3']);
    const template = screen.getByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(within(template).getAllByRole('option').map((o) => o.textContent)).toEqual(['All templates', 'Summer sale', 'Winter promo']));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Finished');
    await waitFor(() => expect(shownIds()).toEqual(['6', '3']));
    expect(app.location()).toBe('/acme/builds?status=finished');
    await app.user.selectOptions(template, 'Winter promo');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    expect(app.location()).toBe('/acme/builds?status=finished&template=4');
    expect(listCalls(app).map((q) => q.filter)).toEqual([{}, { status: 'finished' }, { status: 'finished', visualId: '4' }]);
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownIds()).toEqual(['6', '5', '4', '3']));
  });

  it('has an empty state', async () => {
    await openRenders([]);
    expect(await screen.findByText('No renders yet. Start renders from an approved version of a template.')).toBeInTheDocument();
    expect(screen.queryByTestId('renders-table')).toBeNull();
  });

  it('has an error state, and Retry loads the list again', async () => {
    const server = buildsServer([aBuild(2), aBuild(1)]);
    let failing = true;
    const app = await renderApp({
      path: '/acme/builds',
      network: (fakes) =>
        fakes.backend
          .autoAnswer('buildsList', (call) => {
            if (failing) throw apiErrors.unhandled(500);
            return server(call.args[0] as BuildsListQuery);
          })
          .autoAnswer('visualsList', { items: [], page: 1, perPage: 999, total: 0, lastPage: 1 }),
    });
    expect(await within(await screen.findByTestId('renders-page')).findByRole('alert')).toHaveTextContent('The request failed (HTTP 500).');
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('renders-table')).toBeInTheDocument();
    expect(shownIds()).toEqual(['2', '1']);
    expect(listCalls(app)).toHaveLength(2);
  });

  it('says when no render matches the filters', async () => {
    await openRenders([aBuild(1)], '/acme/builds?status=failed');
    expect(await screen.findByText('No render matches these filters.')).toBeInTheDocument();
  });
});

describe('Renders selection and downloads', () => {
  const mixed = () => [aFinishedBuild(9), aBuild(8), aFinishedBuild(7), aFinishedBuild(6), aBuild(5, { status: 'queued', progress: 0 })];

  it('selects many (a Shift range too), then downloads the finished ones as one zip saved under its name', async () => {
    const saved = recordSaves();
    const zip = new Blob(['PK'], { type: 'application/zip' });
    const app = await openRenders(mixed(), '/acme/builds', (fakes) => fakes.backend.autoAnswer('buildsDownloadZip', { blob: zip, filename: 'acme-visual-builds-2025-05-01-09-00-00.zip' }));
    await screen.findByTestId('renders-table');
    const zipButton = screen.getByRole('button', { name: 'Download selected as zip' });
    expect(zipButton).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #9' }));
    await app.user.keyboard('{Shift>}');
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #6' }));
    await app.user.keyboard('{/Shift}');
    // The rows show the clicks at once; the count comes with the worker's next batch.
    expect(screen.getByRole('checkbox', { name: 'Select render #7' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('Selected: 4'));
    expect(screen.getByRole('checkbox', { name: 'Select render #5' })).not.toBeChecked();
    expect(screen.getByText('Only the finished ones go into the zip: 3.')).toBeInTheDocument();
    await app.user.click(zipButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(app.backend.calls.filter((c) => c.method === 'buildsDownloadZip').map((c) => c.args[0])).toEqual([['9', '7', '6']]);
    expect(saved[0]).toEqual({ name: 'acme-visual-builds-2025-05-01-09-00-00.zip', blob: zip });
    expect(await screen.findByText('Saved acme-visual-builds-2025-05-01-09-00-00.zip')).toBeInTheDocument();
  });

  it("selects all listed renders with the header checkbox, and refuses a zip of renders that have not finished", async () => {
    const app = await openRenders([aBuild(3), aBuild(2, { status: 'queued', progress: 0 }), aFinishedBuild(1)]);
    await screen.findByTestId('renders-table');
    const all = screen.getByRole('checkbox', { name: 'Select all 3 listed renders' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #3' }));
    await waitFor(() => expect(all).toHaveProperty('indeterminate', true));
    expect(screen.getByText('None of the selected renders has finished yet: only finished renders can be downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeDisabled();
    await app.user.click(all);
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('Selected: 3'));
    expect(all).toBeChecked();
    expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeEnabled();
    await app.user.click(all);
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('Selected: 0'));
  });

  it('refuses a zip of more than 999 renders, with the reason', async () => {
    const app = await openRenders(manyBuilds(1200, () => 'finished'));
    const scroller = await screen.findByTestId('renders-table-scroll');
    scroller.scrollTop = 48 * 990;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByText('Showing 1,200 of 1,200 renders')).toBeInTheDocument());
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all 1200 listed renders' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('Selected: 1,200'));
    expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeDisabled();
    expect(screen.getByText('A zip holds at most 999 renders: 1,200 finished renders are selected. Select fewer.')).toBeInTheDocument();
    // Leaving 201 out with a Shift range (row 990 to row 1190) brings it to exactly 999: allowed.
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #210' }));
    scroller.scrollTop = 48 * 1185;
    scroller.dispatchEvent(new Event('scroll'));
    const end = await screen.findByRole('checkbox', { name: 'Select render #10' });
    await app.user.keyboard('{Shift>}');
    await app.user.click(end);
    await app.user.keyboard('{/Shift}');
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('Selected: 999'));
    expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeEnabled();
    expect(screen.queryByText(/A zip holds at most/)).toBeNull();
  });

  it("shows the server's message when it answers JSON instead of a zip", async () => {
    const { UnhandledApiError } = await import('../../../worker/ports/http/errors');
    const app = await openRenders(mixed(), '/acme/builds', (fakes) =>
      fakes.backend.autoFail('buildsDownloadZip', () => new UnhandledApiError(404, { key: 'REQUESTS.NOT_FOUND', params: {}, texts: ['No finished builds were found for download.'] }, 'failed: 404')),
    );
    await screen.findByTestId('renders-table');
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #7' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeEnabled());
    await app.user.click(screen.getByRole('button', { name: 'Download selected as zip' }));
    const alert = await within(screen.getByTestId('selection-bar')).findByRole('alert');
    expect(alert).toHaveTextContent('The zip could not be downloaded: No finished builds were found for download.');
    await app.user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(screen.getByTestId('selection-bar')).queryByRole('alert')).toBeNull();
  });

  it('a zip refused with a bare status line shows the translated message and the status, never the reason phrase', async () => {
    const { httpFailure } = await import('../../../tests/harness/http-failure');
    const app = await openRenders(mixed(), '/acme/builds', (fakes) => fakes.backend.autoFail('buildsDownloadZip', () => httpFailure(431, 'Request Header Fields Too Large', null)));
    await screen.findByTestId('renders-table');
    await app.user.click(screen.getByRole('checkbox', { name: 'Select render #7' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download selected as zip' })).toBeEnabled());
    await app.user.click(screen.getByRole('button', { name: 'Download selected as zip' }));
    const alert = await within(screen.getByTestId('selection-bar')).findByRole('alert');
    expect(alert).toHaveTextContent('The zip could not be downloaded: The request failed (HTTP 431).');
    expect(document.body).not.toHaveTextContent('Request Header Fields Too Large');
  });

  it('downloads one finished render under the name the server gave, and says why one failed', async () => {
    const saved = recordSaves();
    const html = new Blob(['<html></html>'], { type: 'text/html' });
    const { UnhandledApiError } = await import('../../../worker/ports/http/errors');
    const app = await openRenders(mixed(), '/acme/builds', (fakes) =>
      fakes.backend.autoAnswer('buildDownload', (call) => {
        if (call.args[0] === '6') throw new UnhandledApiError(404, { key: 'REQUESTS.NOT_FOUND', params: {}, texts: ['The output of this build is not available.'] }, 'failed: 404');
        return { blob: html, filename: `summer-sale-${String(call.args[0])}-300x250.html` };
      }),
    );
    await screen.findByTestId('renders-table');
    expect(within(rowOf(8)).queryByRole('button', { name: /Download/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Download render #7' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'summer-sale-7-300x250.html', blob: html }]));
    await app.user.click(screen.getByRole('button', { name: 'Download render #6' }));
    expect(await within(screen.getByTestId('selection-bar')).findByRole('alert')).toHaveTextContent('Render #6 could not be downloaded: The output of this build is not available.');
    expect(saved).toHaveLength(1);
  });

  it('keeps a row’s actions in its actions cell, and says why the server refused one there (announced, shown on hover)', async () => {
    const app = await openRenders(mixed(), '/acme/builds', (fakes) => fakes.backend.autoFail('buildAction', () => apiErrors.fieldInvalid('status', 'Only a queued or rendering render can be cancelled.')));
    await screen.findByTestId('renders-table');
    expect(within(rowOf(7).querySelector('td:last-child') as HTMLElement).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Render #7 again', 'Download render #7']);
    const actions = rowOf(5).querySelector('td:last-child') as HTMLElement;
    expect(within(actions).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Cancel render #5']);
    // Render again opens its dialog (the values to use); a refusal of the row's own action is said in the cell.
    await app.user.click(within(actions).getByRole('button', { name: 'Cancel render #5' }));
    const alert = await within(actions).findByRole('alert');
    expect(alert).toHaveTextContent('Render #5: Only a queued or rendering render can be cancelled.');
    expect(alert.parentElement).toHaveAttribute('title', alert.textContent);
  });
});
