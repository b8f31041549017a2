/**
 * Credit balance with its tooltip levels (spec section 4): a warning below 100, a stronger info
 * message below 50, a warning colour and text below 5. The figure keeps a pace a person
 * can read during a storm of renders (useShownBalance).
 */
import { useTranslation } from '../../i18n/use-translation';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useShownBalance } from '../../shell/router/use-shown-balance';
import { levelTone } from '../../shell/rules/balance-level';
import { Tooltip } from '../../components/ui/tooltip';
import { WidgetLink } from './widget-link';
import { formatNumber } from '../../lib/format-number';

const TOOLTIP_KEYS = {
  unknown: 'HEADER.BALANCE_UNKNOWN',
  ok: 'HEADER.BALANCE_OK',
  below100: 'HEADER.BALANCE_LOW',
  below50: 'HEADER.BALANCE_VERY_LOW',
  below5: 'HEADER.BALANCE_CRITICAL',
} as const;

export function CreditBalance() {
  const { t, i18n } = useTranslation();
  const { balance, level } = useShownBalance();
  const pathFor = useBrandPath();
  const value = balance === null ? '—' : formatNumber(balance, i18n.language);
  const tone = levelTone(level);
  return (
    <Tooltip content={t(TOOLTIP_KEYS[level])} tone={tone === 'neutral' ? 'neutral' : 'warning'}>
      {(describedBy) => (
        <span data-level={level} data-testid="credit-balance-level">
          <WidgetLink to={pathFor('brand-brand-settings-wallet')} icon="coins" label={t('HEADER.BALANCE_LABEL', { value })} describedBy={describedBy} tone={tone} testId="credit-balance">
            <span aria-hidden="true">{value}</span>
            {level === 'below5' ? <span className="font-semibold">{t('HEADER.BALANCE_CRITICAL_SHORT')}</span> : null}
          </WidgetLink>
        </span>
      )}
    </Tooltip>
  );
}
