/** The upload button's label while a package is sent: "Uploading… 42 %" as the worker reports the bytes sent. */
import { useTranslation } from '../../../i18n/use-translation';
import { useBrandScoped } from '../../../shell/router/use-brand-scope';
import { uploadPercent } from '../../../lib/upload-ids';

export function UploadingLabel({ uploadId }: { readonly uploadId: string | null }) {
  const { t } = useTranslation();
  const progress = useBrandScoped('uploads')?.progress ?? {};
  const percent = uploadId === null ? null : uploadPercent(progress[uploadId]);
  return <>{percent === null ? t('TEMPLATES.UPLOADING') : t('TEMPLATES.UPLOADING_PERCENT', { percent })}</>;
}
