/**
 * The header (spec section 2): brand menu, then storage usage, credit balance and running renders
 * (only where the visibility rule allows), a quiet icon while live updates are down, the
 * notifications bell, the environment chip and the user menu. Each widget is framed by
 * HeaderWidget: one that fails is replaced in place, logged and reported (spec section 8).
 *
 * Narrow screens (docs/shell.md "Narrow screens"): below `md` a menu button opens the navigation
 * drawer. The header is a size container: narrower than 56rem (its own width, so a full sidebar
 * beside it counts) it keeps the brand menu, the live indicator and the bell, and folds the rest
 * into the header menu, so nothing is cut off.
 */
import { useTranslation } from '../../i18n/use-translation';
import { LiveConnectionIndicator } from '../../features/alerts/live-connection-indicator';
import { OutboxIndicator } from '../../features/alerts/outbox-indicator';
import { BrandMenu } from '../../features/brand-menu/brand-menu';
import { EnvironmentChip } from '../../features/header-widgets/environment-chip';
import { HeaderWidget } from '../../features/header-widgets/header-widget';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { UsageWidgets } from '../../features/header-widgets/usage-widgets';
import { UserMenu } from '../../features/user-menu/user-menu';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { connectionAtom, useAtomValue } from '../../state';
import { useMoneyStorageVisible } from '../../shell/router/use-brand-scope';
import { HeaderMenu } from './header-menu';
import { LAYOUT_CLASSES } from '../../../worker/contract/first-paint';

export function Header({ onOpenNavigation, navigationOpen }: { onOpenNavigation: () => void; navigationOpen: boolean }) {
  const { t } = useTranslation();
  // The widgets below show the displayed brand's figures only (router/use-brand-scope.ts).
  const moneyStorage = useMoneyStorageVisible();
  // The live connection state as an attribute: testers and e2e wait for 'connected' before
  // publishing (soketi keeps no messages); users see the indicator below and the alert area.
  const connection = useAtomValue(connectionAtom);
  return (
    <header className={`@container ${LAYOUT_CLASSES.header}`} data-testid="header" data-connection-state={connection.state}>
      <div className={`${LAYOUT_CLASSES.headerBar} gap-1 px-2 sm:gap-2 sm:px-4 @4xl:gap-3`}>
        <button
          type="button"
          onClick={onOpenNavigation}
          aria-label={t('NAV.OPEN')}
          aria-haspopup="dialog"
          aria-expanded={navigationOpen}
          data-testid="nav-drawer-button"
          className={`rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden ${focusRing}`}
        >
          <NamedIcon name="menu" />
        </button>
        <BrandMenu />
        <div className="flex-1" />
        {moneyStorage ? <UsageWidgets className="hidden items-center gap-3 @4xl:flex" testId="money-storage-widgets" /> : null}
        <OutboxIndicator />
        <LiveConnectionIndicator />
        <HeaderWidget name="notifications-bell">
          <NotificationsBell />
        </HeaderWidget>
        <span className="hidden @4xl:inline-flex">
          <HeaderWidget name="environment-chip">
            <EnvironmentChip />
          </HeaderWidget>
        </span>
        <div className="hidden @4xl:block">
          <UserMenu />
        </div>
        <HeaderMenu moneyStorage={moneyStorage} className="@4xl:hidden" />
      </div>
    </header>
  );
}
