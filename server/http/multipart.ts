/**
 * Reads a multipart body into plain fields and buffered files, so validation sees one object
 * and nothing is stored before the whole request has been checked.
 */
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly buffer: Buffer;
}

export interface MultipartBody {
  readonly fields: Record<string, string | string[]>;
  readonly files: UploadedFile[];
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  for await (const part of request.parts()) {
    // PHP-style `name[]` keys become arrays, as Laravel would see them.
    const key = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      // Browsers send an empty part for an untouched file input: treat it as absent.
      if (part.filename || buffer.length) files.push({ field: key, filename: part.filename, mimetype: part.mimetype, buffer });
      continue;
    }
    const value = String(part.value);
    const existing = fields[key];
    if (part.fieldname.endsWith('[]')) fields[key] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
    else fields[key] = value;
  }
  return { fields, files };
}

/** The request body as an object, whether it came as JSON, a form or multipart. */
export async function readBody(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
}
