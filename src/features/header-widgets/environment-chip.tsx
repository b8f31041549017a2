/** Environment chip: dev or uat only (spec section 9); production and unknown names show nothing. */
import { useTranslation } from '../../i18n/use-translation';
import { environmentChip } from '../../shell/rules/visibility';
import { useAtomValue } from '../../state';
import { environmentAtom } from '../../state/derived';

export function EnvironmentChip() {
  const { t } = useTranslation();
  const environment = useAtomValue(environmentAtom);
  const chip = environmentChip(environment);
  if (chip === null) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ${chip === 'dev' ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-800'}`} title={t('HEADER.ENVIRONMENT', { name: chip })} data-testid="environment-chip">
      {chip}
    </span>
  );
}
