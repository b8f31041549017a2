/**
 * The picker's state: chosen files become items at once (type checked on selection), then their
 * durations arrive from the browser; Upload sends the usable ones one after another through the
 * data layer, so each item shows its own outcome.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDataLayer } from '../../../data-client';
import { audioItemOf, toUpload, withChosen, withDuration, type AudioUploadItem } from './audio-items';
import { readAudioDuration } from './read-audio-duration';

export function useAudioItems(path: string | null) {
  const api = useDataLayer();
  const { t } = useTranslation('brand-admin');
  const [items, setItems] = useState<readonly AudioUploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  // A later choice of the same name wins: an earlier file's late duration must not land on it.
  const current = useRef(new Map<string, File>());

  const update = useCallback((file: File, change: (item: AudioUploadItem) => AudioUploadItem) => {
    setItems((all) => all.map((x) => (x.file === file ? change(x) : x)));
  }, []);

  const choose = useCallback(
    (files: readonly File[]) => {
      const chosen = files.map(audioItemOf);
      for (const item of chosen) current.current.set(item.name, item.file);
      setItems((all) => withChosen(all, chosen));
      for (const item of chosen) {
        if (!item.valid) continue;
        void readAudioDuration(item.file).then((duration) => {
          if (current.current.get(item.name) === item.file) update(item.file, (x) => withDuration(x, duration));
        });
      }
    },
    [update],
  );

  const remove = useCallback((name: string) => {
    current.current.delete(name);
    setItems((all) => all.filter((x) => x.name !== name));
  }, []);

  const upload = useCallback(async () => {
    if (path === null) return;
    setBusy(true);
    // Sequential: one progress line at a time, and a full storage stops the rest with a clear answer each.
    for (const item of toUpload(items)) {
      update(item.file, (x) => ({ ...x, status: 'uploading', failure: undefined }));
      const result = await api.dispatch({ type: 'brand-admin/upload-audio', file: item.file, name: item.name, duration: item.duration ?? 0, path });
      const failure = result.ok ? undefined : { text: result.fieldErrors ? Object.values(result.fieldErrors).flat().join(' ') : (result.message ?? t('BRAND_ADMIN_AUDIO.UPLOAD_FAILED')) };
      update(item.file, (x) => ({ ...x, status: result.ok ? 'uploaded' : 'failed', ...(failure ? { failure } : {}) }));
    }
    setBusy(false);
  }, [api, items, path, t, update]);

  return { items, busy, choose, remove, upload, pending: toUpload(items).length };
}
