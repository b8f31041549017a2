/**
 * Downloading renders: one file, or a zip of many. The worker fetches with the session and hands
 * the file over in the command's result; the page saves it (src/lib/save-file.ts). A failure is
 * kept to be shown beside the buttons: the server's own message when it answered JSON instead of
 * a file (e.g. "No finished builds were found for download."), else the catalogue's text.
 */
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Command, CommandResult } from '../../../worker/contract/commands';
import { useDataLayer } from '../../data-client';
import { saveFile } from '../../lib/save-file';

export type DownloadOutcome = { readonly kind: 'saved'; readonly name: string } | { readonly kind: 'failed'; readonly message: string };

const NONE: ReadonlySet<string> = new Set();

function reasonOf(t: TFunction, result: CommandResult): string {
  if (result.message !== undefined && result.message.trim() !== '') return result.message;
  return t(result.error ?? 'REQUESTS.INVALID_RESPONSE', result.errorParams ?? {});
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

export function useRenderDownloads() {
  const { t } = useTranslation('renders');
  const api = useDataLayer();
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(NONE);
  const [zipping, setZipping] = useState(false);
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null);

  /** Dispatches a download command and saves its file, or keeps why it failed. */
  const run = useCallback(
    async (command: Command, failed: (reason: string) => string) => {
      setOutcome(null);
      let result: CommandResult;
      try {
        result = await api.dispatch(command);
      } catch (error) {
        // The data layer itself broke (never a server answer, which comes as a result).
        console.error('download failed', error);
        result = { ok: false, error: 'REQUESTS.FAILED_UNKNOWN' };
      }
      if (result.ok && result.file !== undefined) {
        saveFile(result.file);
        setOutcome({ kind: 'saved', name: result.file.name });
      } else {
        setOutcome({ kind: 'failed', message: failed(reasonOf(t, result)) });
      }
    },
    [api, t],
  );

  const download = useCallback(
    async (id: string) => {
      setDownloading((current) => new Set(current).add(id));
      await run({ type: 'builds/download', id }, (reason) => t('RENDERS.DOWNLOAD_FAILED', { id, reason }));
      setDownloading((current) => without(current, id));
    },
    [run, t],
  );

  const downloadZip = useCallback(
    async (ids: readonly string[]) => {
      setZipping(true);
      await run({ type: 'builds/download-zip', ids }, (reason) => t('RENDERS.ZIP_FAILED', { reason }));
      setZipping(false);
    },
    [run, t],
  );

  const dismiss = useCallback(() => setOutcome(null), []);
  return { downloading, zipping, outcome, download, downloadZip, dismiss };
}
