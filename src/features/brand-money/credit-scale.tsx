/**
 * The low-credit levels (spec sections 4 and 9) as a scale: below 5, 5–50, 50–100 and 100 or more,
 * the current level marked (aria-current), each with what the product does at that level.
 */
import { useTranslation } from 'react-i18next';
import { CREDIT_THRESHOLDS } from '../../../worker/contract/credit-notice';
import type { BalanceLevel } from '../../shell/rules/balance-level';

const LEVELS = [
  { level: 'below5', range: { to: CREDIT_THRESHOLDS.critical }, tone: 'bg-red-500', text: 'BRAND_MONEY_WALLET.LEVEL_CRITICAL' },
  { level: 'below50', range: { from: CREDIT_THRESHOLDS.critical, to: CREDIT_THRESHOLDS.veryLow }, tone: 'bg-amber-500', text: 'BRAND_MONEY_WALLET.LEVEL_VERY_LOW' },
  { level: 'below100', range: { from: CREDIT_THRESHOLDS.veryLow, to: CREDIT_THRESHOLDS.low }, tone: 'bg-sky-500', text: 'BRAND_MONEY_WALLET.LEVEL_LOW' },
  { level: 'ok', range: { from: CREDIT_THRESHOLDS.low }, tone: 'bg-emerald-500', text: 'BRAND_MONEY_WALLET.LEVEL_OK' },
] as const;

function rangeLabel(t: (key: string, o?: Record<string, unknown>) => string, range: { from?: number; to?: number }): string {
  if (range.from === undefined) return t('BRAND_MONEY_WALLET.RANGE_BELOW', { to: range.to });
  if (range.to === undefined) return t('BRAND_MONEY_WALLET.RANGE_ABOVE', { from: range.from });
  return t('BRAND_MONEY_WALLET.RANGE_BETWEEN', { from: range.from, to: range.to });
}

export function CreditScale({ level }: { level: BalanceLevel }) {
  const { t } = useTranslation('brand-money');
  return (
    <ol className="grid gap-2 sm:grid-cols-4" aria-label={t('BRAND_MONEY_WALLET.LEVELS')} data-testid="credit-scale">
      {LEVELS.map((entry) => {
        const current = entry.level === level;
        return (
          <li
            key={entry.level}
            aria-current={current ? 'step' : undefined}
            className={`rounded-md border p-3 text-sm ${current ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500' : 'border-slate-200 bg-white'}`}
          >
            <div className={`mb-2 h-2 rounded-full ${entry.tone}`} aria-hidden="true" />
            <p className="font-medium text-slate-900">{rangeLabel(t, entry.range)}</p>
            <p className="mt-1 text-slate-600">{t(entry.text)}</p>
            {current ? <p className="mt-1 text-xs font-semibold text-indigo-700">{t('BRAND_MONEY_WALLET.YOU_ARE_HERE')}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
