/**
 * Brand settings → Wallet (opened from the low-credit notice and the header's balance): the live
 * balance, the low-credit levels with the current one marked, topping up, and the spending
 * history. Only for users the money/storage rule allows (route gate, and the worker refuses).
 */
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Card } from '../../components/ui/card';
import { balanceAtom, useAtomValue } from '../../state';
import { balanceLevelAtom } from '../../state/derived';
import { CreditScale } from './credit-scale';
import { SpendingHistory } from './spending-history';
import { TopUp } from './top-up';

export function WalletPage() {
  const { t, i18n } = useTranslation('brand-money');
  const balance = useAtomValue(balanceAtom);
  const level = useAtomValue(balanceLevelAtom);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className="space-y-6" data-testid="wallet-page">
      <PageHeading />
      <Card title={t('BRAND_MONEY_WALLET.BALANCE')}>
        <p className={`text-4xl font-semibold ${level === 'below5' ? 'text-red-700' : 'text-slate-900'}`} data-testid="wallet-balance">
          {balance.value === null ? t('BRAND_MONEY_WALLET.BALANCE_UNKNOWN') : t('BRAND_MONEY_WALLET.CREDITS', { value: number.format(balance.value) })}
        </p>
        <div className="mt-4">
          <CreditScale level={level} />
        </div>
      </Card>
      <TopUp />
      <SpendingHistory />
    </div>
  );
}
