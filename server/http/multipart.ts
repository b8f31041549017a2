/**
 * Reads a multipart body into plain fields and buffered files, so validation sees one object
 * and nothing is stored before the whole request has been checked.
 *
 * Every upload route reads its files here, so every file name is checked here too
 * (worker/contract/file-names.ts): a control character or a name over 255 bytes answers 422 on
 * the file's field before any route sees the request.
 */
import type { FastifyRequest } from 'fastify';
import { fileNameProblem, MAX_FILE_NAME_BYTES, type FileNameProblem } from '../../worker/contract/file-names';
import { fieldError, validationError, type FieldErrors } from './errors.ts';

/** The largest file any upload takes (Laravel's `max:51200` on every upload field). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

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
      const buffer = await part.toBuffer().catch((error: unknown) => {
        // What Laravel answers for a file over `max`: a 422 on the field, not a bare 413.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(key, `The ${key.replace(/_/g, ' ')} field must not be greater than ${MAX_UPLOAD_BYTES / 1024} kilobytes.`);
        throw error;
      });
      // Browsers send an empty part for an untouched file input: treat it as absent.
      if (part.filename || buffer.length) files.push({ field: key, filename: part.filename, mimetype: part.mimetype, buffer });
      continue;
    }
    const value = String(part.value);
    const existing = fields[key];
    if (part.fieldname.endsWith('[]')) fields[key] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
    else fields[key] = value;
  }
  refuseBadFileNames(files);
  return { fields, files };
}

const FILE_NAME_MESSAGES: Readonly<Record<FileNameProblem, (field: string) => string>> = {
  'control-character': (field) => `The ${field} name must not contain control characters.`,
  'too-long': (field) => `The ${field} name must not be longer than ${MAX_FILE_NAME_BYTES} bytes.`,
};

function refuseBadFileNames(files: readonly UploadedFile[]): void {
  const errors: FieldErrors = {};
  for (const file of files) {
    const problem = fileNameProblem(file.filename);
    if (problem !== null) errors[file.field] ??= [FILE_NAME_MESSAGES[problem](file.field)];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The request body as an object, whether it came as JSON, a form or multipart. */
export async function readBody(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
}
