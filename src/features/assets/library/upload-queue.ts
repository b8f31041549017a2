/**
 * The library's upload list: each chosen or dropped file is an item that waits, uploads, and ends
 * done or failed (with the server's message, e.g. a full storage). A file whose name is already
 * in the folder waits for the user's choice first: keep both (the server names the new one
 * `name (2).ext`) or replace the old one, or skip it. A name the server would refuse (control
 * characters, too long: worker/contract/file-names.ts) fails at once, without being sent.
 *
 *   conflict ──keep|replace──▶ waiting ──▶ uploading ──▶ done
 *       └──skip──▶ skipped                     └──────▶ failed ◀── (bad name, when chosen)
 */
import type { UploadAction } from '../../../../worker/contract/assets';
import { fileNameProblemKey } from '../../../lib/file-name-problem';

export type UploadStatus = 'conflict' | 'waiting' | 'uploading' | 'done' | 'failed' | 'skipped';

/** Why an item failed: the server's own sentence, or a message key of ours. */
export type UploadProblem = { readonly text: string } | { readonly key: string };

export interface UploadItem {
  readonly key: string;
  readonly file: File;
  /** The folder's path the file goes to (fixed when chosen: browsing on does not move it). */
  readonly path: string;
  readonly status: UploadStatus;
  readonly action: UploadAction;
  readonly error: UploadProblem | null;
}

/** Adds files for `path`; a name already in the folder (or queued for it) asks first. */
export function queueFiles(items: readonly UploadItem[], files: readonly File[], path: string, existingNames: ReadonlySet<string>, keyOf: (i: number) => string): UploadItem[] {
  const taken = new Set(existingNames);
  for (const item of items) if (item.path === path && item.status !== 'skipped' && item.status !== 'failed') taken.add(item.file.name);
  const added = files.map((file, i): UploadItem => {
    const problem = fileNameProblemKey(file.name);
    if (problem !== null) return { key: keyOf(i), file, path, status: 'failed', action: 'keep', error: { key: problem } };
    const conflict = taken.has(file.name);
    taken.add(file.name);
    return { key: keyOf(i), file, path, status: conflict ? 'conflict' : 'waiting', action: 'keep', error: null };
  });
  return [...items, ...added];
}

export function resolveConflict(items: readonly UploadItem[], key: string, choice: UploadAction | 'skip'): UploadItem[] {
  return items.map((item) => {
    if (item.key !== key || item.status !== 'conflict') return item;
    return choice === 'skip' ? { ...item, status: 'skipped' } : { ...item, status: 'waiting', action: choice };
  });
}

/** The next item to send: one at a time, in the order chosen, none while one is uploading. */
export function nextToUpload(items: readonly UploadItem[]): UploadItem | null {
  if (items.some((item) => item.status === 'uploading')) return null;
  return items.find((item) => item.status === 'waiting') ?? null;
}

export function settle(items: readonly UploadItem[], key: string, change: Pick<UploadItem, 'status' | 'error'>): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/** Finished items leave the list; those still waiting for something stay. */
export function clearFinished(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.status !== 'done' && item.status !== 'skipped' && item.status !== 'failed');
}
