/**
 * Runs an upload list (upload-queue.ts): one file at a time through `send` (a worker command
 * sending multipart: `assets/upload` into a library folder, `assets/group-upload` into a group),
 * each item ending done or failed with the server's own message (a full storage, a path outside
 * the user's upload folder). Audio and video go with their length, read in the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadAction } from '../../../../worker/contract/assets';
import type { CommandResult } from '../../../../worker/contract/commands';
import { fileKind, isEditableMedia } from '../files/file-kind';
import { nextUploadId } from '../../../lib/upload-ids';
import { readMediaDuration } from './media-duration';
import { clearFinished, nextToUpload, queueFiles, resolveConflict, settle, type UploadItem, type UploadProblem } from './upload-queue';

function problemOf(result: CommandResult): UploadProblem {
  const fields = result.fieldErrors ?? {};
  const text = fields.file?.[0] ?? fields.path?.[0] ?? Object.values(fields)[0]?.[0] ?? result.message ?? null;
  return text === null ? { key: 'ASSETS_UPLOAD.FAILED' } : { text };
}

export type SendUpload = (item: UploadItem, duration: number | null) => Promise<CommandResult>;

export function useUploadQueue(send: SendUpload) {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const [items, setItems] = useState<UploadItem[]>([]);
  // Started keys: an effect that runs twice (StrictMode) must not send a file twice.
  const started = useRef(new Set<string>());

  useEffect(() => {
    const next = nextToUpload(items);
    if (next === null || started.current.has(next.key)) return;
    started.current.add(next.key);
    setItems((current) => settle(current, next.key, { status: 'uploading', error: null }));
    void (async () => {
      const kind = fileKind(next.file.type, next.file.name);
      const duration = isEditableMedia(kind) ? await readMediaDuration(next.file, kind) : null;
      const result = await sendRef.current(next, duration);
      setItems((current) => settle(current, next.key, result.ok ? { status: 'done', error: null } : { status: 'failed', error: problemOf(result) }));
    })();
  }, [items]);

  const add = useCallback((files: readonly File[], path: string, existingNames: ReadonlySet<string>) => {
    // A key is also the upload's id in the worker (its progress): unique in the tab.
    const keys = files.map(() => nextUploadId());
    setItems((current) => queueFiles(current, files, path, existingNames, (i) => keys[i]!));
  }, []);
  const choose = useCallback((key: string, choice: UploadAction | 'skip') => setItems((current) => resolveConflict(current, key, choice)), []);
  const clear = useCallback(() => setItems((current) => clearFinished(current)), []);

  return { items, add, choose, clear };
}
