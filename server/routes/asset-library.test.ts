import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { multipart } from '../test-support/agent.ts';
import { createTestApp, rowCounts, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIB = '/server/api/v1/asset-library';
const dirId = (brandId: number, name: string) => t.db.prepare('SELECT id FROM directories WHERE brand_id = ? AND name = ?').pluck().get(brandId, name) as number;
const fileId = (name: string) => t.db.prepare('SELECT id FROM files WHERE name = ? ORDER BY id LIMIT 1').pluck().get(name) as number;
const upload = (fields: Record<string, string>, name = 'notes.txt', content = 'hello world', type = 'text/plain') => ({ raw: multipart(fields, [{ field: 'file', filename: name, content, type }]) });

describe('GET /asset-library (folder listing)', () => {
  it('opens the brand root for a manager: subfolders with counts, files with size, uploader and duration', async () => {
    const res = await (await t.signIn('manager@example.com')).get(LIB);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.directory).toMatchObject({ path: '/', parent_id: null });
    expect(data.writable).toBe(true);
    expect(data.breadcrumbs).toEqual([{ id: data.directory.id, name: '/' }]);
    expect(data.folders.map((f: { name: string }) => f.name)).toEqual(['Campaigns', 'editor-3', 'editor-7', 'Logos', 'Video']);
    expect(data.folders.find((f: { name: string }) => f.name === 'Campaigns')).toMatchObject({ path: '/Campaigns', folders_count: 2, files_count: 0 });
    expect(data.files).toEqual([expect.objectContaining({ name: 'brand-guidelines.txt', mime: 'text/plain', uploaded_by: { id: 1, name: 'Marta Manager' } })]);
  });

  it('lists a subfolder with its breadcrumb path, and searches by name within it only', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data } = (await agent.get(LIB, { query: { directory: String(dirId(1, 'Video')) } })).json();
    expect(data.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['/', 'Video']);
    expect(data.files.map((f: { name: string; duration: number | null }) => [f.name, f.duration])).toEqual([['jingle.wav', 2], ['product-teaser.webm', 3]]);
    const searched = (await agent.get(LIB, { query: { directory: String(dirId(1, 'Video')), search: 'TEASER' } })).json().data;
    expect(searched.files.map((f: { name: string }) => f.name)).toEqual(['product-teaser.webm']);
    const underscore = (await agent.get(LIB, { query: { search: '_' } })).json().data;
    expect(underscore.folders).toEqual([]);
  });

  it("starts an editor outside collaborative mode in their own folder, and hides the rest (404)", async () => {
    const editor = await t.signIn('editor@example.com');
    const { data } = (await editor.get(LIB)).json();
    expect(data.directory).toMatchObject({ name: 'editor-3', path: '/editor-3' });
    expect(data.breadcrumbs).toEqual([{ id: data.directory.id, name: 'editor-3' }]);
    expect(data.files.map((f: { name: string }) => f.name)).toEqual(['draft-banner.png']);
    expect((await editor.get(LIB, { query: { directory: String(dirId(1, 'Video')) } })).statusCode).toBe(404);
    expect((await editor.get(`${LIB}/file/${fileId('product-teaser.webm')}`)).statusCode).toBe(404);
  });

  it('shares the brand root in collaborative mode, and never shows another brand’s folder', async () => {
    const editor = await t.signIn('editor@example.com', 'globex');
    expect((await editor.get(LIB)).json().data.directory.path).toBe('/');
    const manager = await t.signIn('manager@example.com', 'globex');
    expect((await manager.get(LIB, { query: { directory: String(dirId(1, 'Video')) } })).statusCode).toBe(404);
    expect((await (await t.guest()).get(LIB, { brand: 'acme' })).statusCode).toBe(401);
    expect((await editor.get(LIB, { brand: 'initech' })).statusCode).toBe(403);
  });
});

describe('folders', () => {
  it('creates, renames (moving its files’ paths) and deletes an empty folder', async () => {
    const agent = await t.signIn('manager@example.com');
    const logos = dirId(1, 'Logos');
    const created = await agent.post(`${LIB}/directory`, { parent_id: logos, name: ' Print ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Print', path: '/Logos/Print', parent_id: logos });
    const id = created.json().data.id as number;
    await agent.post('/server/api/v1/uploads/file', undefined, upload({ path: '/Logos/Print' }, 'a.txt'));
    const renamed = await agent.put(`${LIB}/directory/${id}`, { name: 'Press' });
    expect(renamed.json().data.path).toBe('/Logos/Press');
    expect(t.db.prepare('SELECT path FROM files WHERE directory_id = ?').pluck().all(id)).toEqual(['/Logos/Press']);
    const notEmpty = await agent.delete(`${LIB}/directory/${id}`);
    expect(notEmpty.statusCode).toBe(422);
    expect(notEmpty.json().errors).toEqual({ directory: ['The folder is not empty.'] });
    expect((await agent.delete(`${LIB}/file/${fileId('a.txt')}`)).statusCode).toBe(204);
    expect((await agent.delete(`${LIB}/directory/${id}`)).statusCode).toBe(204);
    expect((await agent.get(LIB, { query: { directory: String(id) } })).statusCode).toBe(404);
  });

  it('refuses bad and duplicate names (422 on name), the root (403) and visitors (403)', async () => {
    const agent = await t.signIn('manager@example.com');
    const root = (await agent.get(LIB)).json().data.directory.id as number;
    const bad = async (name: string) => (await agent.post(`${LIB}/directory`, { parent_id: root, name })).json().errors?.name;
    expect(await bad('')).toEqual(['The name field is required.']);
    expect(await bad('a/b')).toEqual(['The name field may not contain slashes or be . or ..']);
    expect(await bad('logos')).toEqual(['A folder with this name already exists here.']);
    expect((await agent.put(`${LIB}/directory/${root}`, { name: 'x' })).statusCode).toBe(403);
    // An editor's upload folder stays: deleting it would leave them at the brand root.
    expect((await agent.delete(`${LIB}/directory/${dirId(1, 'editor-7')}`)).statusCode).toBe(403);
    expect((await agent.get(LIB)).json().data.folders.filter((f: { protected: boolean }) => f.protected).map((f: { name: string }) => f.name)).toEqual(['editor-3', 'editor-7']);
    // Row counts (a full snapshot would serialise every stored blob): nothing was added or removed.
    const before = rowCounts(t.db);
    const visitor = await t.signIn('visitor@example.com');
    expect((await visitor.get(LIB)).json().data.writable).toBe(false);
    expect((await visitor.post(`${LIB}/directory`, { parent_id: root, name: 'Nope' })).statusCode).toBe(403);
    expect((await visitor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/' }))).statusCode).toBe(403);
    expect((await visitor.delete(`${LIB}/file/${fileId('jingle.wav')}`)).statusCode).toBe(403);
    expect(rowCounts(t.db)).toEqual(before);
  });
});

describe('POST /uploads/file (the upload directory rule)', () => {
  it('lets an editor outside collaborative mode upload only below their own folder', async () => {
    const editor = await t.signIn('editor@example.com');
    const outside = await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/' }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ path: ['The path must be inside your upload folder /editor-3.'] });
    expect((await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/editor-3/../Video' }))).statusCode).toBe(422);
    const inside = await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/editor-3/Drafts', duration: '' }));
    expect(inside.statusCode).toBe(201);
    expect(inside.json().data).toMatchObject({ name: 'notes.txt', path: '/editor-3/Drafts', size: 11 });
    expect((await editor.get(LIB)).json().data.folders.map((f: { name: string }) => f.name)).toEqual(['Drafts']);
  });

  it('lets everyone upload anywhere in collaborative mode, keeps both or replaces by name, and counts storage live', async () => {
    const editor = await t.signIn('editor@example.com', 'globex');
    const used = () => t.db.prepare('SELECT storage_used_kib FROM brands WHERE id = 2').pluck().get() as number;
    const start = used();
    t.publisher.messages.length = 0;
    const first = await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/' }, 'a.txt', 'x'.repeat(2048)));
    expect(first.json().data.name).toBe('a.txt');
    expect(used()).toBe(start + 2);
    expect(t.publisher.messages.some((m) => m.event === LIVE_EVENTS.BrandStoreUsageCalculated)).toBe(true);
    expect((await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/', action: 'keep' }, 'a.txt'))).json().data.name).toBe('a (2).txt');
    expect((await editor.post('/server/api/v1/uploads/file', undefined, upload({ path: '/', action: 'replace' }, 'a.txt', 'y'))).json().data.name).toBe('a.txt');
    const names = (await editor.get(LIB)).json().data.files.map((f: { name: string; size: number }) => [f.name, f.size]);
    expect(names).toEqual([['a (2).txt', 11], ['a.txt', 1]]);
    expect(used()).toBe(start + 2);
  });

  it('answers the server’s message when the storage is full', async () => {
    const full = await (await t.signIn('manager@example.com', 'umbrella')).post('/server/api/v1/uploads/file', undefined, upload({ path: '/' }));
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({ file: ['The brand storage is full.'] });
  });
});

describe('file content and the video editor’s trim', () => {
  it('serves the bytes with their type to members only, with byte ranges', async () => {
    const id = fileId('product-teaser.webm');
    const agent = await t.signIn('manager@example.com', null);
    expect(id).toBe(1); // the seed's file 1 is the demo video (shell-routes visits video-editor/1)
    const res = await agent.get(`/server/api/v1/files/${id}/content?brand=acme`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-disposition']).toBe(`inline; filename="product-teaser.webm"; filename*=UTF-8''product-teaser.webm`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    const size = res.rawPayload.length;
    const part = await agent.get(`/server/api/v1/files/${id}/content?brand=acme`, { headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.length).toBe(100);
    expect((await agent.get(`/server/api/v1/files/${id}/content?brand=acme`, { headers: { range: `bytes=${size}-` } })).statusCode).toBe(416);
    expect((await (await t.guest()).get(`/server/api/v1/files/${id}/content?brand=acme`)).statusCode).toBe(401);
    expect((await agent.get(`/server/api/v1/files/${id}/content?brand=globex`)).statusCode).toBe(404);
    expect((await (await t.signIn('editor@example.com', null)).get(`/server/api/v1/files/${id}/content?brand=initech`)).statusCode).toBe(403);
  });

  it('saves a trimmed copy of a media file beside it, validating 0 ≤ start < end ≤ duration', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = fileId('product-teaser.webm');
    const bad = await agent.post(`${LIB}/file/${id}/trim`, { start: 2, end: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ end: ['The end must not be after 3 s.'] });
    expect((await agent.post(`${LIB}/file/${id}/trim`, { start: 1, end: 1 })).json().errors).toEqual({ start: ['The start must be before the end.'] });
    expect((await agent.post(`${LIB}/file/${id}/trim`, { start: -1, end: 1 })).statusCode).toBe(422);
    const saved = await agent.post(`${LIB}/file/${id}/trim`, { start: 0.5, end: 2 });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ name: 'product-teaser (trimmed).webm', path: '/Video', duration: 1.5, meta: { source_file_id: id, trim: { start: 0.5, end: 2 } } });
    const notMedia = await agent.post(`${LIB}/file/${fileId('brand-guidelines.txt')}/trim`, { start: 0, end: 1 });
    expect(notMedia.json().errors).toEqual({ file: ['Only video and audio files can be trimmed.'] });
    expect((await agent.get(`${LIB}/file/99999`)).statusCode).toBe(404);
  });
});

describe('source files (asset group files)', () => {
  const groupOf = (brandId: number) => t.db.prepare('SELECT id FROM asset_groups WHERE brand_id = ? ORDER BY id LIMIT 1').pluck().get(brandId) as number;

  it('lists, uploads and deletes a group’s files, keeping the group’s counters and the meta in step', async () => {
    const agent = await t.signIn('manager@example.com');
    const g = groupOf(1);
    const base = `/server/api/v1/asset-group/${g}/file`;
    expect((await agent.get(base)).json().data.map((f: { name: string }) => f.name)).toEqual(['copy.txt', 'hero-image.png', 'logo.svg']);
    const metaBefore = (await agent.get('/server/api/v1/asset-group/meta')).json().data.files;
    const added = await agent.post(base, undefined, upload({}, 'copy.txt', 'abc'));
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'copy (2).txt', size: 3, asset_group_id: g, uploaded_by: { id: 1, name: 'Marta Manager' } });
    const group = (await agent.get(`/server/api/v1/asset-group/${g}`)).json().data;
    expect(group.files_count).toBe(4);
    expect((await agent.get('/server/api/v1/asset-group/meta')).json().data.files).toEqual({ files: metaBefore.files + 1, bytes: metaBefore.bytes + 3 });
    expect((await agent.delete(`${base}/${added.json().data.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/server/api/v1/asset-group/${g}`)).json().data.files_count).toBe(3);
  });

  it('answers 404 for another brand’s group or file, and 403 to visitors', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get(`/server/api/v1/asset-group/${groupOf(2)}/file`)).statusCode).toBe(404);
    expect((await agent.get('/server/api/v1/asset-group/99999/file')).statusCode).toBe(404);
    const otherFile = t.db.prepare('SELECT id FROM files WHERE asset_group_id = ?').pluck().get(groupOf(2)) as number;
    expect((await agent.delete(`/server/api/v1/asset-group/${groupOf(1)}/file/${otherFile}`)).statusCode).toBe(404);
    const visitor = await t.signIn('visitor@example.com');
    expect((await visitor.post(`/server/api/v1/asset-group/${groupOf(1)}/file`, undefined, upload({}))).statusCode).toBe(403);
  });
});
