/**
 * Library files: one file's details, its content (for players and thumbnails, with byte ranges),
 * deleting it, and the video editor's "save as new file" with a trim.
 *
 * The content route is what a `<video>`/`<img>` element fetches: such a request carries the
 * session cookie but no X-Brand header, so the brand may come as `?brand=`. Membership is checked
 * exactly as for the API (brandContext) either way. The bytes go out under the user-content rule
 * (http/user-content.ts): inline only for media sniffed from them, else a download.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { changeStorage } from '../farm/brand-effects.ts';
import { storagePercent } from '../farm/brand-effects.ts';
import { BRAND_HEADER, brandContext, type BrandContext } from '../http/context.ts';
import { fieldError, modelNotFound, validationError } from '../http/errors.ts';
import { routeId } from '../http/params.ts';
import { sendUserContent } from '../http/user-content.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import type { Db } from '../db/database.ts';
import { isWithin, libraryRoot, requireLibraryWrite, directoryById } from './asset-directories.ts';
import { fileById, fileJson, isMedia, keepName, kibOf } from './asset-file-json.ts';
import { announceAssetItem } from './asset-library-live.ts';

const TrimBody = v.object({
  start: v.pipe(v.number('The start field must be a number.'), v.minValue(0, 'The start field must be at least 0.')),
  end: v.pipe(v.number('The end field must be a number.'), v.minValue(0, 'The end field must be at least 0.')),
});

/** X-Brand, or `?brand=` for media elements (which cannot send headers). */
function contentContext(db: Db, request: FastifyRequest): BrandContext {
  const brand = (request.query as Record<string, unknown>).brand;
  if (typeof brand === 'string' && brand !== '' && request.headers[BRAND_HEADER] === undefined) request.headers[BRAND_HEADER] = brand;
  return brandContext(db, request);
}

/** A file this user may see: a library file inside their root, or any source file of the brand. */
function visibleFile(db: Db, ctx: BrandContext, id: number, libraryOnly: boolean) {
  const file = fileById(db, ctx.brand.id, id);
  if (file.directory_id !== null) {
    const dir = directoryById(db, ctx.brand.id, file.directory_id);
    if (dir && isWithin(db, dir, libraryRoot(db, ctx))) return file;
  } else if (!libraryOnly && file.asset_group_id !== null) return file;
  throw modelNotFound('File', id);
}

export function registerAssetFileRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/asset-library/file';

  app.get(`${base}/:id`, async (request) => {
    const ctx = brandContext(db, request);
    return { data: fileJson(visibleFile(db, ctx, routeId(request.params, 'File'), true)) };
  });

  app.get('/server/api/v1/files/:id/content', async (request, reply) => {
    const ctx = contentContext(db, request);
    const file = visibleFile(db, ctx, routeId(request.params, 'File'), false);
    const { content } = db.prepare('SELECT content FROM files WHERE id = ?').get(file.id) as { content: Buffer };
    return sendUserContent(request, reply, { name: file.name, content });
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const file = visibleFile(db, ctx, routeId(request.params, 'File'), true);
    db.prepare('DELETE FROM files WHERE id = ?').run(file.id);
    changeStorage(s, ctx.brand.id, { addKib: -kibOf(file.size) });
    announceAssetItem(s.publisher, ctx.brand, 'deleted', 'file', file.id, file.directory_id!);
    return reply.status(204).send();
  });

  /** The video editor's save: a copy of the media file with the trim recorded (no transcoding). */
  app.post(`${base}/:id/trim`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireLibraryWrite(ctx);
    const file = visibleFile(db, ctx, routeId(request.params, 'File'), true);
    if (!isMedia(file.mime)) throw fieldError('file', 'Only video and audio files can be trimmed.');
    const body = validate(TrimBody, request.body);
    const errors: Record<string, string[]> = {};
    if (body.start >= body.end) errors.start = ['The start must be before the end.'];
    if (file.duration !== null && body.end > file.duration) errors.end = [`The end must not be after ${file.duration} s.`];
    if (Object.keys(errors).length) throw validationError(errors);
    if (storagePercent(ctx.brand) >= 100) throw fieldError('file', 'The brand storage is full.');
    const taken = new Set(db.prepare('SELECT name FROM files WHERE directory_id = ?').pluck().all(file.directory_id) as string[]);
    const dot = file.name.lastIndexOf('.');
    const trimmedName = dot > 0 ? `${file.name.slice(0, dot)} (trimmed)${file.name.slice(dot)}` : `${file.name} (trimmed)`;
    const name = keepName(trimmedName, taken);
    const meta = JSON.stringify({ source_file_id: file.id, trim: { start: body.start, end: body.end } });
    const id = Number(
      db.prepare(
        'INSERT INTO files (brand_id, user_id, path, name, mime, size, duration, content, created_at, directory_id, meta) SELECT brand_id, ?, path, ?, mime, size, ?, content, ?, directory_id, ? FROM files WHERE id = ?',
      ).run(ctx.user.id, name, body.end - body.start, s.clock.now().toISOString(), meta, file.id).lastInsertRowid,
    );
    changeStorage(s, ctx.brand.id, { addKib: kibOf(file.size) });
    announceAssetItem(s.publisher, ctx.brand, 'created', 'file', id, file.directory_id!);
    return reply.status(201).send({ data: fileJson(fileById(db, ctx.brand.id, id)) });
  });
}
