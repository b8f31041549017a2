/**
 * Brand settings → Notification settings: per notification group (spec section 3) whether it
 * shows in the app and whether it is e-mailed, plus the low-credit and storage alert e-mails.
 * Stored per brand user on the server; each toggle saves at once (optimistic, rolled back on
 * failure).
 */
import { useTranslation } from '../../i18n/use-translation';
import type { NotificationSettings } from '../../../worker/domains/brand-admin/contract';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Card, InlineError } from '../../components/ui/card';
import { useLiveQuery } from '../../data-client';
import { SETTINGS_GROUPS } from './notification-settings/settings-model';
import { ToggleSwitch } from './notification-settings/toggle-switch';
import { useOptimisticSettings } from './notification-settings/use-optimistic-settings';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';

const QUERY = { kind: 'brand-admin/notification-settings' } as const;

function SettingsTables({ server }: { server: NotificationSettings }) {
  const { t } = useTranslation('brand-admin');
  const { shown, toggle, failed } = useOptimisticSettings(server);
  return (
    <>
      {failed ? <InlineError>{t('BRAND_ADMIN_NOTIFICATIONS.SAVE_FAILED')}</InlineError> : null}
      <Card title={t('BRAND_ADMIN_NOTIFICATIONS.GROUPS_TITLE')}>
        <DataTable
          variant="plain"
          testId="notification-groups"
          rows={SETTINGS_GROUPS}
          rowKey={(group) => group}
          rowTestId={(group) => `group-${group}`}
          columns={[
            { key: 'group', header: t('BRAND_ADMIN_NOTIFICATIONS.COL_GROUP'), rowHeader: true, className: 'font-normal', cell: (group) => t(`BRAND_ADMIN_NOTIFICATIONS.GROUP_${group}`) },
            ...(['inApp', 'email'] as const).map((channel) => ({
              key: channel,
              header: t(channel === 'inApp' ? 'BRAND_ADMIN_NOTIFICATIONS.COL_IN_APP' : 'BRAND_ADMIN_NOTIFICATIONS.COL_EMAIL'),
              headerClassName: 'w-24',
              align: 'center' as const,
              cell: (group: (typeof SETTINGS_GROUPS)[number]) => (
                <ToggleSwitch
                  checked={shown.groups[group][channel]}
                  label={t(channel === 'inApp' ? 'BRAND_ADMIN_NOTIFICATIONS.IN_APP_LABEL' : 'BRAND_ADMIN_NOTIFICATIONS.EMAIL_LABEL', { group: t(`BRAND_ADMIN_NOTIFICATIONS.GROUP_${group}`) })}
                  testId={`toggle-${group}-${channel}`}
                  onChange={(on) => void toggle({ group, channel, on })}
                />
              ),
            })),
          ]}
        />
      </Card>
      <Card title={t('BRAND_ADMIN_NOTIFICATIONS.ALERTS_TITLE')}>
        <ul className="divide-y divide-slate-100">
          {(['lowCreditEmail', 'storageEmail'] as const).map((alert) => {
            const label = t(alert === 'lowCreditEmail' ? 'BRAND_ADMIN_NOTIFICATIONS.LOW_CREDIT_EMAIL' : 'BRAND_ADMIN_NOTIFICATIONS.STORAGE_EMAIL');
            return (
              <li key={alert} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm text-slate-900">{label}</span>
                <ToggleSwitch checked={shown[alert]} label={label} testId={`toggle-${alert}`} onChange={(on) => void toggle({ alert, on })} />
              </li>
            );
          })}
        </ul>
      </Card>
    </>
  );
}

export function NotificationSettingsPage() {
  const { t } = useTranslation('brand-admin');
  const settings = useLiveQuery(QUERY);
  return (
    <div className="max-w-2xl space-y-4" data-testid="notification-settings-page">
      <PageHeading subtitle={t('BRAND_ADMIN_NOTIFICATIONS.SUBTITLE')} />
      <QueryStates state={settings}>{(data) => <SettingsTables server={data} />}</QueryStates>
    </div>
  );
}
