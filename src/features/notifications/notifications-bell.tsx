/**
 * The notifications bell with the unread count; opens the notification centre panel. The panel
 * (list virtualisation, dates, item views) is a chunk of its own, mounted from the first opening.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { lazyPart } from '../../shell/router/lazy-part';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';

const NotificationsPanel = lazyPart(() => import('../notifications/notifications-panel').then((m) => m.NotificationsPanel));

export function NotificationsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the panel's leave transition.
  const [opened, setOpened] = useState(false);
  // null: not known yet for this brand (just switched), which is not 0: no badge, no count read out.
  const unreadCount = useBrandScoped('notifications')?.unreadCount ?? null;
  // While the panel's chunk is on its way nothing listens for Escape yet: it would be lost and
  // the panel would open once the chunk arrived. Until then Escape cancels the opening (the
  // panel's dialog handles it from the moment it is there).
  useEffect(() => {
    if (!open) return undefined;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !NotificationsPanel.isLoaded()) setOpen(false);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [open]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={unreadCount === null ? t('HEADER.NOTIFICATIONS_LABEL_UNKNOWN') : t('HEADER.NOTIFICATIONS_LABEL', { count: unreadCount })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notifications-bell"
        className={`relative rounded-md p-2 text-slate-600 hover:bg-slate-100 ${focusRing}`}
      >
        <NamedIcon name="bell" />
        {unreadCount !== null && unreadCount > 0 ? (
          <span aria-hidden="true" data-testid="unread-count" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
