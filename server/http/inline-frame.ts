/**
 * Headers for a document the client shows in `<iframe sandbox="allow-scripts">` from the same
 * origin (the tester page's previews). The CSP sandbox gives the document an opaque origin even
 * when opened directly, so its scripts can run but never reach the app's cookies, storage or
 * DOM; frame-ancestors 'self' (and X-Frame-Options for older browsers) keeps other sites from
 * framing it.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const INLINE_FRAME_CSP = "sandbox allow-scripts; frame-ancestors 'self'";

/**
 * An ad's public preview page (`/server/ad-preview/...`), written from a user's values and opened
 * in a tab: an opaque origin (sandbox) running no script at all, its own inline styles, and only
 * this origin's images and frames (the creative, itself served with INLINE_FRAME_CSP); framed by
 * this origin only (the app may show it).
 */
export const AD_PREVIEW_PAGE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export function sendInlineFrame(reply: FastifyReply, out: { filename: string; mime: string; content: Buffer | Readable }): FastifyReply {
  return reply
    .header('content-type', out.mime)
    .header('content-security-policy', INLINE_FRAME_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `inline; filename="${out.filename}"`)
    .send(out.content);
}
