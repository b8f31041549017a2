/**
 * A library folder is a windowed live list (docs/engine.md "Windows", docs/assets.md "Paged
 * listing"): a folder of 10,000 files through the real in-process data layer and the fake network
 * keeps only the tiles (or rows) in view in the DOM, pages from the server as it scrolls, reaches
 * the last file and shows the exact total; what anyone in the brand uploads, deletes, creates or
 * renames shows in the open folder without loading it again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetItemsQuery } from '../../../../worker/contract/assets';
import type { ItemIds } from '../../../../worker/domains/assets/contract';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight, scrollToTheEnd } from '../../../../tests/harness/scroll-box';
import { aFile, libraryServer } from '../../../../tests/harness/servers/assets-test-server';
import { TILE_HEIGHT } from './library-grid';
import { LIBRARY_ROW_HEIGHT } from './library-table';

/** Three rows of two tiles in view in the grid (jsdom lays nothing out: 2 tiles a row), ten rows in the table. */
beforeEach(() => giveScrollBoxHeight({ 'library-grid-scroll': 3 * TILE_HEIGHT, 'library-table-scroll': 10 * LIBRARY_ROW_HEIGHT }));
afterEach(() => vi.restoreAllMocks());

const COUNT = 10_000;
/** Logos holds logo.svg and these. */
const TOTAL = COUNT + 1;
const tenThousand = () => Array.from({ length: COUNT }, (_, i) => aFile(String(1000 + i), `shot ${String(i + 1).padStart(5, '0')}.png`, 'image/png', 2048, { directoryId: '2', path: '/Logos' }));
/** What the grid may hold at most: rows in view and a partial one, three rows of overscan on each side, two tiles a row. */
const MOST_TILES = (3 + 1 + 3 + 3) * 2;
/** The table's: ten rows in view, a partial one, eight of overscan on each side. */
const MOST_ROWS = 10 + 1 + 8 + 8;

const itemCalls = (app: RenderedApp) => app.backend.calls.filter((c) => c.method === 'assetItems').map((c) => c.args[0] as AssetItemsQuery);
const byIdCalls = (app: RenderedApp) => app.backend.calls.filter((c) => c.method === 'assetItemsById').map((c) => c.args[0] as ItemIds);
const tiles = () => [...screen.getAllByTestId('folder-item'), ...screen.queryAllByTestId('file-item')].map((el) => el.dataset.name);
const fileNames = () => screen.queryAllByTestId('file-item').map((el) => el.dataset.name);

function announce(app: RenderedApp, action: 'created' | 'updated' | 'deleted', type: 'file' | 'folder', id: number, directoryId: number): void {
  app.live.emitRaw('private-brand.acme', 'AssetLibraryUpdated', { brandId: 1, action, item: { type, id, directoryId } });
}

describe('a folder of 10,000 files', () => {
  it('draws only the tiles in view while scrolling to the last file, with the exact total', async () => {
    const server = libraryServer({ files: tenThousand() });
    const app = await renderApp({ path: '/acme/asset-library?directory=2', network: server.install });
    const grid = await screen.findByTestId('library-grid');
    const rendered = () => within(grid).queryAllByRole('listitem').filter((li) => li.dataset.name !== undefined).length;
    expect(fileNames()).toEqual(['logo.svg', ...Array.from({ length: 11 }, (_, i) => `shot ${String(i + 1).padStart(5, '0')}.png`)]);
    expect(screen.getAllByTestId('file-item')[1]).toHaveAttribute('aria-setsize', String(TOTAL));

    await scrollToTheEnd({ scrollTestId: 'library-grid-scroll', countTestId: 'library-count', rowHeight: TILE_HEIGHT, perRow: 2, total: TOTAL, rendered, most: MOST_TILES });
    await waitFor(() => expect(fileNames().at(-1)).toBe('shot 10000.png'));
    expect(screen.getAllByTestId('file-item').at(-1)).toHaveAttribute('aria-posinset', String(TOTAL));
    expect(rendered()).toBeLessThanOrEqual(MOST_TILES);
    expect(screen.getByTestId('library-count')).toHaveTextContent('Showing 10,001 of 10,001 items');
    expect(itemCalls(app).every((q) => q.perPage <= 200 && q.folderId === '2')).toBe(true);
  });

  it('does the same in the list view: a windowed table of rows', async () => {
    const server = libraryServer({ files: tenThousand() });
    await renderApp({ path: '/acme/asset-library?directory=2&view=list', network: server.install });
    const table = await screen.findByTestId('library-table');
    const rendered = () => within(table).queryAllByTestId('file-item').length;
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    await scrollToTheEnd({ scrollTestId: 'library-table-scroll', countTestId: 'library-count', rowHeight: LIBRARY_ROW_HEIGHT, total: TOTAL, rendered, most: MOST_ROWS });
    await waitFor(() => expect(fileNames().at(-1)).toBe('shot 10000.png'));
    expect(rendered()).toBeLessThanOrEqual(MOST_ROWS);
    expect(screen.getByTestId('library-count')).toHaveTextContent('Showing 10,001 of 10,001 items');
  });
});

describe('an open folder follows the brand', () => {
  async function openRoot() {
    const server = libraryServer();
    const app = await renderApp({ path: '/acme/asset-library?directory=1', network: server.install });
    await screen.findByTestId('library-grid');
    expect(tiles()).toEqual(['Logos', 'Video', 'guidelines.txt']);
    return { app, server };
  }

  it("puts another member's upload in its place by name, fetched by id, without loading the folder again", async () => {
    const { app, server } = await openRoot();
    server.files.push(aFile('500', 'brief.pdf', 'application/pdf', 4096, { directoryId: '1' }));
    announce(app, 'created', 'file', 500, 1);
    await app.advance(250);
    await waitFor(() => expect(tiles()).toEqual(['Logos', 'Video', 'brief.pdf', 'guidelines.txt']));
    expect(screen.getByTestId('library-count')).toHaveTextContent('Showing 4 of 4 items');
    expect(byIdCalls(app)).toEqual([{ folders: [], files: ['500'] }]);
    expect(itemCalls(app)).toHaveLength(1);
  });

  it("leaves out what was made in another folder, and takes out what someone deleted here", async () => {
    const { app, server } = await openRoot();
    server.files.push(aFile('501', 'elsewhere.png', 'image/png', 10, { directoryId: '3', path: '/Video' }));
    announce(app, 'created', 'file', 501, 3);
    await app.advance(250);
    // The file and the Video tile (its count changed; it is shown here) in one call by id.
    await waitFor(() => expect(byIdCalls(app)).toEqual([{ folders: ['3'], files: ['501'] }]));
    await waitFor(() => expect(within(screen.getAllByTestId('folder-item')[1]!).getByText('Folders: 0 · Files: 2')).toBeInTheDocument());
    expect(tiles()).toEqual(['Logos', 'Video', 'guidelines.txt']);

    server.files.splice(server.files.findIndex((f) => f.id === '10'), 1);
    announce(app, 'deleted', 'file', 10, 1);
    await waitFor(() => expect(tiles()).toEqual(['Logos', 'Video']));
    expect(screen.getByTestId('library-count')).toHaveTextContent('Showing 2 of 2 items');
    expect(itemCalls(app)).toHaveLength(1);
  });

  it("shows a folder someone created among the folders, and moves one someone renamed", async () => {
    const { app, server } = await openRoot();
    server.folders.push({ id: '40', name: 'Archive', parentId: '1' });
    announce(app, 'created', 'folder', 40, 1);
    await app.advance(250);
    await waitFor(() => expect(tiles()).toEqual(['Archive', 'Logos', 'Video', 'guidelines.txt']));
    server.folders.find((f) => f.id === '2')!.name = 'Zebra';
    announce(app, 'updated', 'folder', 2, 1);
    await app.advance(1000);
    await waitFor(() => expect(tiles()).toEqual(['Archive', 'Video', 'Zebra', 'guidelines.txt']));
  });

  it('takes out a file the user deleted, without loading the folder again', async () => {
    const { app } = await openRoot();
    await app.user.click(screen.getByRole('button', { name: 'Delete file guidelines.txt' }));
    await app.user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(tiles()).toEqual(['Logos', 'Video']));
    expect(itemCalls(app)).toHaveLength(1);
  });
});
