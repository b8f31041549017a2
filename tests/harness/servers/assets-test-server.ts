/**
 * Test support for the asset pages' component tests: a tiny in-memory library (folders and files)
 * and source-file groups that answer the fake network's calls by name the way the reference
 * backend does (a folder's listing paged in the server's order: subfolders, then files, by name),
 * so a write followed by the data layer's refetch shows its effect.
 */
import { assetItemKey, compareAssetItems, nameMatchesSearch } from '../../../worker/contract/asset-order';
import type { AssetFile, AssetFolder, AssetFolderHeader, AssetFolderQuery, AssetItem, AssetItemsQuery, UploadAction } from '../../../worker/contract/assets';
import type { Page } from '../../../worker/contract/page';
import type { ItemIds } from '../../../worker/domains/assets/contract';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { httpFailure } from '../../../tests/harness/http-failure';

interface Folder {
  readonly id: string;
  name: string;
  readonly parentId: string | null;
}

export function aFile(id: string, name: string, mime: string, size: number, overrides: Partial<AssetFile> = {}): AssetFile {
  return {
    id,
    name,
    mime,
    size,
    duration: null,
    path: '/',
    directoryId: '1',
    assetGroupId: null,
    createdAt: '2025-06-10T09:30:00',
    uploadedBy: { id: '1', name: 'Marta Manager' },
    trim: null,
    sourceFileId: null,
    ...overrides,
  };
}

const notFound = (model: string) => httpFailure(404, 'Not Found', { message: `No query results for model [App\\Models\\${model}].` });
const invalid = (errors: Record<string, string[]>) => httpFailure(422, 'Unprocessable Content', { message: Object.values(errors)[0]?.[0], errors }, 'POST /api/v1/test');

export interface LibraryServerOptions {
  readonly writable?: boolean;
  readonly storageFull?: boolean;
  /** More files (e.g. thousands in one folder). */
  readonly files?: readonly AssetFile[];
}

const pageOf = (items: readonly AssetItem[], page: number, perPage: number): Page<AssetItem> => ({
  items: items.slice((page - 1) * perPage, page * perPage),
  page,
  perPage,
  total: items.length,
  lastPage: Math.max(1, Math.ceil(items.length / perPage)),
});

const ordered = (item: AssetItem) => (item.type === 'folder' ? { type: item.type, name: item.folder.name, recordId: item.folder.id } : { type: item.type, name: item.file.name, recordId: item.file.id });

export function libraryServer(options: LibraryServerOptions = {}) {
  const folders: Folder[] = [
    { id: '1', name: '/', parentId: null },
    { id: '2', name: 'Logos', parentId: '1' },
    { id: '3', name: 'Video', parentId: '1' },
  ];
  const files: AssetFile[] = [
    aFile('10', 'guidelines.txt', 'text/plain', 2048, { directoryId: '1' }),
    aFile('11', 'logo.svg', 'image/svg+xml', 1536, { directoryId: '2', path: '/Logos' }),
    aFile('12', 'teaser.webm', 'video/webm', 5 * 1024 * 1024, { directoryId: '3', path: '/Video', duration: 3 }),
    ...(options.files ?? []),
  ];
  let nextId = 100;
  const pathOf = (folder: Folder): string => {
    const names: string[] = [];
    for (let f: Folder | undefined = folder; f && f.parentId !== null; f = folders.find((x) => x.id === f!.parentId)) names.unshift(f.name);
    return `/${names.join('/')}`;
  };
  const folderJson = (f: Folder): AssetFolder => ({
    id: f.id,
    name: f.name,
    path: pathOf(f),
    parentId: f.parentId,
    createdAt: '2025-06-01T08:00:00',
    foldersCount: folders.filter((x) => x.parentId === f.id).length,
    filesCount: files.filter((x) => x.directoryId === f.id).length,
    protected: f.parentId === null,
  });
  const find = (id: string) => {
    const folder = folders.find((f) => f.id === id);
    if (!folder) throw notFound('Directory');
    return folder;
  };
  const header = (q: AssetFolderQuery): AssetFolderHeader => {
    const folder = find(q.folderId ?? '1');
    const chain: Folder[] = [];
    for (let f: Folder | undefined = folder; f; f = folders.find((x) => x.id === f!.parentId)) chain.unshift(f);
    return { id: folder.id, folder: folderJson(folder), rootId: '1', writable: options.writable ?? true, breadcrumbs: chain.map((f) => ({ id: f.id, name: f.name })) };
  };
  const folderRow = (f: Folder): AssetItem => ({ id: assetItemKey('folder', f.id), type: 'folder', folder: folderJson(f) });
  const fileRow = (f: AssetFile): AssetItem => ({ id: assetItemKey('file', f.id), type: 'file', file: f });
  // A folder's rows in the server's order, kept until the next write (a listing of thousands is paged often).
  let sorted = new Map<string, AssetItem[]>();
  const rowsOf = (folderId: string): AssetItem[] => {
    // (Or a test changed `files`/`folders` itself.)
    const cached = sorted.get(`${folderId} ${files.length} ${folders.length}`);
    if (cached) return cached;
    const rows = [...folders.filter((f) => f.parentId === folderId).map(folderRow), ...files.filter((f) => f.directoryId === folderId).map(fileRow)].sort((a, b) => compareAssetItems(ordered(a), ordered(b)));
    sorted.set(`${folderId} ${files.length} ${folders.length}`, rows);
    return rows;
  };
  const nameOf = (item: AssetItem) => (item.type === 'folder' ? item.folder.name : item.file.name);
  const items = (q: AssetItemsQuery): Page<AssetItem> => {
    const rows = rowsOf(find(q.folderId).id);
    return pageOf(q.search ? rows.filter((row) => nameMatchesSearch(nameOf(row), q.search!)) : rows, q.page, q.perPage);
  };
  const wrote = <T>(value: T): T => {
    sorted = new Map();
    return value;
  };
  const byPath = (path: string) => folders.find((f) => pathOf(f) === path) ?? find('missing');

  return {
    files,
    folders,
    install({ backend }: FakePorts) {
      backend
        .autoAnswer('assetFolder', (call) => header(call.args[0] as AssetFolderQuery))
        .autoAnswer('assetItems', (call) => items(call.args[0] as AssetItemsQuery))
        .autoAnswer('assetItemsById', (call) => {
          const ids = call.args[0] as ItemIds;
          return [...folders.filter((f) => ids.folders.includes(f.id)).map(folderRow), ...files.filter((f) => ids.files.includes(f.id)).map(fileRow)];
        })
        .autoAnswer('assetTakenNames', (call) => {
          const a = call.args[0] as { folderId: string; names: readonly string[] };
          return pageOf(rowsOf(a.folderId).filter((row) => a.names.includes(nameOf(row))), 1, 999);
        })
        .autoAnswer('assetUpload', (call) => {
          const a = call.args[0] as { path: string; file: Blob; name: string; duration: number | null; action: UploadAction };
          if (options.storageFull) throw invalid({ file: ['The brand storage is full.'] });
          const folder = byPath(a.path);
          const existing = files.findIndex((f) => f.directoryId === folder.id && f.name === a.name);
          const name = existing >= 0 && a.action === 'keep' ? a.name.replace(/(\.[^.]*)?$/, ' (2)$1') : a.name;
          if (existing >= 0 && a.action === 'replace') files.splice(existing, 1);
          const id = String(nextId++);
          files.push(aFile(id, name, a.file.type || 'application/octet-stream', a.file.size, { directoryId: folder.id, path: a.path, duration: a.duration }));
          return wrote({ id });
        })
        .autoAnswer('assetFolderCreate', (call) => {
          const a = call.args[0] as { parentId: string; name: string };
          if (folders.some((f) => f.parentId === a.parentId && f.name.toLowerCase() === a.name.toLowerCase())) throw invalid({ name: ['A folder with this name already exists here.'] });
          const folder = { id: String(nextId++), name: a.name, parentId: a.parentId };
          folders.push(folder);
          return wrote(folderJson(folder));
        })
        .autoAnswer('assetFolderDelete', (call) => {
          const folder = find(call.args[0] as string);
          if (folders.some((f) => f.parentId === folder.id) || files.some((f) => f.directoryId === folder.id)) throw invalid({ directory: ['The folder is not empty.'] });
          folders.splice(folders.indexOf(folder), 1);
          return wrote(undefined);
        })
        .autoAnswer('assetFolderRename', (call) => {
          const a = call.args[0] as { id: string; name: string };
          const folder = find(a.id);
          folder.name = a.name;
          return wrote(folderJson(folder));
        })
        .autoAnswer('assetFileDelete', (call) => {
          const at = files.findIndex((f) => f.id === call.args[0]);
          if (at < 0) throw notFound('File');
          files.splice(at, 1);
          return wrote(undefined);
        })
        .autoAnswer('assetFile', (call) => {
          const file = files.find((f) => f.id === call.args[0]);
          if (!file) throw notFound('File');
          return file;
        })
        .autoAnswer('assetTrim', (call) => {
          const a = call.args[0] as { id: string; start: number; end: number };
          const source = files.find((f) => f.id === a.id)!;
          const copy = aFile(String(nextId++), source.name.replace('.', ' (trimmed).'), source.mime, source.size, { directoryId: source.directoryId, path: source.path, duration: a.end - a.start, trim: { start: a.start, end: a.end }, sourceFileId: source.id });
          files.push(copy);
          return wrote(copy);
        });
    },
  };
}
