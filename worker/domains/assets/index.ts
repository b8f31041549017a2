/**
 * The asset library, source files and the video editor's trim. Pages watch a folder listing, one
 * file, or a group's files; after a write every watch that could show it refetches (records/stale):
 * a folder's listing carries counts of its subfolders, so one change can alter several listings.
 */
import type { AssetFile, AssetFolderListing, AssetGroupFiles, AssetsResource } from '../../contract/assets';
import type { CommandResult } from '../../contract/commands';
import type { WatchedResource } from '../../contract/events';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../command-failure';
import type { CommandHandlers } from '../domain';
import { defineDomain } from '../domain';
import { assetsCalls } from './calls';
import { trackUpload } from '../uploads';

const queries = {
  'assets/folder': {
    kind: 'assets/folder',
    shape: 'record',
    resource: () => 'asset-folder',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, assetsCalls.assetFolder, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'assets/folder', AssetFolderListing>,
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

/** Runs a write; on success the watches of these resources refetch. */
async function write<T>(ctx: CommandContext, outcome: Promise<Outcome<T>>, stale: readonly (AssetsResource | WatchedResource)[], result: (value: T) => CommandResult = () => OK): Promise<CommandResult> {
  const done = await outcome;
  if (!done.ok) return commandFailure(done);
  for (const resource of stale) ctx.emit({ event: { type: 'records/stale', resource, id: null }, source: 'command', brand: ctx.state().brand.identifier });
  return result(done.value);
}

const created = (value: { id: string }): CommandResult => ({ ok: true, id: value.id });
// Each file's outcome shows next to it (uploads) or in the dialog (folders): no toast on failure.
const quiet = { scope: 'brand', toast: 'never' } as const;

const commands = {
  'assets/upload': (ctx, c) =>
    write(ctx, trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, assetsCalls.assetUpload, { path: c.path, file: c.file, name: c.name, duration: c.duration, action: c.action }, { ...quiet, ...progress }))), ['asset-folder'], created),
  'assets/create-folder': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetFolderCreate, { parentId: c.parentId, name: c.name }, quiet)), ['asset-folder'], created),
  'assets/rename-folder': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetFolderRename, { id: c.id, name: c.name }, quiet)), ['asset-folder', 'asset-file']),
  'assets/delete-folder': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetFolderDelete, c.id, quiet)), ['asset-folder']),
  'assets/delete-file': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetFileDelete, c.id, { scope: 'brand' })), ['asset-folder', 'asset-file']),
  'assets/trim': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetTrim, { id: c.id, start: c.start, end: c.end }, quiet)), ['asset-folder'], created),
  'assets/group-upload': (ctx, c) =>
    write(ctx, trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, assetsCalls.assetGroupUpload, { groupId: c.groupId, file: c.file, name: c.name }, { ...quiet, ...progress }))), ['asset-group'], created),
  'assets/group-delete-file': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, assetsCalls.assetGroupFileDelete, { groupId: c.groupId, fileId: c.fileId }, { scope: 'brand' })), ['asset-group']),
} satisfies CommandHandlers;

export const assetsDomain = defineDomain({ calls: assetsCalls, queries, commands });
