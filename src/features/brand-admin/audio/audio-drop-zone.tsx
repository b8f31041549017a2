/** The file button (several files at once) and the drop zone around it. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/ui/button';
import { useFileDrop } from '../../../components/ui/use-file-drop';
import { formatBytes } from '../../../lib/format-bytes';
import { AUDIO_ACCEPT, AUDIO_EXTENSIONS, AUDIO_MAX_BYTES } from './audio-items';

export function AudioDropZone({ onChoose, disabled }: { onChoose: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation('brand-admin');
  const id = useId();
  const { over, handlers } = useFileDrop(onChoose, !disabled);
  return (
    <div
      {...handlers}
      className={`rounded-lg border-2 border-dashed p-5 text-center ${over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50'}`}
      data-testid="audio-drop-zone"
    >
      <input
        id={id}
        type="file"
        multiple
        accept={AUDIO_ACCEPT}
        disabled={disabled}
        className="peer sr-only"
        aria-describedby={`${id}-hint`}
        data-testid="audio-input"
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          event.target.value = ''; // choosing the same file again still reports a change
        }}
      />
      <p className="text-sm text-slate-600">{t('BRAND_ADMIN_AUDIO.DROP')}</p>
      <label
        htmlFor={id}
        className={`mt-3 inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${focusRing}`}
      >
        {t('BRAND_ADMIN_AUDIO.CHOOSE')}
      </label>
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
        {t('BRAND_ADMIN_AUDIO.HINT', { types: AUDIO_EXTENSIONS.join(', '), max: formatBytes(AUDIO_MAX_BYTES) })}
      </p>
    </div>
  );
}
