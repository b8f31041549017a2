/**
 * The audio picker's items (spec section 3 "Audio upload item": name, size, duration, valid,
 * errors) and their rules (spec section 5): a file whose type is outside the allowed set is
 * invalid with `Profile.form.audio.ERRORS.UNSUPPORTED_FORMAT`, and so is a name the server would
 * refuse (worker/contract/file-names.ts, `FILE_NAME.*`); a new file with the same name
 * replaces the earlier item; invalid items are skipped on upload and have no duration.
 *
 *   chosen ─▶ reading ─▶ ready ─▶ uploading ─▶ uploaded
 *      │         └─▶ invalid (unreadable)   └─▶ failed ─▶ uploading (retry)
 *      └─▶ invalid (type, size, name)
 */
import { fileNameProblemKey } from '../../../lib/file-name-problem';

/** The allowed set ("not shown" in the spec; docs/brand-admin.md): extension and MIME types. */
export const AUDIO_TYPES: readonly { readonly extensions: readonly string[]; readonly mimes: readonly string[] }[] = [
  { extensions: ['mp3'], mimes: ['audio/mpeg', 'audio/mp3'] },
  { extensions: ['wav'], mimes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  { extensions: ['ogg', 'oga'], mimes: ['audio/ogg'] },
  { extensions: ['m4a', 'aac'], mimes: ['audio/aac', 'audio/mp4', 'audio/x-m4a'] },
];

export const AUDIO_EXTENSIONS = AUDIO_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`));
/** The file chooser's filter; a drop ignores it, so the rules below still check every file. */
export const AUDIO_ACCEPT = [...AUDIO_EXTENSIONS, ...AUDIO_TYPES.flatMap((t) => t.mimes)].join(',');
/** The server's upload limit (server/http/multipart.ts MAX_UPLOAD_BYTES). */
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;

export const AUDIO_ERRORS = {
  UNSUPPORTED_FORMAT: 'Profile.form.audio.ERRORS.UNSUPPORTED_FORMAT',
  TOO_LARGE: 'Profile.form.audio.ERRORS.TOO_LARGE',
  UNREADABLE: 'Profile.form.audio.ERRORS.UNREADABLE',
} as const;

export type AudioItemStatus = 'reading' | 'ready' | 'uploading' | 'uploaded' | 'failed' | 'invalid';

export interface AudioUploadItem {
  readonly name: string;
  readonly size: number;
  /** Seconds; null until read, and always null for an invalid file. */
  readonly duration: number | null;
  readonly valid: boolean;
  /** i18n keys (Profile.form.audio.ERRORS.*). */
  readonly errors: readonly string[];
  readonly status: AudioItemStatus;
  /** Why the upload failed: the server's sentence or an i18n key. */
  readonly failure?: { readonly text: string } | { readonly key: string };
  readonly file: File;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Both must agree: the extension names an allowed type, and the browser's MIME type (when it
 * gives one; some systems give none for .m4a or .ogg) is one of that type's.
 */
export function isAllowedAudio(file: Pick<File, 'name' | 'type'>): boolean {
  const kind = AUDIO_TYPES.find((t) => t.extensions.includes(extensionOf(file.name)));
  if (kind === undefined) return false;
  const mime = file.type.toLowerCase().split(';')[0]!.trim();
  return mime === '' || kind.mimes.includes(mime);
}

export function audioItemOf(file: File): AudioUploadItem {
  const errors: string[] = [];
  const badName = fileNameProblemKey(file.name);
  if (badName !== null) errors.push(badName);
  if (!isAllowedAudio(file)) errors.push(AUDIO_ERRORS.UNSUPPORTED_FORMAT);
  if (file.size > AUDIO_MAX_BYTES) errors.push(AUDIO_ERRORS.TOO_LARGE);
  const valid = errors.length === 0;
  return { name: file.name, size: file.size, duration: null, valid, errors, status: valid ? 'reading' : 'invalid', file };
}

/** Adds chosen files: one with the name of an earlier item takes that item's place. */
export function withChosen(items: readonly AudioUploadItem[], chosen: readonly AudioUploadItem[]): AudioUploadItem[] {
  const next = [...items];
  for (const item of chosen) {
    const at = next.findIndex((x) => x.name === item.name);
    if (at < 0) next.push(item);
    else next[at] = item;
  }
  return next;
}

/** The duration arrived (or could not be read: then the file is not usable audio). */
export function withDuration(item: AudioUploadItem, duration: number | null): AudioUploadItem {
  if (duration === null) return { ...item, duration: null, valid: false, errors: [...item.errors, AUDIO_ERRORS.UNREADABLE], status: 'invalid' };
  return { ...item, duration, status: 'ready' };
}

/** What Upload sends: valid items not yet uploaded (a failed one is tried again). */
export function toUpload(items: readonly AudioUploadItem[]): AudioUploadItem[] {
  return items.filter((x) => x.valid && (x.status === 'ready' || x.status === 'failed'));
}
