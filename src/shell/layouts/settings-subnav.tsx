/**
 * Sub-navigation of the brand-settings pages. An entry shows only when the guard would let the
 * user in (roles, the visibility rule for wallet/storage/teams, My team only with a team), so the
 * menu and the guard can never disagree.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { useCurrentBrand } from '../router/use-brand-path';
import { useRouteAllowed } from '../router/use-route-allowed';
import { brandPath } from '../routes/brand-path';
import { routeByName } from '../routes/route-table';
import { TabBar } from '../../components/ui/tab-bar';

export const SETTINGS_PAGES = [
  'brand-brand-settings',
  'brand-brand-settings-brand-profile',
  'brand-brand-settings-billing-details',
  'brand-brand-settings-wallet',
  'brand-brand-settings-storage',
  'brand-brand-settings-usage-statistics',
  'brand-brand-settings-users',
  'brand-brand-settings-teams',
  'brand-brand-settings-my-team',
  'brand-brand-settings-notifications',
  'brand-brand-settings-notification-settings',
] as const;

export function useSettingsLinks() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const brand = useCurrentBrand();
  const allowed = useRouteAllowed();
  return SETTINGS_PAGES.map((name) => routeByName(name))
    .filter(allowed)
    .map((route) => {
      const to = brandPath(route.name, {}, brand);
      const current = route.name === 'brand-brand-settings' ? location === to : location === to || location.startsWith(`${to}/`);
      return { key: route.name, label: t(route.titleKey), to, current };
    });
}

export function SettingsSubnav() {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  return (
    <div className="border-b border-slate-200 bg-white px-4 pt-2" data-testid="settings-subnav">
      <TabBar label={t('LAYOUT.SETTINGS_NAV')} tabs={links} />
    </div>
  );
}
