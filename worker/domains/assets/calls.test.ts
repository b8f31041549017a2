// @vitest-environment node
/** The asset calls through the real HttpPort: what goes on the wire, what comes back. */
import { describe, expect, it } from 'vitest';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { AppInternalError, ResolvedApiError } from '../../ports/http/errors';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../ports/testing/fake-fetch';
import { assetsCalls } from './calls';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const port = createHttpPort({ fetch: fake.fetch, origin: 'https://app.test', env: { oauthClientId: 'spa', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { fake, port };
}
const ctx = { brand: 'acme' } as const;

const wireFile = {
  id: 12,
  name: 'teaser.webm',
  mime: 'video/webm',
  size: 10_240,
  duration: 3,
  path: '/Video',
  directory_id: 4,
  asset_group_id: null,
  created_at: '2025-06-15T12:00:00.000Z',
  uploaded_by: { id: 1, name: 'Marta Manager' },
  meta: { source_file_id: 9, trim: { start: 0.5, end: 2 } },
};

describe('assetUpload', () => {
  it('posts the form data file, duration, action and path to /uploads/file', async () => {
    const { fake, port } = setup(() => jsonResponse(201, { data: { id: 31, name: 'a.txt' } }));
    const file = new Blob(['hello'], { type: 'text/plain' });
    expect(await port.call(assetsCalls.assetUpload, { path: '/Logos', file, name: 'a.txt', duration: null, action: 'replace' }, ctx)).toEqual({ id: '31' });
    const call = fake.last();
    expect([call.method, call.url]).toEqual(['POST', 'https://app.test/server/api/v1/uploads/file']);
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'duration', 'action', 'path']);
    expect([form.get('duration'), form.get('action'), form.get('path')]).toEqual(['', 'replace', '/Logos']);
    const sent = form.get('file') as File;
    expect([sent.name, await sent.text()]).toEqual(['a.txt', 'hello']);
    expect(call.headers['X-Brand']).toBe('acme');
  });

  it("turns a 422 into a validation error carrying the server's message", async () => {
    const { port } = setup(() => jsonResponse(422, { message: 'The brand storage is full.', errors: { file: ['The brand storage is full.'] } }));
    const upload = port.call(assetsCalls.assetUpload, { path: '/', file: new Blob(['x']), name: 'x.bin', duration: 2.5, action: 'keep' }, ctx);
    await expect(upload).rejects.toBeInstanceOf(ResolvedApiError);
    await expect(upload).rejects.toMatchObject({ reason: 'validation', detail: { file: ['The brand storage is full.'] } });
  });
});

describe('reads', () => {
  const wireFolder = { id: 4, name: 'Video', path: '/Video', parent_id: 1, created_at: null, folders_count: 0, files_count: 1 };
  const folder = { id: '4', name: 'Video', path: '/Video', parentId: '1', createdAt: null, foldersCount: 0, filesCount: 1, protected: false };
  const file = {
    id: '12',
    name: 'teaser.webm',
    mime: 'video/webm',
    size: 10_240,
    duration: 3,
    path: '/Video',
    directoryId: '4',
    assetGroupId: null,
    createdAt: '2025-06-15T12:00:00.000Z',
    uploadedBy: { id: '1', name: 'Marta Manager' },
    trim: { start: 0.5, end: 2 },
    sourceFileId: '9',
  };

  it("asks for a folder's header by id (none: the user's root)", async () => {
    const { fake, port } = setup(() => jsonResponse(200, { data: { directory: wireFolder, root_id: 1, writable: true, breadcrumbs: [{ id: 1, name: '/' }, { id: 4, name: 'Video' }] } }));
    const header = await port.call(assetsCalls.assetFolder, { kind: 'assets/folder', folderId: '4' }, ctx);
    expect(fake.last().url).toBe('https://app.test/server/api/v1/asset-library/folder?directory=4');
    expect(header).toEqual({ id: '4', folder, rootId: '1', writable: true, breadcrumbs: [{ id: '1', name: '/' }, { id: '4', name: 'Video' }] });
    await port.call(assetsCalls.assetFolder, { kind: 'assets/folder', folderId: null }, ctx);
    expect(fake.last().url).toBe('https://app.test/server/api/v1/asset-library/folder');
  });

  it('asks for a page of the listing and reads its rows as folders and files, ids saying which', async () => {
    const page = { current_page: 2, per_page: 200, total: 402, last_page: 3, data: [{ type: 'folder', ...wireFolder }, { type: 'file', ...wireFile }], directory: wireFolder };
    const { fake, port } = setup(() => jsonResponse(200, page));
    const answer = await port.call(assetsCalls.assetItems, { kind: 'assets/items', folderId: '4', search: 'tea', page: 2, perPage: 200 }, ctx);
    expect(fake.last().url).toBe('https://app.test/server/api/v1/asset-library?directory=4&search=tea&page=2&per_page=200');
    expect(answer).toEqual({ page: 2, perPage: 200, total: 402, lastPage: 3, items: [{ id: 'folder:4', type: 'folder', folder }, { id: 'file:12', type: 'file', file }] });
  });

  it('refuses a row that is neither a folder nor a file as an invalid answer', async () => {
    const { port } = setup(() => jsonResponse(200, { current_page: 1, per_page: 200, total: 1, last_page: 1, data: [{ type: 'link', ...wireFile }] }));
    await expect(port.call(assetsCalls.assetItems, { kind: 'assets/items', folderId: '4', page: 1, perPage: 200 }, ctx)).rejects.toBeInstanceOf(AppInternalError);
  });

  it('asks for rows by id (folders[] and files[]) and for taken names (names[], exact)', async () => {
    const { fake, port } = setup(() => jsonResponse(200, { data: [{ type: 'file', ...wireFile }] }));
    expect(await port.call(assetsCalls.assetItemsById, { folders: ['4'], files: ['12', '13'] }, ctx)).toEqual([{ id: 'file:12', type: 'file', file }]);
    expect(fake.last().url).toBe('https://app.test/server/api/v1/asset-library/items?folders[]=4&files[]=12&files[]=13');
    const names = setup(() => jsonResponse(200, { current_page: 1, per_page: 999, total: 0, last_page: 1, data: [] }));
    await names.port.call(assetsCalls.assetTakenNames, { folderId: '4', names: ['a b.png', 'x,y.txt'] }, ctx);
    expect(names.fake.last().url).toBe('https://app.test/server/api/v1/asset-library?directory=4&page=1&per_page=999&names[]=a+b.png&names[]=x%2Cy.txt');
  });

  it('sends the trim as JSON numbers and uploads a source file as multipart', async () => {
    const { fake, port } = setup(() => jsonResponse(201, { data: wireFile }));
    await port.call(assetsCalls.assetTrim, { id: '12', start: 0.5, end: 2 }, ctx);
    expect([fake.last().url, fake.last().body]).toEqual(['https://app.test/server/api/v1/asset-library/file/12/trim', { start: 0.5, end: 2 }]);
    await port.call(assetsCalls.assetGroupUpload, { groupId: '3', file: new Blob(['png']), name: 'hero.png' }, ctx);
    expect(fake.last().url).toBe('https://app.test/server/api/v1/asset-group/3/file');
    expect([...(fake.last().body as FormData).keys()]).toEqual(['file']);
  });
});
