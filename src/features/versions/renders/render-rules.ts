/**
 * Rules of starting renders from a version: the output formats the backend renders, which sizes
 * a link asks for (`?render=300x250,728x90` from the resizes page), and how a render's state looks.
 */
import type { VisualSize } from '../../../../worker/contract/creatives';
import { RENDER_FORMATS, renderFormatOr, type RenderFormat } from '../../../../worker/contract/output-formats';
import type { Tone } from '../../../components/versions/version-rules';

/** The output formats the renderer makes (the list the server checks): an HTML5 zip, or a PNG or JPEG screenshot. */
export const OUTPUT_FORMATS = RENDER_FORMATS;
export type OutputFormat = RenderFormat;

/** The template's default format when the backend renders it, else html. */
export function defaultFormat(templateDefault: string): OutputFormat {
  return renderFormatOr(templateDefault);
}

export function sizeKey(size: { readonly width: number; readonly height: number }): string {
  return `${size.width}x${size.height}`;
}

/** The `render` search param: sizes to preselect, as `WxH` keys separated by commas. */
export function renderParam(sizes: readonly { readonly width: number; readonly height: number }[]): string {
  return sizes.map(sizeKey).join(',');
}

/**
 * The template's sizes a `render` param names, in the template's order. Unknown or malformed
 * entries are dropped: a link can only preselect sizes the template has.
 */
export function sizesFromParam(param: string | null, sizes: readonly VisualSize[]): readonly VisualSize[] {
  if (param === null || param === '') return [];
  const wanted = new Set(param.split(','));
  return sizes.filter((size) => wanted.has(sizeKey(size)));
}

const BUILD_TONE: Readonly<Record<string, Tone>> = { queued: 'neutral', rendering: 'progress', finished: 'success', failed: 'danger' };

/** Unknown states (the server may add some) look neutral. */
export function renderTone(status: string): Tone {
  return BUILD_TONE[status] ?? 'neutral';
}

/** Renders still on their way: their progress bar moves. */
export function isUnfinished(status: string): boolean {
  return status === 'queued' || status === 'rendering';
}
