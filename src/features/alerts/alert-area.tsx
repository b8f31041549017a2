/**
 * The alert area of the default layout (spec sections 2 and 8): an ad blocker, offline (and a
 * resync when back online), live-connection trouble, a new version, high incidents, the security
 * notice, and low-credit / high-storage notices (only where the visibility rule allows, and not on
 * pages that hide them, such as modules).
 */
import { useTranslation } from '../../i18n/use-translation';
import { useBrandScoped, useMoneyStorageVisible } from '../../shell/router/use-brand-scope';
import { Button } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { connectionAtom, systemAtom, useAtomValue } from '../../state';
import { providerSecurityUrl } from '../../lib/provider-urls';
import { currentUserAtom, deploymentAtom } from '../../state/derived';
import { AlertBar } from './alert-bar';
import { MoneyStorageAlerts } from './money-storage-alerts';
import { useOnline, useResyncWhenBackOnline } from './online-status';
import { useAdBlocked } from './use-ad-blocked';

function securityKey(mfa: boolean, password: boolean): string | null {
  if (!mfa && !password) return 'ALERTS.SECURITY_BOTH';
  if (!mfa) return 'ALERTS.SECURITY_MFA';
  if (!password) return 'ALERTS.SECURITY_PASSWORD';
  return null;
}

export function AlertArea({ hideMoneyStorage }: { hideMoneyStorage: boolean }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const online = useOnline();
  useResyncWhenBackOnline();
  const adBlocked = useAdBlocked();
  const connection = useAtomValue(connectionAtom);
  const system = useAtomValue(systemAtom);
  const incidents = useBrandScoped('incidents');
  const user = useAtomValue(currentUserAtom);
  const moneyStorage = useMoneyStorageVisible();
  const providerOrigin = useAtomValue(deploymentAtom)?.providerOrigin ?? null;
  const security = user === null ? null : securityKey(user.isMfaEnabled, user.isPasswordValid);
  const openIncidents = incidents?.items.filter((incident) => !incident.isDismissed) ?? [];
  const dismissing = incidents?.dismissing ?? [];

  return (
    <div aria-label={t('ALERTS.REGION')} role="region" data-testid="alert-area">
      {adBlocked ? (
        <AlertBar tone="danger" testId="alert-ad-blocker">
          {t('ALERTS.AD_BLOCKER')}
        </AlertBar>
      ) : null}
      {!online ? (
        <AlertBar tone="warning" testId="alert-offline">
          {t('ALERTS.OFFLINE')}
        </AlertBar>
      ) : connection.state === 'unavailable' || connection.state === 'failed' ? (
        <AlertBar tone="info" testId="alert-live">
          {t('ALERTS.LIVE_UNAVAILABLE')}
        </AlertBar>
      ) : null}
      {system.newVersionAvailable ? (
        <AlertBar tone="info" testId="alert-new-version">
          <span className="mr-2">{t('ALERTS.NEW_VERSION')}</span>
          <Button variant="secondary" className="px-2 py-0.5" onClick={() => browserNavigation.reload('new-version')}>
            {t('ALERTS.RELOAD')}
          </Button>
        </AlertBar>
      ) : null}
      {openIncidents.map((incident) => (
        <AlertBar
          key={incident.id}
          tone={incident.severity === 'high' ? 'danger' : incident.severity === 'medium' ? 'warning' : 'info'}
          testId="alert-incident"
          onDismiss={() => void api.dispatch({ type: 'incidents/dismiss', id: incident.id })}
          dismissDisabled={dismissing.includes(incident.id)}
        >
          {incident.body}
        </AlertBar>
      ))}
      {security !== null ? (
        <AlertBar tone="warning" testId="alert-security">
          {t(security)}
          {providerOrigin !== null ? (
            <>
              {' '}
              <a href={providerSecurityUrl(providerOrigin)} target="_blank" rel="noopener noreferrer" className="font-semibold underline" data-testid="security-settings-link">
                {t('ALERTS.OPEN_SECURITY')}
              </a>
            </>
          ) : null}
        </AlertBar>
      ) : null}
      {moneyStorage && !hideMoneyStorage ? <MoneyStorageAlerts /> : null}
    </div>
  );
}
