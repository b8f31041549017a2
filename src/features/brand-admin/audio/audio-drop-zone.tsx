/** The file button (several files at once) and the drop zone around it. */
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileDropBox } from '../../../components/ui/file-drop-box';
import { formatBytes } from '../../../lib/format-bytes';
import { AUDIO_ACCEPT, AUDIO_EXTENSIONS, AUDIO_MAX_BYTES } from './audio-items';

export function AudioDropZone({ onChoose, disabled }: { onChoose: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation('brand-admin');
  const id = useId();
  return (
    <FileDropBox
      id={id}
      onFiles={onChoose}
      multiple
      accept={AUDIO_ACCEPT}
      disabled={disabled}
      testId="audio-drop-zone"
      inputProps={{ 'aria-describedby': `${id}-hint`, 'data-testid': 'audio-input' }}
      chooseLabel={t('BRAND_ADMIN_AUDIO.CHOOSE')}
      after={
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
          {t('BRAND_ADMIN_AUDIO.HINT', { types: AUDIO_EXTENSIONS.join(', '), max: formatBytes(AUDIO_MAX_BYTES) })}
        </p>
      }
    >
      <p className="text-sm text-slate-600">{t('BRAND_ADMIN_AUDIO.DROP')}</p>
    </FileDropBox>
  );
}
