/**
 * Asset uploads (`POST /uploads/file`): stored in SQLite, counted against the brand's storage.
 * `path` names a library folder (created when missing); it must lie inside the uploader's library
 * root (docs/assets.md: an editor outside collaborative mode writes only below their own upload
 * directory, e.g. `/editor-3`).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { changeStorage } from '../farm/brand-effects.ts';
import { storagePercent } from '../farm/brand-effects.ts';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError, validationError } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { directoryPath, ensurePath, isWithin, libraryRoot, type DirectoryRow } from './asset-directories.ts';
import { keepName } from './asset-file-json.ts';
import { announceAssetItem } from './asset-library-live.ts';

const UploadFields = v.object({
  duration: v.optional(v.pipe(v.string(), v.check((x) => x === '' || (Number.isFinite(Number(x)) && Number(x) >= 0), 'The duration field must be a number.'), v.transform((x) => (x === '' ? null : Number(x))))),
  action: v.optional(v.picklist(['keep', 'replace']), 'keep'),
  path: v.optional(v.pipe(v.string(), v.maxLength(1024), v.regex(/^\/[^\0]*$/, 'The path field must start with /.')), '/'),
});

export function registerUploadRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  app.post('/server/api/v1/uploads/file', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const { fields, files } = await readMultipart(request);
    const body = validate(UploadFields, fields);
    const file = files.find((f) => f.field === 'file');
    if (!file) throw validationError({ file: ['The file field is required.'] });
    if (!file.filename) throw fieldError('file', 'The file field must be a file.');
    if (storagePercent(ctx.brand) >= 100) throw fieldError('file', 'The brand storage is full.');

    const root = libraryRoot(db, ctx);
    const rootPath = directoryPath(db, root);
    const path = `/${body.path.split('/').filter((part) => part !== '').join('/')}`;
    const inside = root.parent_id === null || path === rootPath || path.startsWith(`${rootPath}/`);
    if (!inside || path.split('/').some((part) => part === '.' || part === '..')) throw fieldError('path', `The path must be inside your upload folder ${rootPath}.`);

    const now = s.clock.now().toISOString();
    const made: DirectoryRow[] = [];
    const { id, dirId, replacedIds, replacedKib } = db.transaction(() => {
      const dir = ensurePath(db, ctx.brand.id, path, now, made);
      if (!isWithin(db, dir, root)) throw fieldError('path', `The path must be inside your upload folder ${rootPath}.`);
      const taken = new Set(db.prepare('SELECT name FROM files WHERE directory_id = ?').pluck().all(dir.id) as string[]);
      const name = body.action === 'replace' ? file.filename : keepName(file.filename, taken);
      const replaced = body.action === 'replace' ? (db.prepare('SELECT COALESCE(SUM(size), 0) FROM files WHERE directory_id = ? AND name = ?').pluck().get(dir.id, name) as number) : 0;
      const replacedIds = body.action === 'replace' ? (db.prepare('SELECT id FROM files WHERE directory_id = ? AND name = ?').pluck().all(dir.id, name) as number[]) : [];
      if (body.action === 'replace') db.prepare('DELETE FROM files WHERE directory_id = ? AND name = ?').run(dir.id, name);
      const inserted = Number(
        db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, duration, content, created_at, directory_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(ctx.brand.id, ctx.user.id, directoryPath(db, dir), name, file.mimetype, file.buffer.length, body.duration ?? null, file.buffer, now, dir.id).lastInsertRowid,
      );
      return { id: inserted, dirId: dir.id, replacedIds, replacedKib: Math.ceil(replaced / 1024) };
    })();
    changeStorage(s, ctx.brand.id, { addKib: Math.ceil(file.buffer.length / 1024) - replacedKib });
    // Open folders follow: the folders the path made, the file it replaced, the new file.
    for (const folder of made) announceAssetItem(s.publisher, ctx.brand, 'created', 'folder', folder.id, folder.parent_id!);
    for (const old of replacedIds) announceAssetItem(s.publisher, ctx.brand, 'deleted', 'file', old, dirId);
    announceAssetItem(s.publisher, ctx.brand, 'created', 'file', id, dirId);
    const stored = db.prepare('SELECT name, path FROM files WHERE id = ?').get(id) as { name: string; path: string };
    return reply.status(201).send({
      data: { id, name: stored.name, path: stored.path, size: file.buffer.length, mime: file.mimetype, duration: body.duration ?? null, created_at: now },
    });
  });
}
