/**
 * The landing page of a brand (the spec leaves it open): what needs attention first (renders in
 * flight, credit and storage where the user may see them, open incidents), then what happened
 * (recent notifications), the brand itself and quick ways into the work.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { isFeedsLinkVisible } from '../../shell/rules/visibility';
import { FEEDS_HIDDEN_BRAND } from '../../lib/app-env';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser, useMoneyStorageVisible } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NamedIcon, type IconName } from '../../components/ui/icons';
import { useAtomValue } from '../../state';
import { currentUserAtom, environmentAtom } from '../../state/derived';
import { BrandCard } from './brand-card';
import { OpenIncidents } from '../../components/incidents/open-incidents';
import { RecentNotifications } from './recent-notifications';
import { StatCards } from './stat-cards';
import { FIRST_PAINT_PAGES } from '../../../worker/contract/first-paint';

const QUICK_LINKS: readonly { route: string; labelKey: string; icon: IconName }[] = [
  { route: 'brand-ad-sets-create', labelKey: 'DASHBOARD.QUICK_NEW_AD_SET', icon: 'ad-sets' },
  { route: 'brand-visuals', labelKey: 'NAV.MY_TEMPLATES', icon: 'visuals' },
  { route: 'brand-feeds', labelKey: 'NAV.FEEDS', icon: 'feeds' },
  { route: 'brand-asset-groups', labelKey: 'NAV.SOURCE_FILES', icon: 'asset-groups' },
];

export function DashboardPage() {
  const { t } = useTranslation();
  const pathFor = useBrandPath();
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  const moneyStorage = useMoneyStorageVisible();
  const environment = useAtomValue(environmentAtom);
  const feedsVisible = isFeedsLinkVisible({ environment, brand: brandUser?.brand.identifier ?? null, hiddenBrand: FEEDS_HIDDEN_BRAND, role: brandUser?.primaryRole ?? null });
  const quickLinks = QUICK_LINKS.filter((link) => feedsVisible || link.route !== 'brand-feeds');
  return (
    <div className={FIRST_PAINT_PAGES['brand-dashboard'].page} data-testid="dashboard-page">
      <PageHeading subtitle={t('DASHBOARD.WELCOME', { name: user?.name ?? '', brand: brandUser?.brand.label ?? '' })} />
      {moneyStorage ? <StatCards /> : null}
      {/* grid-cols-1 (minmax(0, 1fr)): one column never grows to its widest content on a narrow screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OpenIncidents />
          <RecentNotifications />
        </div>
        <div className="space-y-6">
          <BrandCard />
          <Card title={t('DASHBOARD.QUICK_LINKS')}>
            <ul className="space-y-1">
              {quickLinks.map((link) => (
                <li key={link.route}>
                  <Link href={pathFor(link.route)} className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 ${focusRing}`}>
                    <NamedIcon name={link.icon} className="h-4 w-4 text-indigo-600" />
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
