/**
 * An ad's public preview (docs/ad-sets.md "Permalinks"): no session, the ad set's token is the key.
 *
 *   GET /server/ad-preview/{token}/{adId}/{W}x{H}            a page showing the creative at exactly
 *                                                            W×H (an image, or the HTML5 creative in
 *                                                            a sandboxed frame)
 *   GET /server/ad-preview/{token}/{adId}/{W}x{H}/creative   the creative itself: the newest finished
 *                                                            render of the ad at that size, else the
 *                                                            template filled with the ad's values now
 *
 * The page holds no script (its CSP allows none) and only frames or images from this origin; the
 * creative is served as the tester's frames are (CSP sandbox allow-scripts: an opaque origin, so a
 * template's scripts run but never reach the app's cookies), framed by this origin only.
 */
import type { FastifyInstance } from 'fastify';
import { inlineOutput } from '../farm/output.ts';
import { HttpError, modelNotFound } from '../http/errors.ts';
import { RenderError } from '../render/render-error.ts';
import { AD_PREVIEW_PAGE_CSP, sendInlineFrame } from '../http/inline-frame.ts';
import { routeId } from '../http/params.ts';
import { selfContainedPage } from '../render/self-contained.ts';
import type { Services } from '../services.ts';
import type { VisualBuildRow } from '../db/rows.ts';

interface PreviewAd {
  id: number;
  name: string;
  input_values: string;
  visual_version_id: number | null;
}

const escape = (x: string) => x.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerAdPreviewRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  function find(params: unknown): { ad: PreviewAd; size: { width: number; height: number }; creative: VisualBuildRow | undefined } {
    const { token, size } = params as { token: string; size: string };
    const adId = routeId(params, 'Ad', 'adId');
    const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
    const ad = db.prepare('SELECT ads.id, ads.name, ads.input_values, a.visual_version_id FROM ads JOIN ad_sets a ON a.id = ads.ad_set_id WHERE ads.id = ? AND a.permalink_token = ?').get(adId, token) as PreviewAd | undefined;
    if (!ad || !match) throw modelNotFound('Ad', adId);
    const dims = { width: Number(match[1]), height: Number(match[2]) };
    const creative = db.prepare("SELECT * FROM visual_builds WHERE ad_id = ? AND width = ? AND height = ? AND status = 'finished' ORDER BY id DESC LIMIT 1").get(ad.id, dims.width, dims.height) as VisualBuildRow | undefined;
    return { ad, size: dims, creative };
  }

  app.get('/server/ad-preview/:token/:adId/:size', { config: { public: true } }, async (request, reply) => {
    const { ad, size, creative } = find(request.params);
    const src = `${request.url.split('?')[0]}/creative`;
    const box = `width:${size.width}px;height:${size.height}px;border:0;display:block`;
    const shown = creative && creative.output_format !== 'html' ? `<img src="${escape(src)}" width="${size.width}" height="${size.height}" alt="${escape(ad.name)}" style="${box}">` : `<iframe src="${escape(src)}" sandbox="allow-scripts" title="${escape(ad.name)}" style="${box}"></iframe>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', AD_PREVIEW_PAGE_CSP)
      .header('cache-control', 'private, no-cache')
      .send(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(ad.name)} · ${size.width}×${size.height}</title><body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:14px system-ui,sans-serif"><figure style="margin:16px"><div style="box-shadow:0 1px 4px rgba(0,0,0,.2);background:#fff">${shown}</div><figcaption style="margin-top:8px;color:#475569">${escape(ad.name)} · ${size.width}×${size.height}</figcaption></figure></body></html>`);
  });

  app.get('/server/ad-preview/:token/:adId/:size/creative', { config: { public: true } }, async (request, reply) => {
    const { ad, size, creative } = find(request.params);
    if (creative) {
      const out = await inlineOutput(await s.outputs.open(creative));
      return sendInlineFrame(reply.header('content-length', out.size), out);
    }
    // Not rendered yet: the template filled with the ad's values as they are now.
    try {
      const { pkg, html, name } = await s.renderer.page(ad.visual_version_id ?? 0, size, ad.input_values);
      return sendInlineFrame(reply, { filename: `${name}-ad-${ad.id}.html`, mime: 'text/html; charset=utf-8', content: Buffer.from(selfContainedPage(pkg.files, pkg.page, html)) });
    } catch (error) {
      if (error instanceof RenderError) throw new HttpError(422, error.message);
      throw error;
    }
  });
}
