/**
 * How every route that sends bytes a user uploaded answers (OWASP file-upload cheat sheet): user
 * content is never an active document of the app's origin.
 *
 * - The type comes from the bytes (sniff-media.ts), never from the upload's Content-Type or name.
 *   Passive media (raster images, audio, video) is served inline with its sniffed type, so
 *   thumbnails, players and "open in a new tab" work. Everything else (HTML, SVG, JavaScript,
 *   XML, PDF, text, unknown) is `Content-Disposition: attachment` as application/octet-stream:
 *   a browser saves it, and with nosniff never runs it as a script or renders it as a page.
 * - Every answer says `X-Content-Type-Options: nosniff` and has a sandboxing CSP without scripts:
 *   even if a browser did render it, the document could run nothing and load nothing, and (but
 *   for audio and video, see USER_PLAYER_CSP) would have an opaque origin: no cookies, no
 *   storage, no API calls as the viewer. Nobody may frame it.
 * - Byte ranges (206/416) for media players that seek.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sniffMediaType } from './sniff-media.ts';

/** Downloads and images: an opaque origin that may load nothing. (An image opened in a tab is shown from the bytes already received.) */
export const USER_CONTENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";
/**
 * Audio and video opened in a tab: Chromium's viewer document plays the URL again through
 * `<video crossorigin="anonymous">`, a CORS request an opaque origin would make without the
 * session cookie (and be refused). So this sandbox keeps the app's origin but still allows no
 * script at all (no allow-scripts), no form, popup or top navigation; the document may load this
 * media and nothing else.
 */
export const USER_PLAYER_CSP = "sandbox allow-same-origin; default-src 'none'; media-src 'self'; frame-ancestors 'none'";

export interface UserContentHeaders {
  readonly 'content-type': string;
  readonly 'content-disposition': string;
  readonly 'content-security-policy': string;
  readonly 'x-content-type-options': 'nosniff';
  readonly 'x-frame-options': 'DENY';
  /** Only the app's own pages may embed it (an <img> on another site gets nothing). */
  readonly 'cross-origin-resource-policy': 'same-origin';
  readonly 'referrer-policy': 'no-referrer';
}

/** `filename` for old clients (printable ASCII only, quotes and backslashes replaced), `filename*` for the real name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function userContentHeaders(name: string, bytes: Uint8Array): UserContentHeaders {
  const media = sniffMediaType(bytes);
  return {
    'content-type': media ?? 'application/octet-stream',
    'content-disposition': contentDisposition(media ? 'inline' : 'attachment', name),
    'content-security-policy': media?.startsWith('audio/') || media?.startsWith('video/') ? USER_PLAYER_CSP : USER_CONTENT_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → [start, end] inclusive; null when absent or unusable. */
export function parseRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

/** Sends an uploaded file's bytes under the rule above, whole or the requested range. */
export function sendUserContent(request: FastifyRequest, reply: FastifyReply, file: { readonly name: string; readonly content: Buffer }): FastifyReply {
  const { content } = file;
  reply.headers({ ...userContentHeaders(file.name, content), 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=300' });
  const range = parseRange(request.headers.range, content.length);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${content.length}`).send();
  if (range === null) return reply.send(content);
  const [start, end] = range;
  return reply.status(206).header('content-range', `bytes ${start}-${end}/${content.length}`).send(content.subarray(start, end + 1));
}
