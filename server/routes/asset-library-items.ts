/**
 * The rows of a library folder's listing: its subfolders (with their counts) and its files, as
 * one list in the listing's order (worker/contract/asset-order.ts: subfolders first, each by name
 * as NOCASE compares, then the id), read a page at a time through the indexes of migration 018.
 *
 *   page p of n rows:  offset (p − 1) × n ─▶ subfolders from that offset (while any are left)
 *                                         └▶ then files from offset − the folder's subfolder count
 *
 * Each row says what it is (`type`), so one paged list carries both (docs/assets.md).
 */
import type { Db } from '../db/database.ts';
import { type DirectoryRow, directoryPath } from './asset-directories.ts';
import { FILE_COLUMNS, fileJson } from './asset-file-json.ts';

/** A directory row with the figures its tile shows. */
interface FolderRow extends DirectoryRow {
  readonly folders_count: number;
  readonly files_count: number;
  readonly upload_root: number;
}

const FOLDER_SELECT =
  'SELECT d.*, (SELECT COUNT(*) FROM directories c WHERE c.brand_id = d.brand_id AND c.parent_id = d.id) AS folders_count, (SELECT COUNT(*) FROM files f WHERE f.directory_id = d.id) AS files_count, EXISTS (SELECT 1 FROM brand_users b WHERE b.uploads_root_directory_id = d.id) AS upload_root FROM directories d';

function folderRowJson(row: FolderRow, path: string) {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    path,
    created_at: row.created_at,
    folders_count: row.folders_count,
    files_count: row.files_count,
    /** Someone's upload folder (or the brand root): it cannot be renamed or deleted. */
    protected: row.parent_id === null || row.upload_root === 1,
  };
}

/** One folder as its tile and the page's header show it. */
export function folderJson(db: Db, dir: DirectoryRow) {
  const row = db.prepare(`${FOLDER_SELECT} WHERE d.id = ?`).get(dir.id) as FolderRow;
  return folderRowJson(row, directoryPath(db, dir));
}

/** What narrows a folder's listing: a part of the name, or exact file names (the upload's question). */
export interface ListingFilter {
  /** `name LIKE` pattern (`%part%`, escaped), or null. */
  readonly like: string | null;
  /** Exact names, or null. */
  readonly names: readonly string[] | null;
}

function filterSql(filter: ListingFilter, alias: string): string {
  return `${filter.like === null ? '' : ` AND ${alias}.name LIKE @like ESCAPE '\\'`}${filter.names === null ? '' : ` AND ${alias}.name IN (SELECT value FROM json_each(@names))`}`;
}

function filterParams(filter: ListingFilter) {
  return { like: filter.like, names: filter.names === null ? null : JSON.stringify(filter.names) };
}

export interface ListingPage {
  readonly items: Record<string, unknown>[];
  readonly total: number;
}

/** Rows `offset` to `offset + limit` of the folder's listing, and how many rows it has. */
export function folderItems(db: Db, dir: DirectoryRow, filter: ListingFilter, offset: number, limit: number): ListingPage {
  const params = { brand: dir.brand_id, id: dir.id, ...filterParams(filter) };
  // The folder belongs to the brand (checked by the caller): its files need no brand condition,
  // which lets SQLite walk files (directory_id, name) in order instead of files (brand_id, directory_id).
  const folderWhere = `d.brand_id = @brand AND d.parent_id = @id${filterSql(filter, 'd')}`;
  const fileWhere = `f.directory_id = @id${filterSql(filter, 'f')}`;
  const folderTotal = db.prepare(`SELECT COUNT(*) FROM directories d WHERE ${folderWhere}`).pluck().get(params) as number;
  const fileTotal = db.prepare(`SELECT COUNT(*) FROM files f WHERE ${fileWhere}`).pluck().get(params) as number;
  const folders =
    offset < folderTotal ? (db.prepare(`${FOLDER_SELECT} WHERE ${folderWhere} ORDER BY d.name COLLATE NOCASE, d.id LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as FolderRow[]) : [];
  const fileLimit = limit - folders.length;
  const files =
    fileLimit > 0 && fileTotal > 0
      ? (db
          .prepare(`SELECT ${FILE_COLUMNS}, u.name AS user_name FROM files f LEFT JOIN users u ON u.id = f.user_id WHERE ${fileWhere} ORDER BY f.name COLLATE NOCASE, f.id LIMIT @limit OFFSET @offset`)
          .all({ ...params, limit: fileLimit, offset: Math.max(0, offset - folderTotal) }) as Parameters<typeof fileJson>[0][])
      : [];
  // Every subfolder's path is the folder's own path and its name: one walk up, not one per row.
  const path = directoryPath(db, dir);
  const prefix = path === '/' ? '/' : `${path}/`;
  return {
    items: [...folders.map((row) => ({ type: 'folder', ...folderRowJson(row, `${prefix}${row.name}`) })), ...files.map((row) => ({ type: 'file', ...fileJson(row) }))],
    total: folderTotal + fileTotal,
  };
}

/** Listing rows by id (a row heard of live, fetched for the folder that may show it). */
export function folderItemsById(db: Db, brandId: number, folderIds: readonly number[], fileIds: readonly number[], visible: (dir: DirectoryRow) => boolean): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  if (folderIds.length > 0) {
    const rows = db.prepare(`${FOLDER_SELECT} WHERE d.brand_id = ? AND d.id IN (SELECT value FROM json_each(?)) ORDER BY d.id`).all(brandId, JSON.stringify(folderIds)) as FolderRow[];
    for (const row of rows) if (visible(row)) items.push({ type: 'folder', ...folderRowJson(row, directoryPath(db, row)) });
  }
  if (fileIds.length > 0) {
    const rows = db
      .prepare(`SELECT ${FILE_COLUMNS}, u.name AS user_name FROM files f LEFT JOIN users u ON u.id = f.user_id WHERE f.brand_id = ? AND f.directory_id IS NOT NULL AND f.id IN (SELECT value FROM json_each(?)) ORDER BY f.id`)
      .all(brandId, JSON.stringify(fileIds)) as Parameters<typeof fileJson>[0][];
    const folders = new Map<number, boolean>();
    for (const row of rows) {
      const dirId = row.directory_id as number;
      if (!folders.has(dirId)) {
        const dir = db.prepare('SELECT * FROM directories WHERE id = ?').get(dirId) as DirectoryRow | undefined;
        folders.set(dirId, dir !== undefined && visible(dir));
      }
      if (folders.get(dirId) === true) items.push({ type: 'file', ...fileJson(row) });
    }
  }
  return items;
}
