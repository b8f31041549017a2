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

/** The most files one request may carry (busboy stops reading after them). */
export const MAX_UPLOAD_FILES = 20;

const tooLarge = (field: string) => fieldError(field, `The ${field.replace(/_/g, ' ')} field must not be greater than ${MAX_UPLOAD_BYTES / 1024} kilobytes.`);

/**
 * The framework's limit errors as the 422s Laravel answers (docs/template-packages.md): a file over
 * the limit is an error on its field, whichever way @fastify/multipart reports it (from the file's
 * own stream, or from the parts iterator once busboy has cut the file off: which one comes first
 * depends on how the bytes arrive), never a bare 413 with the library's words.
 */
function asValidationError(error: unknown, lastFileField: string | null): unknown {
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  const field = (part?.fieldname ?? lastFileField ?? 'file').replace(/\[\]$/, '');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(field);
  if (code === 'FST_FILES_LIMIT') return fieldError(field, `At most ${MAX_UPLOAD_FILES} files can be uploaded at once.`);
  return error;
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  let lastFileField: string | null = null;
  try {
    for await (const part of request.parts()) {
      // PHP-style `name[]` keys become arrays, as Laravel would see them.
      const key = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        lastFileField = key;
        const buffer = await part.toBuffer();
        // busboy cuts a file at the limit; the error may not have reached toBuffer yet.
        if (part.file.truncated) throw tooLarge(key);
        // Browsers send an empty part for an untouched file input: treat it as absent.
        if (part.filename || buffer.length) files.push({ field: key, filename: part.filename, mimetype: part.mimetype, buffer });
        continue;
      }
      const value = String(part.value);
      const existing = fields[key];
      if (part.fieldname.endsWith('[]')) fields[key] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
      else fields[key] = value;
    }
  } catch (error) {
    throw asValidationError(error, lastFileField);
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
