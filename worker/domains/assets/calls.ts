/**
 * Asset library and source-file calls (docs/assets.md). The upload keeps the contract of spec
 * section 7: `POST /api/v1/uploads/file` with form data file, duration, action, path.
 */
import * as v from 'valibot';
import type { AssetFolderQuery, AssetItemsQuery, UploadAction } from '../../contract/assets';
import { LIST_MAX_LIMIT } from '../../contract/limits';
import type { ItemIds } from './contract';
import { defineCall } from '../../ports/http/call';
import type { FileAnswer } from '../../ports/http/http-client';
import { resource, stringId } from '../../ports/http/laravel-primitives';
import { assetFileSchema, assetFolderSchema, fileListSchema, folderHeaderSchema, itemListSchema, itemsPageSchema } from './wire';

const idOnly = resource(v.object({ id: stringId }));

interface UploadArgs {
  readonly path: string;
  readonly file: Blob;
  readonly name: string;
  readonly duration: number | null;
  readonly action: UploadAction;
}

/** Which of some names a folder's files have (`names[]`, exact): one page of them. */
interface NamesArgs {
  readonly folderId: string;
  readonly names: readonly string[];
}

export const assetsCalls = {
  /** The folder's header (where it is, who may write): docs/api-wire.md "Asset library". */
  assetFolder: defineCall({
    name: 'assetFolder',
    method: 'GET',
    path: '/api/v1/asset-library/folder',
    request: (q: AssetFolderQuery) => (q.folderId !== null ? { query: { directory: q.folderId } } : {}),
    answer: folderHeaderSchema,
  }),
  /** A page of the folder's subfolders and files (the paged listing, our extension). */
  assetItems: defineCall({
    name: 'assetItems',
    method: 'GET',
    path: '/api/v1/asset-library',
    request: (q: AssetItemsQuery) => ({ query: { directory: q.folderId, ...(q.search ? { search: q.search } : {}), page: q.page, per_page: q.perPage } }),
    answer: itemsPageSchema,
  }),
  assetItemsById: defineCall({
    name: 'assetItemsById',
    method: 'GET',
    path: '/api/v1/asset-library/items',
    request: (ids: ItemIds) => ({ query: { ...(ids.folders.length > 0 ? { folders: ids.folders } : {}), ...(ids.files.length > 0 ? { files: ids.files } : {}) } }),
    answer: itemListSchema,
  }),
  assetTakenNames: defineCall({
    name: 'assetTakenNames',
    method: 'GET',
    path: '/api/v1/asset-library',
    // One page holds every match: at most one subfolder per name, and the files of those names.
    request: (a: NamesArgs) => ({ query: { directory: a.folderId, page: 1, per_page: LIST_MAX_LIMIT, names: a.names } }),
    answer: itemsPageSchema,
  }),
  /** A file's bytes (a file answer). */
  assetFileContent: defineCall<string, FileAnswer>({ name: 'assetFileContent', method: 'GET', path: '/api/v1/files/{id}/content', pathParams: (id) => ({ id }), returns: 'file' }),
  assetUpload: defineCall({
    name: 'assetUpload',
    method: 'POST',
    path: '/api/v1/uploads/file',
    request: (a: UploadArgs) => ({
      form: { file: { blob: a.file, name: a.name }, duration: a.duration === null ? '' : String(a.duration), action: a.action, path: a.path },
    }),
    answer: idOnly,
  }),
  assetFolderCreate: defineCall({
    name: 'assetFolderCreate',
    method: 'POST',
    path: '/api/v1/asset-library/directory',
    request: (a: { parentId: string; name: string }) => ({ body: { parent_id: Number(a.parentId), name: a.name } }),
    answer: resource(assetFolderSchema),
  }),
  assetFolderRename: defineCall({
    name: 'assetFolderRename',
    method: 'PUT',
    path: '/api/v1/asset-library/directory/{id}',
    pathParams: (a: { id: string; name: string }) => ({ id: a.id }),
    request: (a: { id: string; name: string }) => ({ body: { name: a.name } }),
    answer: resource(assetFolderSchema),
  }),
  assetFolderDelete: defineCall({ name: 'assetFolderDelete', method: 'DELETE', path: '/api/v1/asset-library/directory/{id}', pathParams: (id: string) => ({ id }) }),
  assetFile: defineCall({ name: 'assetFile', method: 'GET', path: '/api/v1/asset-library/file/{id}', pathParams: (id: string) => ({ id }), answer: resource(assetFileSchema) }),
  assetFileDelete: defineCall({ name: 'assetFileDelete', method: 'DELETE', path: '/api/v1/asset-library/file/{id}', pathParams: (id: string) => ({ id }) }),
  assetTrim: defineCall({
    name: 'assetTrim',
    method: 'POST',
    path: '/api/v1/asset-library/file/{id}/trim',
    pathParams: (a: { id: string; start: number; end: number }) => ({ id: a.id }),
    request: (a: { id: string; start: number; end: number }) => ({ body: { start: a.start, end: a.end } }),
    answer: resource(assetFileSchema),
  }),
  assetGroupFiles: defineCall({ name: 'assetGroupFiles', method: 'GET', path: '/api/v1/asset-group/{id}/file', pathParams: (id: string) => ({ id }), answer: fileListSchema }),
  assetGroupUpload: defineCall({
    name: 'assetGroupUpload',
    method: 'POST',
    path: '/api/v1/asset-group/{id}/file',
    pathParams: (a: { groupId: string; file: Blob; name: string }) => ({ id: a.groupId }),
    request: (a: { groupId: string; file: Blob; name: string }) => ({ form: { file: { blob: a.file, name: a.name } } }),
    answer: resource(assetFileSchema),
  }),
  assetGroupFileDelete: defineCall({
    name: 'assetGroupFileDelete',
    method: 'DELETE',
    path: '/api/v1/asset-group/{id}/file/{fileId}',
    pathParams: (a: { groupId: string; fileId: string }) => ({ id: a.groupId, fileId: a.fileId }),
  }),
};
