/**
 * Credit balance with its tooltip levels (spec section 4): a warning below 100, a stronger info
 * message below 50, a warning colour and text below 5.
 *
 * Every render spends, so while thousands run the balance changes with every live batch. The
 * figure shows at most two new values a second (useSteadyValue); a level crossed, another
 * brand's balance, or another moment of the devtools' time travel shows at once.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useBrandPath, useCurrentBrand } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { BALANCE_FIGURE_MS, headerBalanceLevel, levelTone } from '../../shell/rules/balance-level';
import { Tooltip } from '../../components/ui/tooltip';
import { WidgetLink } from './widget-link';
import { formatNumber } from '../../lib/format-number';
import { useSteadyValue } from '../../lib/use-steady-value';
import { pastMomentAtom, useAtomValue } from '../../state';

const TOOLTIP_KEYS = {
  unknown: 'HEADER.BALANCE_UNKNOWN',
  ok: 'HEADER.BALANCE_OK',
  below100: 'HEADER.BALANCE_LOW',
  below50: 'HEADER.BALANCE_VERY_LOW',
  below5: 'HEADER.BALANCE_CRITICAL',
} as const;

export function CreditBalance() {
  const { t, i18n } = useTranslation();
  const latest = useBrandScoped('balance')?.value ?? null;
  const level = headerBalanceLevel(latest);
  const moment = useAtomValue(pastMomentAtom);
  const shownAt = moment === null ? 'live' : `${moment.index}/${moment.total}`;
  const balance = useSteadyValue(latest, BALANCE_FIGURE_MS, `${useCurrentBrand()}:${level}:${shownAt}`);
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
