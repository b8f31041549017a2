/**
 * The header (spec section 2): brand menu, then storage usage, credit balance and running renders
 * (only where the visibility rule allows), a quiet icon while live updates are down, the
 * notifications bell, the environment chip and the user menu. Each widget is framed by
 * HeaderWidget: one that fails is replaced in place, logged and reported (spec section 8).
 */
import { useTranslation } from 'react-i18next';
import { LiveConnectionIndicator } from '../../features/alerts/live-connection-indicator';
import { BrandMenu } from '../../features/brand-menu/brand-menu';
import { CreditBalance } from '../../features/header-widgets/credit-balance';
import { EnvironmentChip } from '../../features/header-widgets/environment-chip';
import { HeaderWidget } from '../../features/header-widgets/header-widget';
import { NotificationsBell } from '../../features/header-widgets/notifications-bell';
import { RunningRenders } from '../../features/header-widgets/running-renders';
import { StorageUsage } from '../../features/header-widgets/storage-usage';
import { UserMenu } from '../../features/user-menu/user-menu';
import { connectionAtom, useAtomValue } from '../../state';
import { useMoneyStorageVisible } from '../router/use-brand-scope';

export function Header() {
  const { t } = useTranslation();
  // The widgets below show the displayed brand's figures only (router/use-brand-scope.ts).
  const moneyStorage = useMoneyStorageVisible();
  // The live connection state as an attribute: testers and e2e wait for 'connected' before
  // publishing (soketi keeps no messages); users see the indicator below and the alert area.
  const connection = useAtomValue(connectionAtom);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4" data-testid="header" data-connection-state={connection.state}>
      <BrandMenu />
      <div className="flex-1" />
      {moneyStorage ? (
        <ul className="flex items-center gap-3" aria-label={t('HEADER.USAGE')} data-testid="money-storage-widgets">
          <li>
            <HeaderWidget name="storage-usage">
              <StorageUsage />
            </HeaderWidget>
          </li>
          <li>
            <HeaderWidget name="credit-balance">
              <CreditBalance />
            </HeaderWidget>
          </li>
          <li>
            <HeaderWidget name="running-renders">
              <RunningRenders />
            </HeaderWidget>
          </li>
        </ul>
      ) : null}
      <LiveConnectionIndicator />
      <HeaderWidget name="notifications-bell">
        <NotificationsBell />
      </HeaderWidget>
      <HeaderWidget name="environment-chip">
        <EnvironmentChip />
      </HeaderWidget>
      <UserMenu />
    </header>
  );
}
