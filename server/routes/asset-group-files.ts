/**
 * Source files: the files of one asset group (listed, uploaded, deleted). The group's
 * `files_count` and `files_size` follow every change, so the generic asset-group list shows them.
 */
import type { FastifyInstance } from 'fastify';
import { changeStorage, storagePercent } from '../farm/brand-effects.ts';
import type { Db } from '../db/database.ts';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError, modelNotFound, validationError } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { routeId } from '../http/params.ts';
import type { Services } from '../services.ts';
import { fileById, fileJson, keepName, kibOf, listFiles } from './asset-file-json.ts';

function groupOf(db: Db, brandId: number, params: unknown): { id: number; archived_at: string | null } {
  const id = routeId(params, 'AssetGroup');
  const row = db.prepare('SELECT id, archived_at FROM asset_groups WHERE id = ? AND brand_id = ?').get(id, brandId) as { id: number; archived_at: string | null } | undefined;
  if (!row) throw modelNotFound('AssetGroup', id);
  return row;
}

function recount(db: Db, groupId: number, now: string): void {
  db.prepare('UPDATE asset_groups SET files_count = (SELECT COUNT(*) FROM files WHERE asset_group_id = @id), files_size = (SELECT COALESCE(SUM(size), 0) FROM files WHERE asset_group_id = @id), updated_at = @now WHERE id = @id').run({ id: groupId, now });
}

export function registerAssetGroupFileRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/asset-group/:id/file';

  app.get(base, async (request) => {
    const ctx = brandContext(db, request);
    const group = groupOf(db, ctx.brand.id, request.params);
    return { data: listFiles(db, 'f.brand_id = @brand AND f.asset_group_id = @group', { brand: ctx.brand.id, group: group.id }).map(fileJson) };
  });

  app.post(base, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const group = groupOf(db, ctx.brand.id, request.params);
    const { files } = await readMultipart(request);
    const file = files.find((f) => f.field === 'file');
    if (!file) throw validationError({ file: ['The file field is required.'] });
    if (!file.filename) throw fieldError('file', 'The file field must be a file.');
    if (group.archived_at !== null) throw fieldError('file', 'The source files are archived.');
    if (storagePercent(ctx.brand) >= 100) throw fieldError('file', 'The brand storage is full.');
    const taken = new Set(db.prepare('SELECT name FROM files WHERE asset_group_id = ?').pluck().all(group.id) as string[]);
    const now = s.clock.now().toISOString();
    const id = db.transaction(() => {
      const inserted = Number(
        db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, duration, content, created_at, asset_group_id) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)')
          .run(ctx.brand.id, ctx.user.id, `/asset-groups/${group.id}`, keepName(file.filename, taken), file.mimetype, file.buffer.length, file.buffer, now, group.id).lastInsertRowid,
      );
      recount(db, group.id, now);
      return inserted;
    })();
    changeStorage(s, ctx.brand.id, { addKib: kibOf(file.buffer.length) });
    return reply.status(201).send({ data: fileJson(fileById(db, ctx.brand.id, id)) });
  });

  app.delete(`${base}/:fileId`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const group = groupOf(db, ctx.brand.id, request.params);
    const fileId = routeId(request.params, 'File', 'fileId');
    const file = fileById(db, ctx.brand.id, fileId);
    if (file.asset_group_id !== group.id) throw modelNotFound('File', fileId);
    db.transaction(() => {
      db.prepare('DELETE FROM files WHERE id = ?').run(file.id);
      recount(db, group.id, s.clock.now().toISOString());
    })();
    changeStorage(s, ctx.brand.id, { addKib: -kibOf(file.size) });
    return reply.status(204).send();
  });
}
