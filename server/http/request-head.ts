/**
 * How large a request's head (request line and headers) may be, and what a client hears when the
 * HTTP parser refuses a request before any route sees it.
 *
 * Node refuses a head over 16 KiB by default (431). A zip of 999 renders is one GET whose URL
 * carries every id (`visual_build_ids[]=…`, worker/contract/laravel-query.ts): 24 KB with 4-digit
 * ids, 30 KB with 10-digit ones, plus the cookies. 64 KiB holds that with room to spare and still
 * bounds what one connection may make the server buffer. A Laravel deployment needs the same
 * room in front of PHP (nginx `large_client_header_buffers 4 32k` or more: its default 8k refuses
 * the URL with 414), see docs/api-wire.md.
 *
 * Fastify's own answer to such a request is `{ error: 'Request Header Fields Too Large', message,
 * statusCode }`, and the client's catalogue shows a body's `error` as the server's words: the user
 * read a bare reason phrase. Laravel answers `{ message }`, and so does this server.
 */
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';

export const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

const REFUSALS: Readonly<Record<string, { status: number; reason: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: `The request is too large: its address and headers may take at most ${MAX_REQUEST_HEAD_BYTES / 1024} KiB.`,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'The request is malformed.' };

/** Fastify's `clientErrorHandler`: a Laravel-shaped answer, then the connection is closed (as Node does). */
export function laravelClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message: refusal.message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
