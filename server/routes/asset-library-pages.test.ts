/**
 * The library folder's paged listing (docs/api-wire.md "Asset library"): subfolders
 * first, then files, each by name as SQLite's NOCASE compares and then by id, in pages of
 * `per_page` with the total, the order the worker inserts live rows by
 * (worker/contract/asset-order.ts); its header alone; rows by id; the live announcements; and
 * the indexes at 10,000 files in one folder.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compareAssetItems, nameMatchesSearch } from '../../worker/contract/asset-order';
import { multipart, type Agent } from '../test-support/agent.ts';
import { recordQueries } from '../test-support/query-recorder.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { ASSET_LIBRARY_EVENT } from './asset-library-live.ts';

let t: TestApp;
let manager: Agent;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager@example.com');
});
afterAll(() => t.close());
beforeEach(() => t.publisher.clear());

const LIB = '/server/api/v1/asset-library';
const rootId = () => t.db.prepare('SELECT id FROM directories WHERE brand_id = 1 AND parent_id IS NULL').pluck().get() as number;
const dirId = (name: string) => t.db.prepare('SELECT id FROM directories WHERE brand_id = 1 AND name = ?').pluck().get(name) as number;

interface Row {
  readonly type: 'folder' | 'file';
  readonly id: number;
  readonly name: string;
}

/** A folder under the Acme root with these subfolders and files (inserted directly). */
function aFolder(name: string, folders: readonly string[], files: readonly string[]): number {
  const id = Number(t.db.prepare("INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (1, ?, ?, '2025-06-01T00:00:00.000Z')").run(rootId(), name).lastInsertRowid);
  const dir = t.db.prepare("INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (1, ?, ?, '2025-06-01T00:00:00.000Z')");
  for (const folder of folders) dir.run(id, folder);
  const file = t.db.prepare("INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at, directory_id) VALUES (1, 1, ?, ?, 'text/plain', 1, x'61', '2025-06-01T00:00:00.000Z', ?)");
  t.db.transaction(() => {
    for (const name of files) file.run(`/${name}`, name, id);
  })();
  return id;
}

const page = (agent: Agent, query: string) => agent.get(`${LIB}?${query}`);
const rowsOf = (body: { data: Row[] }) => body.data.map((row) => `${row.type}:${row.name}`);

// Names that sort differently by locale, by UTF-16 units, by case, or by bytes.
const AWKWARD = ['b.txt', 'B.txt', 'a_1.txt', 'a-1.txt', 'A1.txt', 'Zeta.txt', 'zeta.txt', 'é.txt', 'e.txt', 'Ω.txt', '😀.txt', '\uFB01.txt', '10.txt', '9.txt', ' space.txt', '~tilde.txt'];

describe('GET /asset-library?page&per_page (paged listing)', () => {
  it('pages a folder subfolders first, then files, in the order the worker inserts by, with the total on every page', async () => {
    const id = aFolder('Paged', ['beta', 'Alpha', 'alpha', '_under'], AWKWARD);
    const all: Row[] = [];
    for (let p = 1; p <= 3; p++) {
      const res = await page(manager, `directory=${id}&page=${p}&per_page=7`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ current_page: p, per_page: 7, total: 20, last_page: 3, from: (p - 1) * 7 + 1 });
      expect(body.data.length).toBe(p < 3 ? 7 : 6);
      // The header comes with every page, beside the paginator's keys.
      expect(body).toMatchObject({ directory: { id, name: 'Paged', path: '/Paged', folders_count: 4, files_count: 16 }, root_id: rootId(), writable: true });
      expect(body.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['/', 'Paged']);
      all.push(...body.data);
    }
    const key = (row: Row) => ({ type: row.type, name: row.name, recordId: String(row.id) });
    expect(all.map((row) => row.type)).toEqual([...Array(4).fill('folder'), ...Array(16).fill('file')]);
    expect(all.map(key)).toEqual([...all.map(key)].sort(compareAssetItems));
    expect(all.filter((row) => row.type === 'folder').map((row) => row.name)).toEqual(['_under', 'Alpha', 'alpha', 'beta']);
    // The same rows as the unpaged answer of older clients.
    const whole = (await manager.get(LIB, { query: { directory: String(id) } })).json().data;
    expect(all.map((row) => `${row.type}:${row.name}`)).toEqual([...whole.folders.map((f: Row) => `folder:${f.name}`), ...whole.files.map((f: Row) => `file:${f.name}`)]);
    // A page that spans both: the last subfolders, then the first files.
    expect(rowsOf((await page(manager, `directory=${id}&page=2&per_page=3`)).json())).toEqual(['folder:beta', 'file: space.txt', 'file:10.txt']);
    expect((await page(manager, `directory=${id}&page=1&per_page=2`)).json().data[0]).toMatchObject({ type: 'folder', path: '/Paged/_under', folders_count: 0, files_count: 0, protected: false });
  });

  it('searches names as the worker matches a row heard of live (a part of the name, ASCII letters in any case)', async () => {
    const id = aFolder('Searched', [], AWKWARD);
    for (const search of ['B', 'a_', 'a-', '1', 'É', 'é', 'ω', 'Ω', '😀', 'fi', '%', ' s', 'ZETA']) {
      const found = rowsOf((await page(manager, `directory=${id}&per_page=100&search=${encodeURIComponent(search)}`)).json());
      expect(found, search).toEqual(rowsOf((await page(manager, `directory=${id}&per_page=100`)).json()).filter((row) => nameMatchesSearch(row.slice('file:'.length), search)));
    }
  });

  it('answers past the last page with no rows and the total; defaults to page 1 of 15; reads `limit` as per_page', async () => {
    const id = aFolder('Bounds', [], Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, '0')}.txt`));
    expect((await page(manager, `directory=${id}&page=9&per_page=5`)).json()).toMatchObject({ data: [], total: 20, current_page: 9, last_page: 4, from: null });
    const first = (await page(manager, `directory=${id}&page=1`)).json();
    expect([first.data.length, first.per_page, first.total]).toEqual([15, 15, 20]);
    expect((await page(manager, `directory=${id}&per_page=999`)).json().data).toHaveLength(20);
    expect(rowsOf((await page(manager, `directory=${id}&limit=2&page=10`)).json())).toEqual(['file:f18.txt', 'file:f19.txt']);
    const searched = (await page(manager, `directory=${id}&search=F1&per_page=3`)).json();
    expect([searched.total, rowsOf(searched)]).toEqual([10, ['file:f10.txt', 'file:f11.txt', 'file:f12.txt']]);
  });

  it('refuses bad paging with a 422 naming the field as sent, and an unknown or hidden folder with a 404', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['page=0', { page: ['The page field must be at least 1.'] }],
      ['page=abc', { page: ['The page field must be an integer.'] }],
      ['per_page=1000', { per_page: ['The per page field must not be greater than 999.'] }],
      ['per_page=0', { per_page: ['The per page field must be at least 1.'] }],
      ['limit=1.5', { limit: ['The limit field must be an integer.'] }],
      ['page=1&directory=x', { directory: ['The directory field must be an integer.'] }],
      [`page=1&${Array.from({ length: 101 }, (_, i) => `names[]=n${i}`).join('&')}`, { names: ['The names field must not have more than 100 items.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await page(manager, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message: Object.values(errors)[0]![0], errors });
    }
    expect((await page(manager, 'directory=99999&page=1')).statusCode).toBe(404);
    const editor = await t.signIn('editor@example.com');
    expect((await page(editor, `directory=${dirId('Video')}&page=1`)).statusCode).toBe(404);
    expect((await page(editor, 'page=1')).json()).toMatchObject({ directory: { name: 'editor-3' }, total: 1, data: [{ type: 'file', name: 'draft-banner.png' }] });
  });

  it('answers which of some exact names the folder holds (the upload list’s question), commas and case as they are', async () => {
    const id = aFolder('Names', ['logo.svg'], ['logo.svg', 'Report, final.pdf', 'notes.txt']);
    const res = await page(manager, `directory=${id}&per_page=100&names[]=${encodeURIComponent('Report, final.pdf')}&names[]=LOGO.SVG&names[]=notes.txt&names[]=logo.svg`);
    expect(rowsOf(res.json())).toEqual(['folder:logo.svg', 'file:logo.svg', 'file:notes.txt', 'file:Report, final.pdf']);
  });
});

describe('GET /asset-library/folder and /asset-library/items', () => {
  it('answers a folder’s header alone, the user’s root without a directory', async () => {
    const res = await manager.get(`${LIB}/folder`, { query: { directory: String(dirId('Video')) } });
    expect(res.json().data).toEqual({
      directory: expect.objectContaining({ name: 'Video', path: '/Video', files_count: 2, protected: false }),
      root_id: rootId(),
      writable: true,
      breadcrumbs: [{ id: rootId(), name: '/' }, { id: dirId('Video'), name: 'Video' }],
    });
    const editor = await t.signIn('editor@example.com');
    expect((await editor.get(`${LIB}/folder`)).json().data.directory).toMatchObject({ name: 'editor-3', protected: true });
    expect((await editor.get(`${LIB}/folder`, { query: { directory: String(dirId('Video')) } })).statusCode).toBe(404);
  });

  it('answers listing rows by id, leaving out what the user may not see, at most 100 of each kind', async () => {
    const video = dirId('Video');
    const teaser = t.db.prepare("SELECT id FROM files WHERE name = 'product-teaser.webm'").pluck().get() as number;
    const draft = t.db.prepare("SELECT id FROM files WHERE name = 'draft-banner.png'").pluck().get() as number;
    const query = `folders[]=${video}&folders[]=99999&files[]=${teaser}&files[]=${draft}`;
    const all = (await manager.get(`${LIB}/items?${query}`)).json().data;
    expect(all.map((row: Row) => `${row.type}:${row.name}`)).toEqual(['folder:Video', 'file:product-teaser.webm', 'file:draft-banner.png']);
    expect(all[0]).toMatchObject({ parent_id: rootId(), path: '/Video', files_count: 2 });
    const editor = await t.signIn('editor@example.com');
    expect((await editor.get(`${LIB}/items?${query}`)).json().data.map((row: Row) => row.name)).toEqual(['draft-banner.png']);
    const many = await manager.get(`${LIB}/items?${Array.from({ length: 101 }, (_, i) => `files[]=${i + 1}`).join('&')}`);
    expect([many.statusCode, many.json().errors]).toEqual([422, { files: ['The files field must not have more than 100 items.'] }]);
  });
});

describe('AssetLibraryUpdated', () => {
  const announced = () => t.publisher.messages.filter((m) => m.event === ASSET_LIBRARY_EVENT).map((m) => [m.channel, (m.data as { action: string }).action, (m.data as { item: unknown }).item]);
  const upload = (fields: Record<string, string>, name: string) => ({ raw: multipart(fields, [{ field: 'file', filename: name, content: 'hello', type: 'text/plain' }]) });

  it('announces each row created, replaced, renamed and deleted, with the folder it is listed in', async () => {
    const root = rootId();
    const created = await manager.post('/server/api/v1/uploads/file', undefined, upload({ path: '/Live/Deep' }, 'a.txt'));
    expect(created.statusCode).toBe(201);
    const live = dirId('Live');
    const deep = dirId('Deep');
    const first = created.json().data.id as number;
    expect(announced()).toEqual([
      ['private-brand.acme', 'created', { type: 'folder', id: live, directoryId: root }],
      ['private-brand.acme', 'created', { type: 'folder', id: deep, directoryId: live }],
      ['private-brand.acme', 'created', { type: 'file', id: first, directoryId: deep }],
    ]);
    t.publisher.clear();
    const replaced = (await manager.post('/server/api/v1/uploads/file', undefined, upload({ path: '/Live/Deep', action: 'replace' }, 'a.txt'))).json().data.id as number;
    expect(announced()).toEqual([
      ['private-brand.acme', 'deleted', { type: 'file', id: first, directoryId: deep }],
      ['private-brand.acme', 'created', { type: 'file', id: replaced, directoryId: deep }],
    ]);
    t.publisher.clear();
    const folder = (await manager.post(`${LIB}/directory`, { parent_id: live, name: 'Other' })).json().data.id as number;
    await manager.put(`${LIB}/directory/${folder}`, { name: 'Renamed' });
    await manager.delete(`${LIB}/directory/${folder}`);
    await manager.delete(`${LIB}/file/${replaced}`);
    expect(announced()).toEqual([
      ['private-brand.acme', 'created', { type: 'folder', id: folder, directoryId: live }],
      ['private-brand.acme', 'updated', { type: 'folder', id: folder, directoryId: live }],
      ['private-brand.acme', 'deleted', { type: 'folder', id: folder, directoryId: live }],
      ['private-brand.acme', 'deleted', { type: 'file', id: replaced, directoryId: deep }],
    ]);
    t.publisher.clear();
    const teaser = t.db.prepare("SELECT id FROM files WHERE name = 'product-teaser.webm'").pluck().get() as number;
    const copy = (await manager.post(`${LIB}/file/${teaser}/trim`, { start: 0, end: 1 })).json().data.id as number;
    expect(announced()).toEqual([['private-brand.acme', 'created', { type: 'file', id: copy, directoryId: dirId('Video') }]]);
  });

  it('announces nothing for a write that was refused', async () => {
    expect((await manager.post(`${LIB}/directory`, { parent_id: rootId(), name: 'a/b' })).statusCode).toBe(422);
    expect((await manager.delete(`${LIB}/directory/${dirId('Logos')}`)).statusCode).toBe(422);
    expect(announced()).toEqual([]);
  });
});

describe('a folder of 10,000 files', () => {
  it('reads any page through the indexes: no table scan, no sort of the folder', async () => {
    const id = aFolder('Huge', Array.from({ length: 30 }, (_, i) => `sub ${i}`), Array.from({ length: 10_000 }, (_, i) => `file ${String((i * 7919) % 10_000).padStart(5, '0')}.png`));
    const rec = recordQueries(t.db);
    try {
      for (const query of [`directory=${id}&page=1&per_page=200`, `directory=${id}&page=40&per_page=200`, `directory=${id}&page=2&per_page=200&search=file 01`]) {
        rec.clear();
        const res = await page(manager, query);
        expect(res.statusCode).toBe(200);
        const plans = rec.queries.filter((q) => /^\s*SELECT/i.test(q.sql) && /FROM (directories d|files f)\b/.test(q.sql)).map((q) => rec.planOf(q).join(' / '));
        expect(plans.length, query).toBeGreaterThanOrEqual(3);
        for (const plan of plans) {
          expect(plan, query).not.toMatch(/(^|\/ )SCAN (d|f|files|directories)\b/);
          expect(plan, query).not.toContain('TEMP B-TREE');
        }
      }
    } finally {
      rec.stop();
    }
    const last = (await page(manager, `directory=${id}&page=51&per_page=200`)).json();
    expect([last.total, last.data.length, last.data.at(-1).name]).toEqual([10_030, 30, 'file 09999.png']);
  });
});
