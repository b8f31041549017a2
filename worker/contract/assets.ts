/**
 * The asset library (folders and files), source files (an asset group's files) and the video
 * editor's trim: entities, watchable queries and commands (docs/assets.md).
 */

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

/** One folder of the library as a page shows it; `id` is the folder's id. */
export interface AssetFolderListing {
  readonly id: string;
  readonly folder: AssetFolder;
  /** Where this user's library starts (their upload folder, or the brand root). */
  readonly rootId: string;
  /** False for visitors: they browse only. */
  readonly writable: boolean;
  /** From the user's root down to this folder. */
  readonly breadcrumbs: readonly { readonly id: string; readonly name: string }[];
  readonly folders: readonly AssetFolder[];
  readonly files: readonly AssetFile[];
}

/** The files of one asset group; `id` is the group's id. */
export interface AssetGroupFiles {
  readonly id: string;
  readonly files: readonly AssetFile[];
}

/** A folder of the library (null: the user's root), optionally searched by name within it. */
export interface AssetFolderQuery {
  readonly kind: 'assets/folder';
  readonly folderId: string | null;
  readonly search?: string;
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

export type AssetsQuery = AssetFolderQuery | AssetFileQuery | AssetGroupFilesQuery;

export interface AssetsQueryResults {
  readonly 'assets/folder': AssetFolderListing;
  readonly 'assets/file': AssetFile;
  readonly 'assets/group-files': AssetGroupFiles;
}

/** What the library's watches are about (records/stale targets). */
export type AssetsResource = 'asset-folder' | 'asset-file';

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

export type AssetsCommand =
  | UploadAssetCommand
  | CreateAssetFolderCommand
  | RenameAssetFolderCommand
  | DeleteAssetFolderCommand
  | DeleteAssetFileCommand
  | TrimAssetCommand
  | UploadGroupFileCommand
  | DeleteGroupFileCommand;
