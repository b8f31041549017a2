/**
 * One notification, the same everywhere (panel, settings page, dashboard): unread marker, title,
 * text, detail (comment or error), brand and date, and a mark-as-read button (disabled when read
 * or while its call runs). With a link, the title's link covers the whole item (the "stretched
 * link": one tab stop, one accessible name); without one it is plain text. Activating the item
 * marks it read if unread and tells the owner (the panel closes itself). Min height 64 px (spec
 * section 9).
 */
import { memo, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { AppNotification } from '../../../worker/contract/entities';
import { focusRing } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';
import { formatNotificationDate } from '../../lib/dates';
import { messageText } from './message-text';
import type { NotificationView } from './notification-view';

export interface NotificationItemProps {
  readonly notification: AppNotification;
  readonly view: NotificationView;
  /** Its mark-read call is in flight. */
  readonly marking: boolean;
  /** Called when the item is clicked or its link followed (after marking it read). */
  readonly onActivate?: () => void;
}

export const NotificationItem = memo(function NotificationItem({ notification, view, marking, onActivate }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const api = useDataLayer();
  const titleId = useId();
  const unread = notification.readAt === null;
  const markRead = () => {
    if (unread && !marking) void api.dispatch({ type: 'notifications/mark-read', id: notification.id });
  };
  const activate = () => {
    markRead();
    onActivate?.();
  };
  const title = messageText(t, view.title);
  const brandLabel = typeof notification.data.brandLabel === 'string' ? notification.data.brandLabel : null;
  return (
    <div
      className="relative flex min-h-16 items-start gap-3 px-4 py-3 hover:bg-slate-50"
      data-testid="notification-item"
      data-id={notification.id}
      data-kind={view.kind}
      data-unread={unread ? 'true' : 'false'}
      // A plain item has nothing to open; a click still counts as "seen" where the owner wants it.
      onClick={view.link === null && onActivate !== undefined ? activate : undefined}
    >
      <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-indigo-600' : 'bg-transparent'}`} />
      <div className="min-w-0 flex-1">
        <p id={titleId} className={`text-sm text-slate-900 ${unread ? 'font-semibold' : 'font-medium'}`} data-testid="notification-title">
          {view.link === null ? (
            title
          ) : (
            <Link href={view.link} onClick={activate} className={`rounded after:absolute after:inset-0 after:content-[''] hover:text-indigo-700 ${focusRing}`}>
              {title}
            </Link>
          )}
        </p>
        <p className="text-sm break-words text-slate-700" data-testid="notification-text">
          {messageText(t, view.text)}
        </p>
        {view.detail !== null ? (
          <p className="mt-0.5 border-l-2 border-slate-200 pl-2 text-sm break-words text-slate-600 italic" data-testid="notification-detail">
            {view.detail}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-slate-500">
          {unread ? <span className="sr-only">{t('NOTIFICATIONS.UNREAD')} </span> : null}
          {brandLabel !== null ? <span>{brandLabel} · </span> : null}
          <time dateTime={notification.createdAt}>{formatNotificationDate(notification.createdAt, i18n.language)}</time>
        </p>
      </div>
      <button
        type="button"
        onClick={(event) => {
          // The item's own click (plain items) would also close the panel: this button only marks.
          event.stopPropagation();
          markRead();
        }}
        aria-describedby={titleId}
        disabled={!unread || marking}
        className={`relative z-10 shrink-0 rounded px-2 py-1 text-xs text-indigo-700 hover:bg-indigo-50 disabled:text-slate-400 disabled:hover:bg-transparent ${focusRing}`}
      >
        {t('NOTIFICATIONS.MARK_READ')}
      </button>
    </div>
  );
});
