/** The public preview URL of one ad in one size (served by the reference backend without a session). */
export function permalinkOf(token: string, adId: string, size: { readonly width: number; readonly height: number }): string {
  return `${globalThis.location?.origin ?? ''}/server/ad-preview/${encodeURIComponent(token)}/${encodeURIComponent(adId)}/${size.width}x${size.height}`;
}
