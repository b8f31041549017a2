/**
 * The asset library (folders and files), source files (an asset group's files) and the video
 * editor's trim: entities, watchable queries and commands (docs/assets.md).
 */
import type { Page } from './page';

export interface AssetFile {
  readonly id: string;
  readonly name: string;
  readonly mime: string;
  /** Bytes. */
  readonly size: number;
  /** Seconds, for audio and video when known. */
  readonly duration: number | null;
  /** The folder's path (library files) or `/asset-groups/{id}` (source files). */
  readonly path: string;
  readonly directoryId: string | null;
  readonly assetGroupId: string | null;
  /** ISO date-time. */
  readonly createdAt: string;
  readonly uploadedBy: { readonly id: string; readonly name: string } | null;
  /** Set on a copy saved by the video editor: the part of the source it stands for. */
  readonly trim: { readonly start: number; readonly end: number } | null;
  readonly sourceFileId: string | null;
}

export interface AssetFolder {
  readonly id: string;
  /** '/' for the brand root. */
  readonly name: string;
  readonly path: string;
  readonly parentId: string | null;
  readonly createdAt: string | null;
  readonly foldersCount: number;
  readonly filesCount: number;
  /** The brand root or someone's upload folder: not renamed or deleted. */
  readonly protected: boolean;
}

/**
 * One folder of the library as the page's header shows it (`id` is the folder's id): where it is
 * and what the user may do there. Its content is the paged list `assets/items`.
 */
export interface AssetFolderHeader {
  readonly id: string;
  readonly folder: AssetFolder;
  /** Where this user's library starts (their upload folder, or the brand root). */
  readonly rootId: string;
  /** False for visitors: they browse only. */
  readonly writable: boolean;
  /** From the user's root down to this folder. */
  readonly breadcrumbs: readonly { readonly id: string; readonly name: string }[];
}

/**
 * One row of a folder's listing: a subfolder or a file. Folders and files have ids of their own,
 * so the row's id says which (`folder:4`, `file:12`: asset-order.ts assetItemKey); subfolders come first, then
 * files, each by name (worker/contract/asset-order.ts).
 */
export type AssetItem = { readonly id: string; readonly type: 'folder'; readonly folder: AssetFolder } | { readonly id: string; readonly type: 'file'; readonly file: AssetFile };

/** The files of one asset group; `id` is the group's id. */
export interface AssetGroupFiles {
  readonly id: string;
  readonly files: readonly AssetFile[];
}

/** A folder of the library as its header shows it (null: the user's root). */
export interface AssetFolderQuery {
  readonly kind: 'assets/folder';
  readonly folderId: string | null;
}
/**
 * A folder's subfolders and files, paged (a windowed list: docs/engine.md "Windows"), optionally
 * searched by name within it. The folder is named by id (the header's, for the user's root): an
 * item heard of live belongs to the list when its folder is this one.
 */
export interface AssetItemsQuery {
  readonly kind: 'assets/items';
  readonly folderId: string;
  readonly search?: string;
  readonly page: number;
  readonly perPage: number;
}
/** One library file (the video editor). */
export interface AssetFileQuery {
  readonly kind: 'assets/file';
  readonly id: string;
}
export interface AssetGroupFilesQuery {
  readonly kind: 'assets/group-files';
  readonly groupId: string;
}

export type AssetsQuery = AssetFolderQuery | AssetItemsQuery | AssetFileQuery | AssetGroupFilesQuery;

export interface AssetsQueryResults {
  readonly 'assets/folder': AssetFolderHeader;
  readonly 'assets/items': Page<AssetItem>;
  readonly 'assets/file': AssetFile;
  readonly 'assets/group-files': AssetGroupFiles;
}

/**
 * What the library's watches are about (records/* targets): a folder's header, one file (the
 * video editor), the rows of folder listings (`asset-item`, ids as AssetItem's).
 */
export type AssetsResource = 'asset-folder' | 'asset-file' | 'asset-item';

/** What to do when a file of the same name is already there: store beside it, or replace it. */
export type UploadAction = 'keep' | 'replace';

/** Uploads one file into a library folder (POST /uploads/file: file, duration, action, path). */
export interface UploadAssetCommand {
  readonly type: 'assets/upload';
  readonly path: string;
  readonly file: Blob;
  readonly name: string;
  readonly duration: number | null;
  readonly action: UploadAction;
  /** An id of the page's choosing: the upload's progress is `uploads.progress[upload]` while it runs. */
  readonly upload?: string;
}
export interface CreateAssetFolderCommand {
  readonly type: 'assets/create-folder';
  readonly parentId: string;
  readonly name: string;
}
export interface RenameAssetFolderCommand {
  readonly type: 'assets/rename-folder';
  readonly id: string;
  readonly name: string;
}
/** Deletes an empty folder (the server refuses a folder with content: 422). */
export interface DeleteAssetFolderCommand {
  readonly type: 'assets/delete-folder';
  readonly id: string;
}
export interface DeleteAssetFileCommand {
  readonly type: 'assets/delete-file';
  readonly id: string;
}
/** The video editor's "save as new file": a copy with the trim recorded (no transcoding). */
export interface TrimAssetCommand {
  readonly type: 'assets/trim';
  readonly id: string;
  readonly start: number;
  readonly end: number;
}
/**
 * Which of these names files in the folder already have (exact names): the upload list asks
 * before queueing (keep both, replace or skip), since the page holds only the rows in view.
 * Answers `names`.
 */
export interface TakenAssetNamesCommand {
  readonly type: 'assets/taken-names';
  readonly folderId: string;
  readonly names: readonly string[];
}
export interface UploadGroupFileCommand {
  readonly type: 'assets/group-upload';
  readonly groupId: string;
  readonly file: Blob;
  readonly name: string;
  /** As for assets/upload. */
  readonly upload?: string;
}
export interface DeleteGroupFileCommand {
  readonly type: 'assets/group-delete-file';
  readonly groupId: string;
  readonly fileId: string;
}

/** One file's bytes (the result's `file`): the values form's live preview shows an asset image chosen as a value. */
export interface AssetFileContentCommand {
  readonly type: 'assets/file-content';
  readonly id: string;
}

export type AssetsCommand =
  | AssetFileContentCommand
  | UploadAssetCommand
  | CreateAssetFolderCommand
  | RenameAssetFolderCommand
  | DeleteAssetFolderCommand
  | DeleteAssetFileCommand
  | TrimAssetCommand
  | TakenAssetNamesCommand
  | UploadGroupFileCommand
  | DeleteGroupFileCommand;
