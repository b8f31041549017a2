/**
 * The passive media a browser may show from the app's origin: raster images, audio and video.
 * None of them can run a script, whatever a browser does with them. Every other uploaded file
 * (HTML, SVG, JavaScript, XML, PDF, text, anything unknown) is served as a download
 * (docs/assets.md "File content").
 *
 * The server decides by the bytes (server/http/sniff-media.ts names one of these types or none);
 * the client, which only knows the type the uploader declared, uses the same list to choose
 * between a thumbnail and an icon, and between opening a file and downloading it.
 */

export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'] as const;

export const INLINE_AUDIO_VIDEO_TYPES = [
  'audio/mpeg',
  'audio/aac',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
  'audio/flac',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/ogg',
] as const;

export type InlineMediaType = (typeof INLINE_IMAGE_TYPES)[number] | (typeof INLINE_AUDIO_VIDEO_TYPES)[number];

const INLINE: ReadonlySet<string> = new Set([...INLINE_IMAGE_TYPES, ...INLINE_AUDIO_VIDEO_TYPES]);

/** `Image/PNG; charset=x` → `image/png`. */
const essence = (mime: string): string => mime.split(';')[0]!.trim().toLowerCase();

export function isInlineMediaType(mime: string): boolean {
  return INLINE.has(essence(mime));
}
