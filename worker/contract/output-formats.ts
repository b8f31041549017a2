/**
 * The output formats a render can be made in, written once: the server validates a render start,
 * a template's default format and an ad set's format against this list; the Start renders dialog,
 * the template form and the ad-set wizard offer exactly it. A format the renderer cannot make
 * (GIF, MP4: no animation or video encoder) is not on it, so nobody can choose it and be refused
 * only later (docs/template-packages.md, "Rendering").
 * Pure and dependency-free: src/ and server/ import it (eslint.config.js).
 */

/** HTML5 zip, PNG and JPEG screenshots, in the order they are offered. */
export const RENDER_FORMATS = ['html', 'png', 'jpg'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** Spec section 3: a template's default output format is html. */
export const DEFAULT_RENDER_FORMAT: RenderFormat = 'html';

export function isRenderFormat(format: string): format is RenderFormat {
  return (RENDER_FORMATS as readonly string[]).includes(format);
}

/** A stored format as the one a render would use: itself when it can be rendered, else html (older rows may hold gif or mp4). */
export function renderFormatOr(format: string, fallback: RenderFormat = DEFAULT_RENDER_FORMAT): RenderFormat {
  return isRenderFormat(format) ? format : fallback;
}
