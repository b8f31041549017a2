/**
 * The asset library, source files and the video editor's trim. Pages watch a folder's header, its
 * listing (a windowed list of subfolders and files, paged from the server: docs/engine.md
 * "Windows"), one file, or a group's files.
 *
 *   the user's own write ─▶ its answer (or the row fetched by id) ─▶ records/changed|removed ─▶
 *                           the listing puts the row in place or takes it out (no refetch)
 *   someone else's write ─▶ AssetLibraryUpdated (live.ts) ─▶ the same, through the id queue
 *   a rename             ─▶ the listing holding it refetches (the name moves it), and the
 *                           headers and files below it (breadcrumbs, paths)
 */
import { assetItemKey, compareAssetItems, nameMatchesSearch, parseAssetItemKey } from '../../contract/asset-order';
import type { AssetFile, AssetFolderHeader, AssetItem, AssetItemsQuery, AssetGroupFiles } from '../../contract/assets';
import type { Command, CommandResult } from '../../contract/commands';
import type { Envelope } from '../../contract/events';
import type { CommandContext } from '../../engine/commands/command-context';
import { defineWrite, emitInvalidated } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { recordKey, resourceKey, type QueryKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../../engine/commands/command-failure';
import type { CommandHandlers } from '../domain';
import { defineDomain } from '../domain';
import { assetsCalls } from './calls';
import type { ItemIds } from './contract';
import { assetsLive, assetsPatchers } from './live';
import { trackUpload } from '../uploads';

/** Names asked about per call (the server takes up to 100). */
const NAMES_PER_CALL = 50;

/** The rows' own ids by kind (`folder:4`, `file:12` → folders [4], files [12]). */
function itemIds(keys: readonly string[]): ItemIds {
  const folders: string[] = [];
  const files: string[] = [];
  for (const key of keys) {
    const parsed = parseAssetItemKey(key);
    if (parsed?.type === 'folder') folders.push(parsed.id);
    else if (parsed?.type === 'file') files.push(parsed.id);
  }
  return { folders, files };
}

/** What the listing's order reads of a row. */
const ordered = (item: AssetItem) => (item.type === 'folder' ? { type: item.type, name: item.folder.name, recordId: item.folder.id } : { type: item.type, name: item.file.name, recordId: item.file.id });

/** Whether a row belongs in this folder's listing (and its search, as the server matches names). */
function inListing(query: AssetItemsQuery, item: AssetItem): boolean {
  const parent = item.type === 'folder' ? item.folder.parentId : item.file.directoryId;
  const name = item.type === 'folder' ? item.folder.name : item.file.name;
  return parent === query.folderId && (!query.search || nameMatchesSearch(name, query.search));
}

const queries = {
  'assets/folder': {
    kind: 'assets/folder',
    shape: 'record',
    resource: () => 'asset-folder',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, assetsCalls.assetFolder, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'assets/folder', AssetFolderHeader>,
  'assets/items': {
    kind: 'assets/items',
    shape: 'list',
    resource: () => 'asset-item',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, assetsCalls.assetItems, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    loadIds: (rt, _query, ids, { brand, signal }) => execute(rt, callSpec(rt, assetsCalls.assetItemsById, itemIds(ids), { scope: 'brand', brand, signal, toast: 'never' })),
    matches: inListing,
    order: (a, b) => compareAssetItems(ordered(a), ordered(b)),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'assets/items', AssetItem>,
  'assets/file': {
    kind: 'assets/file',
    shape: 'record',
    resource: () => 'asset-file',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, assetsCalls.assetFile, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'assets/file', AssetFile>,
  'assets/group-files': {
    kind: 'assets/group-files',
    shape: 'record',
    resource: () => 'asset-group',
    load: async (rt, query, { brand, signal }) => {
      const done = await execute(rt, callSpec(rt, assetsCalls.assetGroupFiles, query.groupId, { scope: 'brand', brand, signal, toast: 'except-not-found' }));
      return done.ok ? { ...done, value: { id: query.groupId, files: done.value } } : done;
    },
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'assets/group-files', AssetGroupFiles>,
};

type RecordEvent = Extract<Envelope['event'], { type: 'records/changed' | 'records/removed' }>;

function emitAll(ctx: CommandContext, events: readonly RecordEvent[]): void {
  const brand = ctx.state().brand.identifier;
  for (const event of events) ctx.emit({ event, source: 'command', brand });
}

/** A listing row as a write's answer gives it. */
const folderRow = (folder: Extract<AssetItem, { type: 'folder' }>['folder']): AssetItem => ({ id: assetItemKey('folder', folder.id), type: 'folder', folder });
const fileRow = (file: AssetFile): AssetItem => ({ id: assetItemKey('file', file.id), type: 'file', file });
const changed = (item: AssetItem): RecordEvent => ({ type: 'records/changed', resource: 'asset-item', id: item.id, record: item });

/** A folder's tile in its parent's listing (its counts): the listing showing it refetches. */
const folderTile = (folderId: string): QueryKey => recordKey('asset-item', assetItemKey('folder', folderId));

/** Sends a write; on success these record events (its answer) reach the watches, before what it makes stale. */
function withRecords<C extends Command, T>(send: (ctx: CommandContext, command: C) => Promise<Outcome<T>>, events: (value: T, command: C) => readonly RecordEvent[]) {
  return async (ctx: CommandContext, command: C): Promise<Outcome<T>> => {
    const done = await send(ctx, command);
    if (done.ok) emitAll(ctx, events(done.value, command));
    return done;
  };
}

const answerId = (value: { readonly id: string }): CommandResult => ({ ok: true, id: value.id });
const nothingStale = (): readonly QueryKey[] => [];

/**
 * An upload answers only its id (the spec's contract): the row is fetched by id for the listing,
 * and its folder's tile (counts) is refetched where it is shown. The upload is done without
 * waiting for it (the next file goes); a row that cannot be fetched is left to the live event, or
 * to the next load. (Its folder is known only from the fetched row, after the command answered:
 * the one write whose keys are emitted here rather than declared.)
 */
async function showUploaded(ctx: CommandContext, id: string): Promise<void> {
  const fetched = await run(ctx, callSpec(ctx, assetsCalls.assetItemsById, { folders: [], files: [id] }, quiet));
  if (!fetched.ok) return;
  emitAll(ctx, fetched.value.map(changed));
  emitInvalidated(ctx, fetched.value.flatMap((item) => (item.type === 'file' && item.file.directoryId !== null ? [folderTile(item.file.directoryId)] : [])));
}

/** Which of `names` files of the folder have, asked in chunks the server takes. */
async function takenNames(ctx: CommandContext, folderId: string, names: readonly string[]): Promise<CommandResult> {
  const taken = new Set<string>();
  const unique = [...new Set(names)];
  for (let at = 0; at < unique.length; at += NAMES_PER_CALL) {
    const done = await run(ctx, callSpec(ctx, assetsCalls.assetTakenNames, { folderId, names: unique.slice(at, at + NAMES_PER_CALL) }, { scope: 'brand' }));
    if (!done.ok) return commandFailure(done);
    for (const item of done.value.items) if (item.type === 'file') taken.add(item.file.name);
  }
  return { ok: true, names: unique.filter((name) => taken.has(name)) };
}

// Each file's outcome shows next to it (uploads) or in the dialog (folders): no toast on failure.
const quiet = { scope: 'brand', toast: 'never' } as const;

const commands = {
  async 'assets/file-content'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, assetsCalls.assetFileContent, id, quiet));
    return done.ok ? { ok: true, file: { blob: done.value.blob, name: done.value.filename ?? `file-${id}` } } : commandFailure(done);
  },
  'assets/upload': async (ctx, c) => {
    const done = await trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, assetsCalls.assetUpload, { path: c.path, file: c.file, name: c.name, duration: c.duration, action: c.action }, { ...quiet, ...progress })));
    if (!done.ok) return commandFailure(done);
    void showUploaded(ctx, done.value.id);
    return { ok: true, id: done.value.id };
  },
  'assets/create-folder': defineWrite({
    write: withRecords((ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetFolderCreate, { parentId: c.parentId, name: c.name }, quiet)), (folder) => [changed(folderRow(folder))]),
    invalidates: nothingStale,
    answer: answerId,
  }),
  'assets/rename-folder': defineWrite({
    write: (ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetFolderRename, { id: c.id, name: c.name }, quiet)),
    // Its new name may move it: the listing holding it refetches; headers and paths below it too.
    invalidates: (c) => [folderTile(c.id), resourceKey('asset-folder'), resourceKey('asset-file')],
  }),
  'assets/delete-folder': defineWrite({
    write: withRecords((ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetFolderDelete, c.id, quiet)), (_done, c) => [{ type: 'records/removed', resource: 'asset-item', id: assetItemKey('folder', c.id) }]),
    invalidates: (c) => [recordKey('asset-folder', c.id)],
  }),
  'assets/delete-file': defineWrite({
    write: withRecords((ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetFileDelete, c.id, { scope: 'brand' })), (_done, c) => [{ type: 'records/removed', resource: 'asset-item', id: assetItemKey('file', c.id) }]),
    invalidates: (c) => [recordKey('asset-file', c.id)],
  }),
  'assets/trim': defineWrite({
    write: withRecords((ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetTrim, { id: c.id, start: c.start, end: c.end }, quiet)), (file) => [changed(fileRow(file))]),
    invalidates: nothingStale,
    answer: answerId,
  }),
  'assets/taken-names': (ctx, c) => takenNames(ctx, c.folderId, c.names),
  'assets/group-upload': defineWrite({
    write: (ctx, c) => trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, assetsCalls.assetGroupUpload, { groupId: c.groupId, file: c.file, name: c.name }, { ...quiet, ...progress }))),
    invalidates: () => [resourceKey('asset-group')],
    answer: answerId,
  }),
  'assets/group-delete-file': defineWrite({
    write: (ctx, c) => run(ctx, callSpec(ctx, assetsCalls.assetGroupFileDelete, { groupId: c.groupId, fileId: c.fileId }, { scope: 'brand' })),
    invalidates: () => [resourceKey('asset-group')],
  }),
} satisfies CommandHandlers;

export const assetsDomain = defineDomain({ calls: assetsCalls, queries, commands, live: assetsLive, patchers: assetsPatchers });
