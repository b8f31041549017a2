/** Wire schemas of the asset library and source files (docs/assets.md), translated. */
import * as v from 'valibot';
import { assetItemKey } from '../../contract/asset-order';
import type { AssetFile, AssetFolder, AssetFolderHeader, AssetItem } from '../../contract/assets';
import { nullableString, pageOf, stringId } from '../../ports/http/laravel-primitives';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const seconds = v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null);
const nullableId = v.optional(v.nullable(stringId), null);

const trimMeta = v.optional(
  v.nullable(
    v.looseObject({
      source_file_id: nullableId,
      trim: v.optional(v.nullable(v.object({ start: v.number(), end: v.number() })), null),
    }),
  ),
  null,
);

const fileEntries = {
  id: stringId,
  name: v.string(),
  mime: v.string(),
  size: count,
  duration: seconds,
  path: v.string(),
  directory_id: nullableId,
  asset_group_id: nullableId,
  created_at: v.string(),
  uploaded_by: v.optional(v.nullable(v.object({ id: stringId, name: v.string() })), null),
  meta: trimMeta,
};

function fileOf(f: v.InferOutput<v.ObjectSchema<typeof fileEntries, undefined>>): AssetFile {
  return {
    id: f.id,
    name: f.name,
    mime: f.mime,
    size: f.size,
    duration: f.duration,
    path: f.path,
    directoryId: f.directory_id,
    assetGroupId: f.asset_group_id,
    createdAt: f.created_at,
    uploadedBy: f.uploaded_by,
    trim: f.meta?.trim ?? null,
    sourceFileId: f.meta?.source_file_id ?? null,
  };
}

export const assetFileSchema = v.pipe(v.object(fileEntries), v.transform(fileOf));

const folderEntries = {
  id: stringId,
  name: v.string(),
  path: v.string(),
  parent_id: nullableId,
  created_at: nullableString,
  folders_count: count,
  files_count: count,
  protected: v.optional(v.boolean(), false),
};

function folderOf(d: v.InferOutput<v.ObjectSchema<typeof folderEntries, undefined>>): AssetFolder {
  return { id: d.id, name: d.name, path: d.path, parentId: d.parent_id, createdAt: d.created_at, foldersCount: d.folders_count, filesCount: d.files_count, protected: d.protected };
}

export const assetFolderSchema = v.pipe(v.object(folderEntries), v.transform(folderOf));

/** Where a folder is and what the user may do there (`GET asset-library/folder`, and every page). */
const headerEntries = {
  directory: assetFolderSchema,
  root_id: stringId,
  writable: v.boolean(),
  breadcrumbs: v.array(v.object({ id: stringId, name: v.string() })),
};

export const folderHeaderSchema = v.pipe(
  v.object({ data: v.object(headerEntries) }),
  v.transform(({ data }): AssetFolderHeader => ({ id: data.directory.id, folder: data.directory, rootId: data.root_id, writable: data.writable, breadcrumbs: data.breadcrumbs })),
);

/** A row of a folder's listing: the folder's or file's own fields and what it is. */
export const assetItemSchema = v.variant('type', [
  v.pipe(
    v.object({ type: v.literal('folder'), ...folderEntries }),
    v.transform((row): AssetItem => ({ id: assetItemKey('folder', row.id), type: 'folder', folder: folderOf(row) })),
  ),
  v.pipe(
    v.object({ type: v.literal('file'), ...fileEntries }),
    v.transform((row): AssetItem => ({ id: assetItemKey('file', row.id), type: 'file', file: fileOf(row) })),
  ),
]);

/** A page of a folder's listing (the paged `GET asset-library`); the header beside it is not read. */
export const itemsPageSchema = pageOf(assetItemSchema);

/** Listing rows by id (`GET asset-library/items`). */
export const itemListSchema = v.pipe(
  v.object({ data: v.array(assetItemSchema) }),
  v.transform((o) => o.data),
);

export const fileListSchema = v.pipe(
  v.object({ data: v.array(assetFileSchema) }),
  v.transform((o) => o.data),
);
