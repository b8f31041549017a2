/** The newest notifications (loaded on mount), linking to the full list. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBrandPath } from '../../app/router/use-brand-path';
import { useBrandScoped } from '../../app/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { Card, EmptyState } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { useDataLayer } from '../../data-client';
import { NotificationItem } from '../notifications/notification-item';
import { viewNotification } from '../notifications/notification-view';

export const RECENT_NOTIFICATIONS = 5;

export function RecentNotifications() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const pathFor = useBrandPath();
  // null while the store still holds another brand's notifications: shown as loading.
  const slice = useBrandScoped('notifications');
  const status = slice?.status ?? 'loading';

  useEffect(() => {
    void api.dispatch({ type: 'notifications/load', filter: 'all' });
  }, [api]);

  const shown = (slice?.items ?? []).filter((item) => viewNotification(item) !== null).slice(0, RECENT_NOTIFICATIONS);
  return (
    <Card
      title={t('DASHBOARD.RECENT_NOTIFICATIONS', { count: slice?.unreadCount ?? 0 })}
      action={
        <Link href={pathFor('brand-brand-settings-notifications')} className={`rounded text-sm text-indigo-700 hover:underline ${focusRing}`}>
          {t('DASHBOARD.SEE_ALL')}
        </Link>
      }
    >
      <div data-testid="recent-notifications">
        {status === 'loading' && shown.length === 0 ? <PageLoader label={t('COMMON.LOADING')} /> : null}
        {status !== 'loading' && shown.length === 0 ? <EmptyState>{t('NOTIFICATIONS.EMPTY')}</EmptyState> : null}
        {shown.length > 0 ? (
          <ul>
            {shown.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} marking={slice?.marking.includes(notification.id) ?? false} />
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
