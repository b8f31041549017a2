/**
 * Brand settings → Notification settings: per notification group (spec section 3) whether it
 * shows in the app and whether it is e-mailed, plus the low-credit and storage alert e-mails.
 * Stored per brand user on the server; each toggle saves at once (optimistic, rolled back on
 * failure).
 */
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '../../../worker/contract/brand-admin';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Card, InlineError } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useLiveQuery } from '../../data-client';
import { SETTINGS_GROUPS } from './notification-settings/settings-model';
import { ToggleSwitch } from './notification-settings/toggle-switch';
import { useOptimisticSettings } from './notification-settings/use-optimistic-settings';

const QUERY = { kind: 'brand-admin/notification-settings' } as const;

function SettingsTables({ server }: { server: NotificationSettings }) {
  const { t } = useTranslation('brand-admin');
  const { shown, toggle, failed } = useOptimisticSettings(server);
  return (
    <>
      {failed ? <InlineError>{t('BRAND_ADMIN_NOTIFICATIONS.SAVE_FAILED')}</InlineError> : null}
      <Card title={t('BRAND_ADMIN_NOTIFICATIONS.GROUPS_TITLE')}>
        <table className="w-full text-left text-sm" data-testid="notification-groups">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-2 font-medium">{t('BRAND_ADMIN_NOTIFICATIONS.COL_GROUP')}</th>
              <th className="w-24 py-2 text-center font-medium">{t('BRAND_ADMIN_NOTIFICATIONS.COL_IN_APP')}</th>
              <th className="w-24 py-2 text-center font-medium">{t('BRAND_ADMIN_NOTIFICATIONS.COL_EMAIL')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {SETTINGS_GROUPS.map((group) => {
              const name = t(`BRAND_ADMIN_NOTIFICATIONS.GROUP_${group}`);
              return (
                <tr key={group} data-testid={`group-${group}`}>
                  <th scope="row" className="py-2 pr-2 font-normal text-slate-900">
                    {name}
                  </th>
                  <td className="py-2 text-center">
                    <ToggleSwitch
                      checked={shown.groups[group].inApp}
                      label={t('BRAND_ADMIN_NOTIFICATIONS.IN_APP_LABEL', { group: name })}
                      testId={`toggle-${group}-inApp`}
                      onChange={(on) => void toggle({ group, channel: 'inApp', on })}
                    />
                  </td>
                  <td className="py-2 text-center">
                    <ToggleSwitch
                      checked={shown.groups[group].email}
                      label={t('BRAND_ADMIN_NOTIFICATIONS.EMAIL_LABEL', { group: name })}
                      testId={`toggle-${group}-email`}
                      onChange={(on) => void toggle({ group, channel: 'email', on })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
      {settings.status === 'loading' ? <LoadingState /> : null}
      {settings.status === 'error' ? <ErrorState error={settings.failure} onRetry={settings.retry} /> : null}
      {settings.status === 'ok' ? <SettingsTables server={settings.data} /> : null}
    </div>
  );
}
