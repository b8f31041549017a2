/** A version's state as a badge: the translated state name, coloured by tone. */
import { useTranslation } from '../../i18n/use-translation';
import type { VersionStatus } from '../../../worker/contract/creatives';
import { ToneBadge } from './ui/tone-badge';
import { keyPart, statusTone } from '../../components/versions/version-rules';

export function VersionStatusBadge({ status, large = false }: { status: VersionStatus; large?: boolean }) {
  const { t } = useTranslation('versions');
  return (
    <ToneBadge tone={statusTone(status)} large={large} testId="version-status" value={status}>
      {t(`VERSIONS.STATUS.${keyPart(status)}`)}
    </ToneBadge>
  );
}
