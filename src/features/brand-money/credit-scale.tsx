/**
 * The low-credit levels (spec sections 4 and 9) as a scale, read from the credit rule's bands
 * (worker/contract/credit-notice.ts, CREDIT_BANDS): one step per band with its range, the current
 * level marked (aria-current), each with what the product does at that level.
 */
import { useTranslation } from '../../i18n/use-translation';
import { CREDIT_BANDS } from '../../../worker/contract/credit-notice';
import { bandLevel, type BalanceLevel } from '../../shell/rules/balance-level';

/** How each level of the rule looks and what it says (the rule's own level names). */
const LOOK = {
  below5: { tone: 'bg-red-500', text: 'BRAND_MONEY_WALLET.LEVEL_BELOW5' },
  below50: { tone: 'bg-amber-500', text: 'BRAND_MONEY_WALLET.LEVEL_BELOW50' },
  below100: { tone: 'bg-sky-500', text: 'BRAND_MONEY_WALLET.LEVEL_BELOW100' },
  ok: { tone: 'bg-emerald-500', text: 'BRAND_MONEY_WALLET.LEVEL_OK' },
} as const satisfies Record<Exclude<BalanceLevel, 'unknown'>, { tone: string; text: string }>;

/** The steps of the scale: each band from where the one before it ends. */
const STEPS = CREDIT_BANDS.map((band, i) => ({ level: bandLevel(band), range: { from: CREDIT_BANDS[i - 1]?.to ?? undefined, to: band.to ?? undefined } }));

function rangeLabel(t: (key: string, o?: Record<string, unknown>) => string, range: { from?: number; to?: number }): string {
  if (range.from === undefined) return t('BRAND_MONEY_WALLET.RANGE_BELOW', { to: range.to });
  if (range.to === undefined) return t('BRAND_MONEY_WALLET.RANGE_ABOVE', { from: range.from });
  return t('BRAND_MONEY_WALLET.RANGE_BETWEEN', { from: range.from, to: range.to });
}

export function CreditScale({ level }: { level: BalanceLevel }) {
  const { t } = useTranslation('brand-money');
  return (
    <ol className="grid gap-2 sm:grid-cols-4" aria-label={t('BRAND_MONEY_WALLET.LEVELS')} data-testid="credit-scale">
      {STEPS.map((step) => {
        const current = step.level === level;
        const look = LOOK[step.level];
        return (
          <li
            key={step.level}
            aria-current={current ? 'step' : undefined}
            className={`rounded-md border p-3 text-sm ${current ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500' : 'border-slate-200 bg-white'}`}
          >
            <div className={`mb-2 h-2 rounded-full ${look.tone}`} aria-hidden="true" />
            <p className="font-medium text-slate-900">{rangeLabel(t, step.range)}</p>
            <p className="mt-1 text-slate-600">{t(look.text)}</p>
            {current ? <p className="mt-1 text-xs font-semibold text-indigo-700">{t('BRAND_MONEY_WALLET.YOU_ARE_HERE')}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
