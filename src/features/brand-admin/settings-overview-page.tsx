/**
 * Brand settings (the section's index): one card per settings page the user may open. The list
 * is the sub-navigation's (roles and gates applied by the same guard), so the two never disagree.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { focusRing } from '../../components/ui/button';
import { useSettingsLinks } from '../../shell/layouts/settings-subnav';

/** What each page is for, by route name (the overview itself has no card). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'brand-brand-settings-brand-profile': 'BRAND_ADMIN_OVERVIEW.BRAND_PROFILE',
  'brand-brand-settings-billing-details': 'BRAND_ADMIN_OVERVIEW.BILLING_DETAILS',
  'brand-brand-settings-wallet': 'BRAND_ADMIN_OVERVIEW.WALLET',
  'brand-brand-settings-storage': 'BRAND_ADMIN_OVERVIEW.STORAGE',
  'brand-brand-settings-users': 'BRAND_ADMIN_OVERVIEW.USERS',
  'brand-brand-settings-teams': 'BRAND_ADMIN_OVERVIEW.TEAMS',
  'brand-brand-settings-my-team': 'BRAND_ADMIN_OVERVIEW.MY_TEAM',
  'brand-brand-settings-notifications': 'BRAND_ADMIN_OVERVIEW.NOTIFICATIONS',
  'brand-brand-settings-notification-settings': 'BRAND_ADMIN_OVERVIEW.NOTIFICATION_SETTINGS',
};

export function SettingsOverviewPage() {
  const { t } = useTranslation('brand-admin');
  const links = useSettingsLinks().filter((link) => link.key !== 'brand-brand-settings');
  return (
    <div className="max-w-4xl" data-testid="settings-overview">
      <PageHeading subtitle={t('BRAND_ADMIN_OVERVIEW.SUBTITLE')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.to} className={`block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 hover:shadow ${focusRing}`} data-testid={`settings-card-${link.key}`}>
              <span className="block text-base font-semibold text-slate-900">{link.label}</span>
              {DESCRIPTIONS[link.key] ? <span className="mt-1 block text-sm text-slate-600">{t(DESCRIPTIONS[link.key]!)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
