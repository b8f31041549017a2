/** What is already in the person's upload directory (audio only), newest first. */
import { useTranslation } from 'react-i18next';
import type { UploadedAudio } from '../../../../worker/contract/brand-admin';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDuration } from './format-duration';

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
        <table className="w-full text-left text-sm" data-testid="uploaded-audio">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 font-medium">{t('BRAND_ADMIN_AUDIO.COL_NAME')}</th>
              <th className="py-1 font-medium">{t('BRAND_ADMIN_AUDIO.COL_DURATION')}</th>
              <th className="py-1 font-medium">{t('BRAND_ADMIN_AUDIO.COL_SIZE')}</th>
              <th className="py-1 font-medium">{t('BRAND_ADMIN_AUDIO.COL_UPLOADED')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {files.map((f) => (
              <tr key={f.id} data-testid="uploaded-audio-row">
                <td className="py-1.5 pr-2 break-all text-slate-900">{f.name}</td>
                <td className="py-1.5 pr-2 text-slate-700">{f.duration === null ? '—' : formatDuration(f.duration)}</td>
                <td className="py-1.5 pr-2 text-slate-700">{formatBytes(f.size)}</td>
                <td className="py-1.5 text-slate-700">{formatDateTime(f.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
