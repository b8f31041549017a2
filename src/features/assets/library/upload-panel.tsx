/**
 * The upload list under the toolbar: each file with its size, a progress bar (the percent of the
 * request sent, as the worker reports it: `uploads.progress` by the item's key), its outcome or the server's
 * error, and for a name already in the folder the choice to keep both, replace or skip.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../lib/format-bytes';
import type { UploadAction } from '../../../../worker/contract/assets';
import type { UploadItem } from './upload-queue';
import { useBrandScoped } from '../../../shell/router/use-brand-scope';
import { uploadPercent } from '../../../lib/upload-ids';

const BAR: Readonly<Record<UploadItem['status'], string>> = {
  conflict: 'w-0',
  waiting: 'w-0',
  uploading: 'bg-indigo-500 transition-[width]',
  done: 'w-full bg-emerald-500',
  failed: 'w-full bg-red-500',
  skipped: 'w-0',
};

export function UploadPanel({ items, onChoose, onClear }: { items: readonly UploadItem[]; onChoose: (key: string, choice: UploadAction | 'skip') => void; onClear: () => void }) {
  const { t } = useTranslation('assets');
  const progress = useBrandScoped('uploads')?.progress ?? {};
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'failed' || item.status === 'skipped');
  // Uploads keep going while the user browses on: name the folder when they differ.
  const showPaths = new Set(items.map((item) => item.path)).size > 1;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="upload-panel-title" data-testid="upload-panel">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="upload-panel-title" className="text-sm font-semibold text-slate-900">
          {t('ASSETS_UPLOAD.TITLE')}
        </h2>
        {finished ? (
          <Button variant="ghost" onClick={onClear}>
            {t('ASSETS_UPLOAD.CLEAR')}
          </Button>
        ) : null}
      </div>
      <ul className="space-y-3">
        {items.map((item) => {
          const percent = item.status === 'uploading' ? uploadPercent(progress[item.key]) : null;
          return (
          <li key={item.key} data-testid="upload-item" data-status={item.status}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="break-all font-medium text-slate-900">
                {item.file.name}
                {showPaths ? <span className="ml-2 text-xs font-normal text-slate-500">{t('ASSETS_UPLOAD.INTO', { path: item.path })}</span> : null}
              </span>
              <span className="text-xs text-slate-500">
                {formatBytes(item.file.size)} · <span data-testid="upload-status">{t(`ASSETS_UPLOAD.STATUS_${item.status.toUpperCase()}`)}</span>
                {percent !== null ? <> · <span data-testid="upload-percent">{t('ASSETS_UPLOAD.PERCENT', { percent })}</span></> : null}
              </span>
            </div>
            <div
              className="mt-1 h-1.5 overflow-hidden rounded bg-slate-100"
              role="progressbar"
              aria-label={item.file.name}
              aria-valuemin={0}
              aria-valuemax={100}
              {...(item.status === 'uploading' ? (percent === null ? {} : { 'aria-valuenow': percent }) : { 'aria-valuenow': item.status === 'done' || item.status === 'failed' ? 100 : 0 })}
            >
              <div className={`h-full rounded ${BAR[item.status]}`} style={item.status === 'uploading' ? { width: `${percent ?? 0}%` } : undefined} />
            </div>
            {item.error ? (
              <p className="mt-1 text-sm text-red-700" role="alert" data-testid="upload-error">
                {'text' in item.error ? item.error.text : t(item.error.key)}
              </p>
            ) : null}
            {item.status === 'conflict' ? (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={t('ASSETS_UPLOAD.CONFLICT', { name: item.file.name })}>
                <span className="text-slate-700">{t('ASSETS_UPLOAD.CONFLICT', { name: item.file.name })}</span>
                <Button variant="secondary" onClick={() => onChoose(item.key, 'keep')}>
                  {t('ASSETS_UPLOAD.KEEP_BOTH')}
                </Button>
                <Button variant="secondary" onClick={() => onChoose(item.key, 'replace')}>
                  {t('ASSETS_UPLOAD.REPLACE')}
                </Button>
                <Button variant="ghost" onClick={() => onChoose(item.key, 'skip')}>
                  {t('ASSETS_UPLOAD.SKIP')}
                </Button>
              </div>
            ) : null}
          </li>
          );
        })}
      </ul>
    </section>
  );
}
