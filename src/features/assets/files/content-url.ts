/**
 * Where a browser element (an `<img>`, `<video>`, `<audio>` or a download link) gets a stored
 * file's bytes. The element sends the session cookie but cannot send X-Brand, so the brand is a
 * query parameter; the server checks membership exactly as for the API (docs/assets.md).
 */
export function fileContentUrl(fileId: string, brand: string | null): string {
  const query = brand === null ? '' : `?brand=${encodeURIComponent(brand)}`;
  return `/server/api/v1/files/${encodeURIComponent(fileId)}/content${query}`;
}
