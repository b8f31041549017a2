/**
 * The asset library's folders: a folder's listing (its subfolders and files, optionally searched
 * by name), and creating, renaming and deleting (empty) folders. Who sees and writes what is
 * asset-directories.ts; files themselves are asset-files.ts and uploads.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { brandContext, type BrandContext } from '../http/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { intLike, validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import {
  ancestry,
  canWrite,
  directoryPath,
  folderNameProblem,
  libraryRoot,
  requireLibraryWrite,
  siblingExists,
  visibleDirectory,
  type DirectoryRow,
} from './asset-directories.ts';
import { fileJson, listFiles } from './asset-file-json.ts';

const ListQuery = v.object({
  directory: v.optional(intLike(1)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
});
const FolderName = v.pipe(v.string('The name field is required.'), v.trim());
const CreateBody = v.object({ parent_id: intLike(1), name: FolderName });
const RenameBody = v.object({ name: FolderName });

function folderJson(db: Db, dir: DirectoryRow) {
  const counts = db
    .prepare('SELECT (SELECT COUNT(*) FROM directories WHERE brand_id = @brand AND parent_id = @id) AS folders, (SELECT COUNT(*) FROM files WHERE directory_id = @id) AS files, EXISTS (SELECT 1 FROM brand_users WHERE uploads_root_directory_id = @id) AS upload_root')
    .get({ id: dir.id, brand: dir.brand_id }) as { folders: number; files: number; upload_root: number };
  return {
    id: dir.id,
    name: dir.name,
    parent_id: dir.parent_id,
    path: directoryPath(db, dir),
    created_at: dir.created_at,
    folders_count: counts.folders,
    files_count: counts.files,
    /** Someone's upload folder (or the brand root): it cannot be renamed or deleted. */
    protected: dir.parent_id === null || counts.upload_root === 1,
  };
}

/** The folder's name, checked against the rules and its siblings (422 on the name field). */
function checkName(db: Db, ctx: BrandContext, parentId: number, name: string, except: number | null): void {
  const problem = folderNameProblem(name);
  if (problem) throw fieldError('name', problem);
  if (siblingExists(db, ctx.brand.id, parentId, name, except)) throw fieldError('name', 'A folder with this name already exists here.');
}

/**
 * The brand root and anyone's upload folder cannot be renamed or deleted: deleting an editor's
 * upload folder would leave them without one (and so, at the brand root, with everything).
 */
function requireNotRoot(db: Db, ctx: BrandContext, dir: DirectoryRow): void {
  if (dir.parent_id === null || dir.id === libraryRoot(db, ctx).id) throw forbidden('The root folder cannot be changed.');
  if (db.prepare('SELECT 1 FROM brand_users WHERE uploads_root_directory_id = ?').get(dir.id)) throw forbidden('This is a person’s upload folder; it cannot be changed.');
}

export function registerAssetLibraryRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/asset-library';

  app.get(base, async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(ListQuery, request.query);
    const root = libraryRoot(db, ctx);
    const dir = q.directory === undefined ? root : visibleDirectory(db, ctx, q.directory);
    const search = q.search === '' ? null : `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const nameFilter = search === null ? '' : " AND name LIKE @search ESCAPE '\\'";
    const folders = db.prepare(`SELECT * FROM directories WHERE brand_id = @brand AND parent_id = @id${nameFilter} ORDER BY name COLLATE NOCASE`).all({ brand: ctx.brand.id, id: dir.id, search }) as DirectoryRow[];
    const files = listFiles(db, `f.brand_id = @brand AND f.directory_id = @id${search === null ? '' : " AND f.name LIKE @search ESCAPE '\\'"}`, { brand: ctx.brand.id, id: dir.id, search });
    const chain = ancestry(db, dir);
    const breadcrumbs = chain.slice(chain.findIndex((d) => d.id === root.id)).map((d) => ({ id: d.id, name: d.name }));
    return {
      data: {
        directory: folderJson(db, dir),
        root_id: root.id,
        writable: canWrite(ctx),
        breadcrumbs,
        folders: folders.map((f) => folderJson(db, f)),
        files: files.map(fileJson),
      },
    };
  });

  app.post(`${base}/directory`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const body = validate(CreateBody, request.body);
    const parent = visibleDirectory(db, ctx, body.parent_id);
    checkName(db, ctx, parent.id, body.name, null);
    const id = Number(db.prepare('INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (?, ?, ?, ?)').run(ctx.brand.id, parent.id, body.name, s.clock.now().toISOString()).lastInsertRowid);
    return reply.status(201).send({ data: folderJson(db, visibleDirectory(db, ctx, id)) });
  });

  app.put(`${base}/directory/:id`, async (request) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const dir = visibleDirectory(db, ctx, routeId(request.params, 'Directory'));
    requireNotRoot(db, ctx, dir);
    const body = validate(RenameBody, request.body);
    checkName(db, ctx, dir.parent_id!, body.name, dir.id);
    const oldPath = directoryPath(db, dir);
    db.transaction(() => {
      db.prepare('UPDATE directories SET name = ? WHERE id = ?').run(body.name, dir.id);
      const newPath = directoryPath(db, { ...dir, name: body.name });
      // Files keep their folder's path as text (the upload contract): move the whole subtree.
      db.prepare("UPDATE files SET path = @next || substr(path, length(@old) + 1) WHERE brand_id = @brand AND directory_id IS NOT NULL AND (path = @old OR path LIKE @prefix ESCAPE '\\')").run({
        next: newPath,
        old: oldPath,
        prefix: `${oldPath.replace(/[%_\\]/g, (c) => `\\${c}`)}/%`,
        brand: ctx.brand.id,
      });
    })();
    return { data: folderJson(db, visibleDirectory(db, ctx, dir.id)) };
  });

  app.delete(`${base}/directory/:id`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const dir = visibleDirectory(db, ctx, routeId(request.params, 'Directory'));
    requireNotRoot(db, ctx, dir);
    const json = folderJson(db, dir);
    if (json.folders_count > 0 || json.files_count > 0) throw fieldError('directory', 'The folder is not empty.');
    db.prepare('DELETE FROM directories WHERE id = ?').run(dir.id);
    return reply.status(204).send();
  });
}
