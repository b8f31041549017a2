import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetFolderQuery, AssetItemsQuery } from '../../../../worker/contract/assets';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { giveScrollBoxHeight } from '../../../../tests/harness/scroll-box';
import { libraryServer } from '../../../../tests/harness/servers/assets-test-server';

/** jsdom lays nothing out: three rows of two 224 px tiles in the grid, ten 56 px rows in the table. */
beforeEach(() => giveScrollBoxHeight({ 'library-grid-scroll': 672, 'library-table-scroll': 560 }));
afterEach(() => vi.restoreAllMocks());

const folderCalls = (app: RenderedApp) => app.backend.calls.filter((c) => c.method === 'assetFolder').map((c) => c.args[0] as AssetFolderQuery);
const itemCalls = (app: RenderedApp) => app.backend.calls.filter((c) => c.method === 'assetItems').map((c) => c.args[0] as AssetItemsQuery);
const uploadCalls = (app: RenderedApp) =>
  app.backend.calls.filter((c) => c.method === 'assetUpload').map((c) => {
    const a = c.args[0] as { path: string; name: string; action: string; duration: number | null };
    return { path: a.path, name: a.name, action: a.action, duration: a.duration };
  });
const names = (testId: string) => screen.queryAllByTestId(testId).map((el) => el.dataset.name);

async function openLibrary(path = '/acme/asset-library', options: Parameters<typeof libraryServer>[0] = {}, role?: 'visitor') {
  const server = libraryServer(options);
  const app = await renderApp({ path, network: server.install, ...(role ? { role } : {}) });
  await screen.findByTestId('library-grid');
  return { app, server };
}

function pick(files: File[]) {
  fireEvent.change(screen.getByTestId('library-upload-input'), { target: { files } });
}

describe('the asset library', () => {
  it('opens the user’s root with folders first, then files with their size in 1024 units', async () => {
    const { app } = await openLibrary();
    expect(names('folder-item')).toEqual(['Logos', 'Video']);
    expect(names('file-item')).toEqual(['guidelines.txt']);
    expect(within(screen.getByTestId('file-item')).getByTestId('file-facts')).toHaveTextContent('2 KB · 10.6.2025 09:30');
    expect(within(screen.getByTestId('library-path')).getByText('Library')).toHaveAttribute('aria-current', 'page');
    expect(folderCalls(app)).toEqual([{ kind: 'assets/folder', folderId: null }]);
    // The root's content is asked for by the id its header gave, a page of 200.
    expect(itemCalls(app)).toEqual([{ kind: 'assets/items', folderId: '1', page: 1, perPage: 200 }]);
    expect(screen.getByTestId('library-count')).toHaveTextContent('Showing 3 of 3 items');
  });

  it('navigates into a folder and back by the breadcrumb path, and lists it as a table', async () => {
    const { app } = await openLibrary();
    await app.user.click(within(screen.getAllByTestId('folder-item')[1]!).getByRole('link', { name: 'Video' }));
    await waitFor(() => expect(app.location()).toBe('/acme/asset-library?directory=3'));
    await waitFor(() => expect(names('file-item')).toEqual(['teaser.webm']));
    await app.user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(app.location()).toBe('/acme/asset-library?directory=3&view=list'));
    const row = within(screen.getByTestId('library-table')).getByTestId('file-item');
    expect(within(row).getByTestId('file-size')).toHaveTextContent('5 MB');
    expect(row).toHaveTextContent('0:03');
    expect(within(row).getByRole('link', { name: 'Edit teaser.webm in the video editor' })).toHaveAttribute('href', '/acme/asset-library/video-editor/12');
    await app.user.click(within(screen.getByTestId('library-path')).getByRole('link', { name: 'Library' }));
    await waitFor(() => expect(app.location()).toBe('/acme/asset-library?directory=1&view=list'));
    await waitFor(() => expect(names('folder-item')).toEqual(['Logos', 'Video']));
  });

  it('searches within the current folder once typing paused', async () => {
    const { app } = await openLibrary('/acme/asset-library?directory=1');
    await app.user.type(screen.getByTestId('library-search'), 'log');
    await app.advance(300);
    await waitFor(() => expect(app.location()).toBe('/acme/asset-library?directory=1&q=log'));
    await waitFor(() => expect(names('folder-item')).toEqual(['Logos']));
    expect(itemCalls(app).at(-1)).toEqual({ kind: 'assets/items', folderId: '1', search: 'log', page: 1, perPage: 200 });
    expect(folderCalls(app)).toEqual([{ kind: 'assets/folder', folderId: '1' }]);
  });

  it('uploads picked files into the folder one by one and lists them after', async () => {
    const { app } = await openLibrary('/acme/asset-library?directory=2');
    pick([new File(['a'.repeat(3000)], 'banner.png', { type: 'image/png' }), new File(['b'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(screen.getAllByTestId('upload-item').map((el) => el.dataset.status)).toEqual(['done', 'done']));
    expect(uploadCalls(app)).toEqual([
      { path: '/Logos', name: 'banner.png', action: 'keep', duration: null },
      { path: '/Logos', name: 'notes.txt', action: 'keep', duration: null },
    ]);
    // Each in its place by name, fetched by id after its upload: the listing is not loaded again.
    await waitFor(() => expect(names('file-item')).toEqual(['banner.png', 'logo.svg', 'notes.txt']));
    expect(itemCalls(app)).toHaveLength(1);
    expect(within(screen.getAllByTestId('upload-item')[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('fails a name the server would refuse without sending it, and uploads the others', async () => {
    const { app } = await openLibrary('/acme/asset-library?directory=2');
    pick([new File(['x'], 'report\u0001.txt', { type: 'text/plain' }), new File(['b'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(screen.getAllByTestId('upload-item').map((el) => el.dataset.status)).toEqual(['failed', 'done']));
    expect(within(screen.getAllByTestId('upload-item')[0]!).getByTestId('upload-error')).toHaveTextContent('The file name contains a control character');
    expect(uploadCalls(app).map((c) => c.name)).toEqual(['notes.txt']);
  });

  it('opens media in a new tab with a thumbnail, and makes anything else (SVG included) a download with an icon', async () => {
    await openLibrary('/acme/asset-library?directory=2');
    pick([new File(['a'], 'banner.png', { type: 'image/png' })]);
    await waitFor(() => expect(names('file-item')).toEqual(['banner.png', 'logo.svg']));
    const [png, svg] = screen.getAllByTestId('file-item');
    expect(within(png!).getByTestId('file-name')).toHaveAttribute('target', '_blank');
    expect(within(png!).getByTestId('file-name')).not.toHaveAttribute('download');
    expect(png!.querySelector('img')).not.toBeNull();
    expect(within(svg!).getByTestId('file-name')).toHaveAttribute('download', 'logo.svg');
    expect(within(svg!).getByTestId('file-name')).not.toHaveAttribute('target');
    expect(svg!.querySelector('img')).toBeNull();
  });

  it('asks before a name that is already there: replace sends action=replace, skip sends nothing', async () => {
    const { app } = await openLibrary('/acme/asset-library?directory=2');
    pick([new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), new File(['x'], 'logo.svg', { type: 'image/svg+xml' })]);
    const items = await screen.findAllByTestId('upload-item');
    expect(items.map((el) => el.dataset.status)).toEqual(['conflict', 'conflict']);
    expect(uploadCalls(app)).toEqual([]);
    await app.user.click(within(items[0]!).getByRole('button', { name: 'Replace' }));
    await app.user.click(within(items[1]!).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getAllByTestId('upload-item').map((el) => el.dataset.status)).toEqual(['done', 'skipped']));
    expect(uploadCalls(app)).toEqual([{ path: '/Logos', name: 'logo.svg', action: 'replace', duration: null }]);
  });

  it('shows the percent of the file sent while it uploads, as the worker reports it', async () => {
    const { app } = await openLibrary('/acme/asset-library?directory=2');
    app.backend.manual('assetUpload');
    pick([new File(['a'.repeat(3000)], 'banner.png', { type: 'image/png' })]);
    const item = await screen.findByTestId('upload-item');
    await waitFor(() => expect(app.backend.inFlight('assetUpload')).toBe(1));
    // Before the first report: uploading, no figure.
    expect(within(item).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(within(item).queryByTestId('upload-percent')).toBeNull();
    app.backend.uploadProgress('assetUpload', 1260, 3000);
    await waitFor(() => expect(within(item).getByTestId('upload-percent')).toHaveTextContent('42 %'));
    expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    app.backend.uploadProgress('assetUpload', 3000, 3000);
    await waitFor(() => expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    app.backend.answer('assetUpload', { id: '99' });
    await waitFor(() => expect(item.dataset.status).toBe('done'));
    expect(within(item).queryByTestId('upload-percent')).toBeNull();
  });

  it("shows the server's message next to a failed upload (storage full)", async () => {
    await openLibrary('/acme/asset-library', { storageFull: true });
    pick([new File(['x'], 'big.zip', { type: 'application/zip' })]);
    const item = await screen.findByTestId('upload-item');
    await waitFor(() => expect(item.dataset.status).toBe('failed'));
    expect(within(item).getByTestId('upload-error')).toHaveTextContent('The brand storage is full.');
    expect(within(item).getByTestId('upload-status')).toHaveTextContent('Failed');
  });

  it('creates a folder, showing the server’s complaint under the name first', async () => {
    const { app } = await openLibrary();
    await app.user.click(screen.getByTestId('new-folder'));
    const dialog = await screen.findByTestId('name-dialog');
    await app.user.click(within(dialog).getByTestId('name-dialog-submit'));
    expect(await within(dialog).findByTestId('asset-name-problems')).toHaveTextContent('Enter a folder name.');
    await app.user.type(within(dialog).getByLabelText(/Folder name/), 'logos');
    await app.user.click(within(dialog).getByTestId('name-dialog-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('asset-name-problems')).toHaveTextContent('A folder with this name already exists here.'));
    await app.user.clear(within(dialog).getByLabelText(/Folder name/));
    await app.user.type(within(dialog).getByLabelText(/Folder name/), 'Print');
    await app.user.click(within(dialog).getByTestId('name-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('name-dialog')).toBeNull());
    await waitFor(() => expect(names('folder-item')).toEqual(['Logos', 'Print', 'Video']));
  });

  it('refuses to delete a folder that is not empty, with the server’s message', async () => {
    const { app } = await openLibrary();
    await app.user.click(screen.getByRole('button', { name: 'Delete folder Logos' }));
    await app.user.click(await screen.findByTestId('confirm-action'));
    expect(await within(screen.getByTestId('confirm-dialog')).findByText('The folder is not empty.')).toBeInTheDocument();
  });

  it('lets visitors browse only', async () => {
    await openLibrary('/acme/asset-library', { writable: false }, 'visitor');
    expect(screen.queryByTestId('new-folder')).toBeNull();
    expect(screen.queryByTestId('library-upload-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete folder Logos' })).toBeNull();
    expect(screen.queryByTestId('drop-zone')).toBeNull();
  });

  it('is the 404 page for an unknown folder', async () => {
    await renderApp({ path: '/acme/asset-library?directory=99999', network: libraryServer().install });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });
});
