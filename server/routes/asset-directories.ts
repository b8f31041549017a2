/**
 * The asset library's folder tree (table `directories`) and who may see and change which part.
 *
 *   brand root '/' (parent_id NULL)           ← managers, developers, visitors, and everyone
 *   ├── editor-3  → path '/editor-3'             in collaborative mode, start here
 *   │   └── Campaign → path '/editor-3/Campaign'
 *   └── Logos     → path '/Logos'
 *
 * A folder's path is the names on the way down from the brand root. A brand user's upload root
 * is the folder `uploads_root_directory_id`; outside collaborative mode an editor sees and writes
 * only below it. In collaborative mode everybody shares the brand root. Visitors only look.
 */
import type { Db } from '../db/database.ts';
import type { BrandContext } from '../http/context.ts';
import { forbidden, modelNotFound } from '../http/errors.ts';

export interface DirectoryRow {
  readonly id: number;
  readonly brand_id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly created_at: string | null;
}

export function brandRoot(db: Db, brandId: number): DirectoryRow {
  const row = db.prepare('SELECT * FROM directories WHERE brand_id = ? AND parent_id IS NULL ORDER BY id LIMIT 1').get(brandId) as DirectoryRow | undefined;
  if (row) return row;
  const id = Number(db.prepare("INSERT INTO directories (brand_id, parent_id, name) VALUES (?, NULL, '/')").run(brandId).lastInsertRowid);
  return db.prepare('SELECT * FROM directories WHERE id = ?').get(id) as DirectoryRow;
}

export function directoryById(db: Db, brandId: number, id: number): DirectoryRow | null {
  return (db.prepare('SELECT * FROM directories WHERE id = ? AND brand_id = ?').get(id, brandId) as DirectoryRow | undefined) ?? null;
}

/** The folders from the brand root down to `dir` (root first). */
export function ancestry(db: Db, dir: DirectoryRow): DirectoryRow[] {
  const chain: DirectoryRow[] = [dir];
  let current = dir;
  while (current.parent_id !== null) {
    const parent = directoryById(db, dir.brand_id, current.parent_id);
    if (!parent || chain.length > 64) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

export function directoryPath(db: Db, dir: DirectoryRow): string {
  const names = ancestry(db, dir).slice(1).map((d) => d.name);
  return `/${names.join('/')}`;
}

function childNamed(db: Db, brandId: number, parentId: number, name: string): DirectoryRow | null {
  return (db.prepare('SELECT * FROM directories WHERE brand_id = ? AND parent_id = ? AND name = ? COLLATE NOCASE').get(brandId, parentId, name) as DirectoryRow | undefined) ?? null;
}

/**
 * The folder at `path`, created on the way down when missing (uploads name a path, not a folder);
 * the folders it made are added to `made` (each is announced).
 */
export function ensurePath(db: Db, brandId: number, path: string, now: string, made: DirectoryRow[] = []): DirectoryRow {
  let current = brandRoot(db, brandId);
  for (const name of path.split('/').filter((s) => s !== '')) {
    const next = childNamed(db, brandId, current.id, name);
    if (next) current = next;
    else {
      const id = Number(db.prepare('INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (?, ?, ?, ?)').run(brandId, current.id, name, now).lastInsertRowid);
      current = directoryById(db, brandId, id)!;
      made.push(current);
    }
  }
  return current;
}

/** Where this brand user's library starts (and, unless a visitor, where they may write). */
export function libraryRoot(db: Db, ctx: BrandContext): DirectoryRow {
  const root = brandRoot(db, ctx.brand.id);
  if (ctx.brand.collaborative_mode || ctx.brandUser.primary_role !== 'editor') return root;
  const own = ctx.brandUser.uploads_root_directory_id === null ? null : directoryById(db, ctx.brand.id, ctx.brandUser.uploads_root_directory_id);
  return own ?? root;
}

export function isWithin(db: Db, dir: DirectoryRow, root: DirectoryRow): boolean {
  return ancestry(db, dir).some((d) => d.id === root.id);
}

/** A folder this user may open: 404 for another brand's, an unknown one, or one outside their root. */
export function visibleDirectory(db: Db, ctx: BrandContext, id: number): DirectoryRow {
  const dir = directoryById(db, ctx.brand.id, id);
  if (!dir || !isWithin(db, dir, libraryRoot(db, ctx))) throw modelNotFound('Directory', id);
  return dir;
}

export function canWrite(ctx: BrandContext): boolean {
  return ctx.brandUser.primary_role !== 'visitor';
}

export function requireLibraryWrite(ctx: BrandContext): void {
  if (!canWrite(ctx)) throw forbidden();
}

/** Folder names: one path segment, no separators, unique among siblings (checked by the caller). */
export function folderNameProblem(name: string): string | null {
  if (name === '') return 'The name field is required.';
  if (name.length > 100) return 'The name field must not be greater than 100 characters.';
  if (/[/\\\0]/.test(name) || name === '.' || name === '..') return 'The name field may not contain slashes or be . or ..';
  return null;
}

export function siblingExists(db: Db, brandId: number, parentId: number, name: string, except: number | null = null): boolean {
  const found = childNamed(db, brandId, parentId, name);
  return found !== null && found.id !== except;
}
