/** How a stored file (library or source file) is answered: everything but its bytes. */
import type { Db } from '../db/database.ts';
import { modelNotFound } from '../http/errors.ts';

export interface FileRow {
  readonly id: number;
  readonly brand_id: number;
  readonly user_id: number | null;
  readonly path: string;
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly duration: number | null;
  readonly content: Buffer;
  readonly created_at: string;
  readonly directory_id: number | null;
  readonly asset_group_id: number | null;
  readonly meta: string | null;
}

/** Every column but the content (listing must not read the blobs). */
export const FILE_COLUMNS = 'f.id, f.brand_id, f.user_id, f.path, f.name, f.mime, f.size, f.duration, f.created_at, f.directory_id, f.asset_group_id, f.meta';

type Listed = Omit<FileRow, 'content'> & { user_name: string | null };

export function listFiles(db: Db, where: string, params: Record<string, unknown>): Listed[] {
  return db.prepare(`SELECT ${FILE_COLUMNS}, u.name AS user_name FROM files f LEFT JOIN users u ON u.id = f.user_id WHERE ${where} ORDER BY f.name COLLATE NOCASE, f.id`).all(params) as Listed[];
}

export function fileJson(row: Listed) {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    duration: row.duration,
    path: row.path,
    directory_id: row.directory_id,
    asset_group_id: row.asset_group_id,
    created_at: row.created_at,
    uploaded_by: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    meta: row.meta === null ? null : (JSON.parse(row.meta) as Record<string, unknown>),
  };
}

export function fileById(db: Db, brandId: number, id: number): Listed {
  const row = db.prepare(`SELECT ${FILE_COLUMNS}, u.name AS user_name FROM files f LEFT JOIN users u ON u.id = f.user_id WHERE f.id = ? AND f.brand_id = ?`).get(id, brandId) as Listed | undefined;
  if (!row) throw modelNotFound('File', id);
  return row;
}

/** `name.ext` → `name (2).ext`: "keep" stores a second file beside the first, like a file manager. */
export function keepName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})${ext}`)) return `${base} (${n})${ext}`;
}

export const isMedia = (mime: string): boolean => mime.startsWith('video/') || mime.startsWith('audio/');

/** Storage is counted in KiB (spec section 9), rounded up per file. */
export const kibOf = (bytes: number): number => Math.ceil(bytes / 1024);
