/**
 * Asset library and source-file calls (docs/assets.md). The upload keeps the contract of spec
 * section 7: `POST /api/v1/uploads/file` with form data file, duration, action, path.
 */
import * as v from 'valibot';
import type { AssetFolderQuery, UploadAction } from '../../contract/assets';
import { defineCall } from '../../ports/http/call';
import { resource, stringId } from '../../ports/http/laravel-primitives';
import { assetFileSchema, assetFolderSchema, fileListSchema, folderListingSchema } from './wire';

const idOnly = resource(v.object({ id: stringId }));

interface UploadArgs {
  readonly path: string;
  readonly file: Blob;
  readonly name: string;
  readonly duration: number | null;
  readonly action: UploadAction;
}

export const assetsCalls = {
  assetFolder: defineCall({
    name: 'assetFolder',
    method: 'GET',
    path: '/api/v1/asset-library',
    request: (q: AssetFolderQuery) => {
      const query = { ...(q.folderId !== null ? { directory: q.folderId } : {}), ...(q.search ? { search: q.search } : {}) };
      return Object.keys(query).length > 0 ? { query } : {};
    },
    answer: folderListingSchema,
  }),
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
