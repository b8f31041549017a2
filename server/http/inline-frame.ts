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
 * A page the server writes from a user's values and people open in a tab (an ad's public
 * preview, `/server/ad-preview/...`): no script at all, only its own inline styles, an opaque
 * origin even if an escaping bug let markup through.
 */
export const PREVIEW_PAGE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

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
