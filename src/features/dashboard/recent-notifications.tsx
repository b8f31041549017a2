/**
 * The newest notifications (loaded on mount), linking to the full list: a window of the first
 * rows of the worker's notification list (docs/engine.md, "Windows"), so only those five cross.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { Card, InlineError } from '../../components/ui/card';
import { CardLoader } from '../../components/ui/spinner';
import type { AppNotification } from '../../../worker/contract/entities';
import type { NotificationsListQuery } from '../../../worker/domains/notifications/contract';
import { useDataLayer } from '../../data-client';
import { useLiveWindow } from '../../data-client/use-live-window';
import { NotificationItem } from '../../components/notifications/notification-item';
import { viewNotifications } from '../../components/notifications/notification-view';

export const RECENT_NOTIFICATIONS = 5;
const LIST: NotificationsListQuery = { kind: 'notifications/list' };
const NEWEST = { from: 0, to: RECENT_NOTIFICATIONS } as const;

export function RecentNotifications() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const pathFor = useBrandPath();
  // null while the store still holds another brand's notifications: shown as loading.
  const slice = useBrandScoped('notifications');
  const list = useLiveWindow<AppNotification>(LIST, NEWEST);
  const status = slice === null ? 'loading' : slice.status;
  const unreadCount = slice?.unreadCount ?? null;

  useEffect(() => {
    void api.dispatch({ type: 'notifications/load', filter: 'all' });
  }, [api]);

  // The same view model and item as the notification centre; the worker lists recognised kinds only.
  const shown = viewNotifications(slice === null ? [] : list.rows, RECENT_NOTIFICATIONS);
  return (
    <Card
      // Unknown is not zero: no count until the server gave this brand's.
      title={unreadCount === null ? t('DASHBOARD.RECENT_NOTIFICATIONS_UNKNOWN') : t('DASHBOARD.RECENT_NOTIFICATIONS', { count: unreadCount })}
      action={
        <Link href={pathFor('brand-brand-settings-notifications')} className={`rounded text-sm text-indigo-700 hover:underline ${focusRing}`}>
          {t('DASHBOARD.SEE_ALL')}
        </Link>
      }
    >
      <div data-testid="recent-notifications">
        {/* "None" only once the list answered: idle (the load is on its way) is loading too. */}
        {status !== 'ready' && status !== 'error' && shown.length === 0 ? <CardLoader label={t('COMMON.LOADING')} /> : null}
        {status === 'ready' && shown.length === 0 ? <EmptyState>{t('NOTIFICATIONS.EMPTY')}</EmptyState> : null}
        {status === 'error' && shown.length === 0 ? <InlineError>{t('NOTIFICATIONS.LOAD_FAILED')}</InlineError> : null}
        {shown.length > 0 ? (
          <ul className="-mx-4 divide-y divide-slate-100">
            {shown.map(({ notification, view }) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} view={view} marking={(slice?.markingAll ?? false) || (slice?.marking.includes(notification.id) ?? false)} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
