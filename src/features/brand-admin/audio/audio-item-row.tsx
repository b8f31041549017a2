/** One chosen file: name, size, duration, and either its problems or its upload state. */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes } from '../../../lib/format-bytes';
import type { AudioItemStatus, AudioUploadItem } from './audio-items';
import { formatDuration } from './format-duration';

const STATUS_KEYS: Readonly<Record<AudioItemStatus, string>> = {
  reading: 'BRAND_ADMIN_AUDIO.STATUS_READING',
  ready: 'BRAND_ADMIN_AUDIO.STATUS_READY',
  uploading: 'BRAND_ADMIN_AUDIO.STATUS_UPLOADING',
  uploaded: 'BRAND_ADMIN_AUDIO.STATUS_UPLOADED',
  failed: 'BRAND_ADMIN_AUDIO.STATUS_FAILED',
  invalid: 'BRAND_ADMIN_AUDIO.STATUS_INVALID',
};

const STATUS_TONE: Readonly<Record<AudioItemStatus, string>> = {
  reading: 'text-slate-500',
  ready: 'text-slate-700',
  uploading: 'text-indigo-700',
  uploaded: 'text-emerald-700',
  failed: 'text-red-700',
  invalid: 'text-red-700',
};

export function AudioItemRow({ item, onRemove, busy }: { item: AudioUploadItem; onRemove: () => void; busy: boolean }) {
  const { t } = useTranslation('brand-admin');
  return (
    <li className="flex items-start justify-between gap-3 py-2" data-testid="audio-item" data-name={item.name} data-valid={String(item.valid)} data-status={item.status}>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all text-slate-900">{item.name}</p>
        <p className="text-xs text-slate-600">
          {formatBytes(item.size)}
          {item.duration !== null ? ` · ${formatDuration(item.duration)}` : ''}
        </p>
        {item.errors.length > 0 ? (
          <ul className="mt-1 space-y-0.5 text-sm text-red-700" data-testid="audio-item-errors">
            {item.errors.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        ) : null}
        {item.failure ? (
          <p className="mt-1 text-sm text-red-700" data-testid="audio-item-failure">
            {'text' in item.failure ? item.failure.text : t(item.failure.key)}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className={`inline-flex items-center gap-1 text-sm ${STATUS_TONE[item.status]}`} data-testid="audio-item-status">
          {item.status === 'uploading' || item.status === 'reading' ? <Spinner label="" className="h-4 w-4" /> : null}
          {t(STATUS_KEYS[item.status])}
        </span>
        {item.status !== 'uploading' && item.status !== 'uploaded' ? (
          <Button variant="ghost" onClick={onRemove} disabled={busy} aria-label={t('BRAND_ADMIN_AUDIO.REMOVE', { name: item.name })}>
            {t('BRAND_ADMIN_AUDIO.REMOVE_SHORT')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
