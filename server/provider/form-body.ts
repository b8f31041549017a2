/**
 * Reads an `application/x-www-form-urlencoded` request body (the sign-in forms). Small limit:
 * the forms carry an email and a password, nothing else.
 */
import type { IncomingMessage } from 'node:http';

const LIMIT_BYTES = 8 * 1024;

export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new FormBodyError('Expected a form submission.', 415);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT_BYTES) throw new FormBodyError('The form is too large.', 413);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
