/**
 * One notification: title, date, unread marker and a mark-as-read button (disabled when already
 * read or while marking). Following its link marks it read if unread. Unrecognised kinds render
 * nothing (spec section 5).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AppNotification } from '../../../worker/contract/entities';
import { focusRing } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';
import { formatNotificationDate } from '../../lib/dates';
import { viewNotification } from './notification-view';

export function NotificationItem({ notification, marking }: { notification: AppNotification; marking: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useDataLayer();
  const view = viewNotification(notification);
  if (view === null) return null;
  const unread = notification.readAt === null;
  const markRead = () => {
    if (unread) void api.dispatch({ type: 'notifications/mark-read', id: notification.id });
  };
  const title = t(view.titleKey, view.params);
  const brandLabel = typeof notification.data.brandLabel === 'string' ? notification.data.brandLabel : null;
  return (
    <li className="flex min-h-16 items-start gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0" data-testid="notification-item" data-unread={unread ? 'true' : 'false'}>
      <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-indigo-600' : 'bg-transparent'}`} />
      <div className="min-w-0 flex-1">
        {view.link === null ? (
          <p className="text-sm text-slate-900">{title}</p>
        ) : (
          <Link href={view.link} onClick={markRead} className={`rounded text-sm text-slate-900 hover:text-indigo-700 hover:underline ${focusRing}`}>
            {title}
          </Link>
        )}
        <p className="text-xs text-slate-500">
          {unread ? <span className="sr-only">{t('NOTIFICATIONS.UNREAD')} </span> : null}
          {brandLabel ? <span>{brandLabel} · </span> : null}
          <time dateTime={notification.createdAt}>{formatNotificationDate(notification.createdAt, i18n.language)}</time>
        </p>
      </div>
      <button type="button" onClick={markRead} disabled={!unread || marking} className={`shrink-0 rounded px-2 py-1 text-xs text-indigo-700 hover:bg-indigo-50 disabled:text-slate-400 disabled:hover:bg-transparent ${focusRing}`}>
        {t('NOTIFICATIONS.MARK_READ')}
      </button>
    </li>
  );
}
