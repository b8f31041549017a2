/** What a file is, for its icon and what can be done with it (play, edit, show as a thumbnail). */
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
