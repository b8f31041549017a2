/**
 * What the values form needs of the server besides the template itself (docs/template-packages.md
 * "Values"):
 *
 *   GET visual/{id}/package   the stored package as uploaded (a download, user-content rules):
 *                             the browser fills it for the live preview as the user types
 *   GET /server/preview-frame the live preview's frame: a page served under a sandbox CSP
 *                             (scripts, no same origin: an opaque origin with no cookie, storage
 *                             or DOM of the app) that shows the HTML its parent posts to it
 *
 * Why a frame page and not `srcdoc`: a srcdoc (or blob:) document inherits the app's CSP, which
 * allows no inline script or style, so a template would not run in it; this page has a CSP of its
 * own (INLINE_FRAME_CSP), as the tester's previews do, and shows the filled page in a nested
 * frame, which inherits its sandbox and its CSP.
 */
import type { FastifyInstance } from 'fastify';
import { brandContext } from '../http/context.ts';
import { modelNotFound } from '../http/errors.ts';
import { sendInlineFrame } from '../http/inline-frame.ts';
import { routeId } from '../http/params.ts';
import { sendUserContent } from '../http/user-content.ts';
import { packageContent, packageMetaOf } from '../creatives/template-packages.ts';
import type { Services } from '../services.ts';
import { findVisual } from './creative-lookup.ts';
import { PREVIEW_FRAME_MESSAGES } from '../../worker/contract/preview-frame';

const { show, ready } = PREVIEW_FRAME_MESSAGES;

/** The frame page: constant text; what it shows comes only from its parent, by postMessage. */
const PREVIEW_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title>
<style>html,body{margin:0;width:100%;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe title="Preview"></iframe><script>
(function () {
  var frame = document.querySelector('iframe');
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.type !== '${show}' || typeof data.html !== 'string') return;
    frame.srcdoc = data.html;
  });
  parent.postMessage({ type: '${ready}' }, '*');
})();
</script></body></html>`;

export function registerVisualValueRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/visual/:id/package', async (request, reply) => {
    const ctx = brandContext(db, request);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'), { withTrashed: true });
    const file = packageMetaOf(db, ctx.brand.id, visual.id);
    const content = file === null ? null : packageContent(db, file.id);
    if (!file || !content) throw modelNotFound('VisualPackage', visual.id);
    return sendUserContent(request, reply, { name: file.name, content });
  });

  app.get('/server/preview-frame', { config: { public: true } }, async (_request, reply) =>
    sendInlineFrame(reply.header('cache-control', 'public, max-age=3600'), { filename: 'preview.html', mime: 'text/html; charset=utf-8', content: Buffer.from(PREVIEW_FRAME) }),
  );
}
