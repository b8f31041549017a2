/** A render's state as a badge (known states translated, others under their server name). */
import { useTranslation } from '../../../i18n/use-translation';
import { ToneBadge } from '../ui/tone-badge';
import { keyPart } from '../../../components/versions/version-rules';
import { renderTone } from './render-rules';

export function RenderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('versions');
  return (
    <ToneBadge tone={renderTone(status)} testId="build-status" value={status}>
      {t(`VERSIONS.BUILD_STATUS.${keyPart(status)}`, { defaultValue: status })}
    </ToneBadge>
  );
}
