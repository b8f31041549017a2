/**
 * The asset library's folders: a folder's listing (its subfolders and files, optionally searched
 * by name; paged when asked: asset-library-items.ts), its header alone, listing rows by id (for
 * rows heard of live), and creating, renaming and deleting (empty) folders, each announced on the
 * brand channel (asset-library-live.ts). Who sees and writes what is asset-directories.ts; files
 * themselves are asset-files.ts and uploads.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { brandContext, type BrandContext } from '../http/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { intInRange, intLike, validate } from '../http/validate.ts';
import { listQueryNames, MAX_PAGE, normalizeListQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { apiUrl, type Services } from '../services.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';
import { queryArray } from '../../worker/contract/laravel-query';
import {
  ancestry,
  canWrite,
  directoryPath,
  folderNameProblem,
  isWithin,
  libraryRoot,
  requireLibraryWrite,
  siblingExists,
  visibleDirectory,
  type DirectoryRow,
} from './asset-directories.ts';
import { folderItems, folderItemsById, folderJson } from './asset-library-items.ts';
import { announceAssetItem } from './asset-library-live.ts';

const FolderQuery = v.object({ directory: v.optional(intLike(1)) });
const ListQuery = v.object({
  directory: v.optional(intLike(1)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
});
/** Laravel's default page size when only `page` is given. */
const DEFAULT_PER_PAGE = 15;
/** Names asked about at once (the upload list asks in chunks of this many). */
const MAX_NAMES = 100;
/** The paged form (our extension, docs/api-wire.md "Asset library"): `page`, `per_page` (alias `limit`), `names[]`. */
const PagedQuery = v.object({
  ...ListQuery.entries,
  page: v.optional(intInRange(1, MAX_PAGE), 1),
  limit: v.optional(intInRange(1, LIST_MAX_LIMIT), DEFAULT_PER_PAGE),
  names: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(255))), v.maxLength(MAX_NAMES, `The names field must not have more than ${MAX_NAMES} items.`))),
});
/** Rows by id: at most this many of each kind per call (the client's id queue asks ≤ 100). */
const MAX_IDS = 100;
const idList = (field: string) => v.optional(v.pipe(v.array(intLike(1)), v.maxLength(MAX_IDS, `The ${field} field must not have more than ${MAX_IDS} items.`)), []);
const ItemsQuery = v.object({ folders: idList('folders'), files: idList('files') });
const FolderName = v.pipe(v.string('The name field is required.'), v.trim());
const CreateBody = v.object({ parent_id: intLike(1), name: FolderName });
const RenameBody = v.object({ name: FolderName });

/** The unpaged answer (kept for older clients): every row of the folder. */
const ALL = Number.MAX_SAFE_INTEGER;
/** Any of these asks for the paged answer. */
const PAGING_KEYS = ['page', 'per_page', 'limit', 'names', 'names[]'];

/**
 * A query array as it arrived (`names[]=a&names[]=b`, or a repeated `names=`), without splitting
 * on commas (worker/contract/laravel-query.ts does): a file name may have one.
 */
function rawArray(query: Readonly<Record<string, unknown>>, name: string): unknown[] | undefined {
  const raw = query[`${name}[]`] ?? query[name];
  return raw === undefined ? undefined : Array.isArray(raw) ? (raw as unknown[]) : [raw];
}

function likePattern(search: string): string | null {
  return search === '' ? null : `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** Where the folder is and what the user may do there: the header of its listing. */
function folderHeader(db: Db, ctx: BrandContext, dir: DirectoryRow) {
  const root = libraryRoot(db, ctx);
  const chain = ancestry(db, dir);
  return {
    directory: folderJson(db, dir),
    root_id: root.id,
    writable: canWrite(ctx),
    breadcrumbs: chain.slice(chain.findIndex((d) => d.id === root.id)).map((d) => ({ id: d.id, name: d.name })),
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
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (PAGING_KEYS.some((key) => query[key] !== undefined)) {
      const names = rawArray(query, 'names');
      const { 'names[]': _names, ...rest } = normalizeListQuery(query);
      const q = validate(PagedQuery, { ...rest, ...(names === undefined ? {} : { names }) }, listQueryNames(query));
      const dir = q.directory === undefined ? libraryRoot(db, ctx) : visibleDirectory(db, ctx, q.directory);
      const page = { page: q.page, perPage: q.limit };
      const { items, total } = folderItems(db, dir, { like: likePattern(q.search), names: q.names ?? null }, offsetOf(page), page.perPage);
      return { ...paginate(items, total, page, apiUrl(s, 'asset-library')), ...folderHeader(db, ctx, dir) };
    }
    // The unpaged answer of older clients: the header and every row, folders and files apart.
    const q = validate(ListQuery, query);
    const dir = q.directory === undefined ? libraryRoot(db, ctx) : visibleDirectory(db, ctx, q.directory);
    const { items } = folderItems(db, dir, { like: likePattern(q.search), names: null }, 0, ALL);
    const rows = (type: string) => items.filter((item) => item.type === type).map(({ type: _type, ...row }) => row);
    return { data: { ...folderHeader(db, ctx, dir), folders: rows('folder'), files: rows('file') } };
  });

  app.get(`${base}/folder`, async (request) => {
    const ctx = brandContext(db, request);
    const q = validate(FolderQuery, request.query);
    const dir = q.directory === undefined ? libraryRoot(db, ctx) : visibleDirectory(db, ctx, q.directory);
    return { data: folderHeader(db, ctx, dir) };
  });

  app.get(`${base}/items`, async (request) => {
    const ctx = brandContext(db, request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const q = validate(ItemsQuery, { folders: queryArray(query, 'folders'), files: queryArray(query, 'files') });
    const root = libraryRoot(db, ctx);
    return { data: folderItemsById(db, ctx.brand.id, q.folders, q.files, (dir) => isWithin(db, dir, root)) };
  });

  app.post(`${base}/directory`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const body = validate(CreateBody, request.body);
    const parent = visibleDirectory(db, ctx, body.parent_id);
    checkName(db, ctx, parent.id, body.name, null);
    const id = Number(db.prepare('INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (?, ?, ?, ?)').run(ctx.brand.id, parent.id, body.name, s.clock.now().toISOString()).lastInsertRowid);
    announceAssetItem(s.publisher, ctx.brand, 'created', 'folder', id, parent.id);
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
    announceAssetItem(s.publisher, ctx.brand, 'updated', 'folder', dir.id, dir.parent_id!);
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
    announceAssetItem(s.publisher, ctx.brand, 'deleted', 'folder', dir.id, dir.parent_id!);
    return reply.status(204).send();
  });
}
