/**
 * Where the tester's frame loads from: the backend serves a render's output and a version's
 * preview itself (same origin, `/server/api/v1/...`), and the frame is sandboxed with scripts
 * only, so a template's code runs without our origin's cookies, storage or DOM.
 */
const API = '/server/api/v1';

export { buildOutputUrl } from '../../lib/creative-urls';

/** The version's preview, laid out in `size` (the backend's default is the template's first size). */
export function versionPreviewUrl(versionId: string, size: Size | null): string {
  const base = `${API}/visual-version/${encodeURIComponent(versionId)}/preview`;
  return size === null ? base : `${base}?width=${size.width}&height=${size.height}`;
}

/** Scripts may run (banners animate); same-origin, forms, popups and top navigation may not. */
export const TESTER_SANDBOX = 'allow-scripts';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** The backend's preview size when a template names none. */
export const DEFAULT_PREVIEW_SIZE: Size = { width: 300, height: 250 };

/** The frame's size: a render's own, else the size chosen for the preview, else the default. */
export function frameSize(build: Size | null, chosen: Size | null): Size {
  const size = build ?? chosen ?? DEFAULT_PREVIEW_SIZE;
  return { width: size.width, height: size.height };
}
