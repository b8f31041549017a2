/**
 * Low-credit and high-storage bars, each linking to the page that helps (wallet, storage). Which
 * notice shows is the contract's rule (credit-notice.ts, storage-notice.ts) applied to the slice:
 * a notice is hidden only by its own level's dismissal record, which the worker keeps, folding
 * every value into each record in order. Until the
 * brand's stored dismissals are read back, dismissible notices wait (no flash of a dismissed bar).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { creditNotice } from '../../../worker/contract/credit-notice';
import { shownNotice, type Notice } from '../../../worker/contract/notice';
import type { DismissibleNotice } from '../../../worker/domains/notices/contract';
import type { NoticeDismissalState } from '../../../worker/contract/notice';
import { storageNotice } from '../../../worker/contract/storage-notice';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { useDataLayer } from '../../data-client';
import { AlertBar } from './alert-bar';

const linkClass = 'ml-1 font-medium underline';

function visible<Level extends string>(notice: Notice<Level> | null, dismissal: NoticeDismissalState<string> | undefined) {
  if (notice === null || dismissal === undefined) return null;
  if (notice.dismissible && !dismissal.restored) return null;
  return shownNotice(notice, dismissal.at);
}

export function MoneyStorageAlerts() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const pathFor = useBrandPath();
  // Brand-scoped: the previous brand's figures never show under this brand during a switch.
  const balance = useBrandScoped('balance');
  const storage = useBrandScoped('storage');
  const credit = visible(creditNotice(balance?.value ?? null), balance?.dismissal);
  const percent = storage?.usage?.percentageInt ?? null;
  const high = visible(storageNotice(percent), storage?.dismissal);
  const dismiss = (notice: DismissibleNotice) => () => void api.dispatch({ type: 'notices/dismiss', notice });
  return (
    <>
      {credit ? (
        <AlertBar tone={credit.tone === 'warning' ? 'danger' : 'info'} testId={`alert-credit-${credit.level}`} onDismiss={credit.dismissible ? dismiss('credit') : undefined}>
          {t(`ALERTS.CREDIT_${credit.level.toUpperCase()}`, { balance: balance?.value ?? 0 })}
          <Link href={pathFor('brand-brand-settings-wallet')} className={linkClass}>
            {t('ALERTS.OPEN_WALLET')}
          </Link>
        </AlertBar>
      ) : null}
      {high ? (
        <AlertBar tone={high.tone === 'warning' ? 'danger' : 'info'} testId={`alert-storage-${high.level}`} onDismiss={high.dismissible ? dismiss('storage') : undefined}>
          {t(`ALERTS.STORAGE_${high.level.toUpperCase()}`, { percent: percent ?? 0 })}
          <Link href={pathFor('brand-brand-settings-storage-ad-sets')} className={linkClass}>
            {t('ALERTS.OPEN_STORAGE')}
          </Link>
        </AlertBar>
      ) : null}
    </>
  );
}
