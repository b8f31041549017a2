/** Wire schemas of the asset library and source files (docs/assets.md), translated. */
import * as v from 'valibot';
import type { AssetFile, AssetFolder, AssetFolderListing } from '../../contract/assets';
import { nullableString, stringId } from '../../ports/http/laravel-primitives';

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

export const assetFileSchema = v.pipe(
  v.object({
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
  }),
  v.transform(
    (f): AssetFile => ({
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
    }),
  ),
);

export const assetFolderSchema = v.pipe(
  v.object({
    id: stringId,
    name: v.string(),
    path: v.string(),
    parent_id: nullableId,
    created_at: nullableString,
    folders_count: count,
    files_count: count,
    protected: v.optional(v.boolean(), false),
  }),
  v.transform(
    (d): AssetFolder => ({ id: d.id, name: d.name, path: d.path, parentId: d.parent_id, createdAt: d.created_at, foldersCount: d.folders_count, filesCount: d.files_count, protected: d.protected }),
  ),
);

export const folderListingSchema = v.pipe(
  v.object({
    data: v.object({
      directory: assetFolderSchema,
      root_id: stringId,
      writable: v.boolean(),
      breadcrumbs: v.array(v.object({ id: stringId, name: v.string() })),
      folders: v.array(assetFolderSchema),
      files: v.array(assetFileSchema),
    }),
  }),
  v.transform(
    ({ data }): AssetFolderListing => ({
      id: data.directory.id,
      folder: data.directory,
      rootId: data.root_id,
      writable: data.writable,
      breadcrumbs: data.breadcrumbs,
      folders: data.folders,
      files: data.files,
    }),
  ),
);

export const fileListSchema = v.pipe(
  v.object({ data: v.array(assetFileSchema) }),
  v.transform((o) => o.data),
);
