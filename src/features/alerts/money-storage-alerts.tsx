/** Low-credit and high-storage bars, each linking to the page that helps (wallet, storage). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBrandPath, useCurrentBrand } from '../../app/router/use-brand-path';
import { useBrandScoped } from '../../app/router/use-brand-scope';
import { creditNotice, isNoticeShown, storageNotice, type BrandDismissals } from '../../app/rules/alert-notices';
import { AlertBar } from './alert-bar';
import { useDismissals } from './use-dismissals';

const linkClass = 'ml-1 font-medium underline';

export function MoneyStorageAlerts() {
  const { t } = useTranslation();
  const brand = useCurrentBrand();
  const pathFor = useBrandPath();
  // Gated to the displayed brand: the previous brand's figures would also be reconciled into
  // this brand's stored dismissals (and could clear them) during a switch.
  const balance = useBrandScoped('balance')?.value ?? null;
  const percent = useBrandScoped('storage')?.usage?.percentageInt ?? null;
  const { records, dismiss } = useDismissals(brand, balance, percent);
  const credit = creditNotice(balance);
  const storage = storageNotice(percent);
  const dismissible = (id: string) => id as keyof BrandDismissals;
  return (
    <>
      {credit && isNoticeShown(credit, records) ? (
        <AlertBar tone={credit.tone === 'warning' ? 'danger' : 'info'} testId={`alert-credit-${credit.id}`} onDismiss={credit.dismissible && balance !== null ? () => dismiss(dismissible(credit.id), balance) : undefined}>
          {t(`ALERTS.CREDIT_${credit.id.toUpperCase()}`, { balance: balance ?? 0 })}
          <Link href={pathFor('brand-brand-settings-wallet')} className={linkClass}>
            {t('ALERTS.OPEN_WALLET')}
          </Link>
        </AlertBar>
      ) : null}
      {storage && isNoticeShown(storage, records) ? (
        <AlertBar tone={storage.tone === 'warning' ? 'danger' : 'info'} testId={`alert-storage-${storage.id}`} onDismiss={storage.dismissible && percent !== null ? () => dismiss(dismissible(storage.id), percent) : undefined}>
          {t(`ALERTS.STORAGE_${storage.id.toUpperCase()}`, { percent: percent ?? 0 })}
          <Link href={pathFor('brand-brand-settings-storage-ad-sets')} className={linkClass}>
            {t('ALERTS.OPEN_STORAGE')}
          </Link>
        </AlertBar>
      ) : null}
    </>
  );
}
