/** What a file is, for its icon and what can be done with it (play, edit, show as a thumbnail). */
import { isInlineMediaType } from '../../../../worker/contract/inline-media';

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'text' | 'archive' | 'other';

const BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  pdf: 'pdf',
  txt: 'text',
  csv: 'text',
  json: 'text',
  zip: 'archive',
};

export function fileKind(mime: string, name: string): FileKind {
  const type = mime.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('text/') || type === 'application/json') return 'text';
  if (type === 'application/zip' || type === 'application/x-zip-compressed') return 'archive';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? (BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'other') : 'other';
}

/** The video editor takes video and audio (spec: a real video/audio file of the library). */
export function isEditableMedia(kind: FileKind): kind is 'video' | 'audio' {
  return kind === 'video' || kind === 'audio';
}

/** The media type an extension stands for, when the upload's type is generic. */
const MEDIA_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

/**
 * Whether the server shows the file in the browser rather than sending it as a download
 * (docs/assets.md "File content"): raster images, audio and video; SVG, HTML, PDF, text and the
 * rest are downloads. The server decides by the bytes; this reads the declared type (the
 * extension when the type is generic), so a file that lies about its type is still a download
 * and only its thumbnail fails to load.
 */
export function opensInBrowser(mime: string, name: string): boolean {
  const type = mime.trim().toLowerCase();
  if (type !== '' && type !== 'application/octet-stream') return isInlineMediaType(type);
  const dot = name.lastIndexOf('.');
  const guess = dot > 0 ? MEDIA_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
  return guess !== undefined && isInlineMediaType(guess);
}
