/**
 * Where a creative's pictures come from: the backend serves them itself (same origin,
 * `/server/api/v1/...`), so an `<img>` or a sandboxed frame loads them with the session cookie
 * and the app's CSP (img-src and frame-src 'self') allows them.
 */
import type { ThumbnailSize } from '../../worker/contract/thumbnail-sizes';

const API = '/server/api/v1';

/**
 * A version's thumbnail: a PNG of its filled page at the template's first size, shrunk to twice
 * the box it is shown in (worker/contract/thumbnail-sizes.ts), or a size box.
 */
export function versionThumbnailUrl(versionId: string, size: ThumbnailSize): string {
  return `${API}/visual-version/${encodeURIComponent(versionId)}/thumbnail?size=${size}`;
}

/** A finished render's own file as a frame or an image shows it (an HTML5 zip as its page). */
export function buildOutputUrl(buildId: string): string {
  return `${API}/visual-build/${encodeURIComponent(buildId)}/output`;
}

/** An asset-library file chosen as an image value (an `<img>` cannot send X-Brand: the brand is a parameter). */
export function assetImageUrl(fileId: string, brand: string | null): string {
  return `${API}/files/${encodeURIComponent(fileId)}/content${brand === null ? '' : `?brand=${encodeURIComponent(brand)}`}`;
}
