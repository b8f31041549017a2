/**
 * Brand settings → Wallet (opened from the low-credit notice): the balance, what its level means,
 * and the thresholds that raise notices. Only for users the visibility rule allows (route gate).
 */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { CREDIT_THRESHOLDS } from '../../../worker/contract/credit-notice';
import { Card } from '../../components/ui/card';
import { balanceAtom, useAtomValue } from '../../state';
import { balanceLevelAtom } from '../../state/derived';

export function WalletPage() {
  const { t, i18n } = useTranslation();
  const balance = useAtomValue(balanceAtom);
  const level = useAtomValue(balanceLevelAtom);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className="space-y-6" data-testid="wallet-page">
      <PageHeading />
      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t('WALLET.BALANCE')}>
          <p className="text-4xl font-semibold text-slate-900" data-testid="wallet-balance">
            {balance.value === null ? '—' : t('WALLET.CREDITS', { value: number.format(balance.value) })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t(`DASHBOARD.CREDIT_${level.toUpperCase().replace('-', '_')}`)}</p>
        </Card>
        <Card title={t('WALLET.THRESHOLDS')}>
          <ul className="space-y-1 text-sm text-slate-700">
            <li>{t('WALLET.THRESHOLD_LOW', { value: CREDIT_THRESHOLDS.low })}</li>
            <li>{t('WALLET.THRESHOLD_VERY_LOW', { value: CREDIT_THRESHOLDS.veryLow })}</li>
            <li>{t('WALLET.THRESHOLD_CRITICAL', { value: CREDIT_THRESHOLDS.critical })}</li>
          </ul>
        </Card>
      </div>
      <p className="text-sm text-slate-600">{t('ABOUT.WALLET')}</p>
    </div>
  );
}
