/** What is already in the person's upload directory (audio only), newest first. */
import { useTranslation } from '../../../i18n/use-translation';
import type { UploadedAudio } from '../../../../worker/domains/brand-admin/contract';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDuration } from './format-duration';
import { DataTable } from '../../../components/ui/data-table';

export function UploadedAudioList({ files }: { files: readonly UploadedAudio[] }) {
  const { t } = useTranslation('brand-admin');
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('BRAND_ADMIN_AUDIO.UPLOADED_TITLE')}</h3>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="uploaded-audio-empty">
          {t('BRAND_ADMIN_AUDIO.UPLOADED_EMPTY')}
        </p>
      ) : (
        <DataTable
          variant="plain"
          dense
          testId="uploaded-audio"
          rows={files}
          rowKey={(f) => f.id}
          rowTestId="uploaded-audio-row"
          columns={[
            { key: 'name', header: t('BRAND_ADMIN_AUDIO.COL_NAME'), className: 'break-all text-slate-900', cell: (f) => f.name },
            { key: 'duration', header: t('BRAND_ADMIN_AUDIO.COL_DURATION'), className: 'text-slate-700', cell: (f) => (f.duration === null ? '—' : formatDuration(f.duration)) },
            { key: 'size', header: t('BRAND_ADMIN_AUDIO.COL_SIZE'), className: 'text-slate-700', cell: (f) => formatBytes(f.size) },
            { key: 'uploaded', header: t('BRAND_ADMIN_AUDIO.COL_UPLOADED'), className: 'text-slate-700', cell: (f) => formatDateTime(f.createdAt) },
          ]}
        />
      )}
    </div>
  );
}
