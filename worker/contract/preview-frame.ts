/**
 * The live preview's frame (`/server/preview-frame`, server/routes/visual-values.ts) and the
 * values form that drives it speak by postMessage: the frame says it is ready, the page sends the
 * filled page to show. Written once for both.
 */
export const PREVIEW_FRAME_PATH = '/server/preview-frame';

export const PREVIEW_FRAME_MESSAGES = {
  /** Frame → page: ready to show. */
  ready: 'values-preview-ready',
  /** Page → frame: `{ type, html }`, the filled page to show. */
  show: 'values-preview-show',
} as const;
