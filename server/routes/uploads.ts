/** Asset uploads (`POST /uploads/file`): stored in SQLite, counted against the brand's storage. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { changeStorage } from '../farm/brand-effects.ts';
import { storagePercent } from '../farm/brand-effects.ts';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { fieldError, validationError } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const UploadFields = v.object({
  duration: v.optional(v.pipe(v.string(), v.check((x) => x === '' || (Number.isFinite(Number(x)) && Number(x) >= 0), 'The duration field must be a number.'), v.transform((x) => (x === '' ? null : Number(x))))),
  action: v.optional(v.picklist(['keep', 'replace']), 'keep'),
  path: v.optional(v.pipe(v.string(), v.maxLength(1024), v.regex(/^\/[^\0]*$/, 'The path field must start with /.')), '/'),
});

/** `name.ext` → `name (2).ext`: "keep" stores a second file beside the first, like a file manager. */
function keepName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})${ext}`)) return `${base} (${n})${ext}`;
}

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

    const taken = new Set(db.prepare('SELECT name FROM files WHERE brand_id = ? AND path = ?').pluck().all(ctx.brand.id, body.path) as string[]);
    const name = body.action === 'replace' ? file.filename : keepName(file.filename, taken);
    const now = s.clock.now().toISOString();
    const id = db.transaction(() => {
      if (body.action === 'replace') db.prepare('DELETE FROM files WHERE brand_id = ? AND path = ? AND name = ?').run(ctx.brand.id, body.path, name);
      return Number(
        db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, duration, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(ctx.brand.id, ctx.user.id, body.path, name, file.mimetype, file.buffer.length, body.duration ?? null, file.buffer, now).lastInsertRowid,
      );
    })();
    changeStorage(s, ctx.brand.id, { addKib: Math.ceil(file.buffer.length / 1024) });
    return reply.status(201).send({
      data: { id, name, path: body.path, size: file.buffer.length, mime: file.mimetype, duration: body.duration ?? null, created_at: now },
    });
  });
}
