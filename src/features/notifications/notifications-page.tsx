/**
 * Brand settings → Notifications: the notification list with the All / Unread filter, mark all as
 * read (disabled while loading or with nothing unread), load more, an empty state and an
 * end-of-list message (spec sections 2, 4, 5, 9).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationFilter } from '../../../worker/contract/entities';
import { PageHeading } from '../../app/layouts/page-heading';
import { Button, focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { useDataLayer } from '../../data-client';
import { notificationsAtom, useAtomValue } from '../../state';
import { NotificationItem } from './notification-item';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

export function NotificationsPage() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const slice = useAtomValue(notificationsAtom);

  useEffect(() => {
    void api.dispatch({ type: 'notifications/load', filter: 'all' });
  }, [api]);

  const loading = slice.status === 'loading';
  const noMore = slice.status === 'ready' && slice.items.length >= slice.total;
  return (
    <div data-testid="notifications-page">
      <PageHeading
        actions={
          <Button variant="secondary" disabled={loading || slice.markingAll || slice.unreadCount === 0} onClick={() => void api.dispatch({ type: 'notifications/mark-all-read' })}>
            {t('NOTIFICATIONS.MARK_ALL')}
          </Button>
        }
      />
      <div role="group" aria-label={t('NOTIFICATIONS.FILTER')} className="mb-4 flex gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={slice.filter === filter}
            onClick={() => void api.dispatch({ type: 'notifications/load', filter })}
            className={`rounded-full px-3 py-1 text-sm ${focusRing} ${slice.filter === filter ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
          >
            {t(`NOTIFICATIONS.FILTER_${filter.toUpperCase()}`)}
          </button>
        ))}
      </div>
      {loading ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {slice.status === 'error' ? <EmptyState>{t('NOTIFICATIONS.LOAD_FAILED')}</EmptyState> : null}
      {slice.status === 'ready' && slice.items.length === 0 ? <EmptyState>{t('NOTIFICATIONS.EMPTY')}</EmptyState> : null}
      {slice.items.length > 0 && !loading ? (
        <ul className="rounded-lg border border-slate-200 bg-white">
          {slice.items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} marking={slice.marking.includes(notification.id)} />
          ))}
        </ul>
      ) : null}
      <div className="mt-4 text-center text-sm text-slate-600">
        {slice.loadingMore ? <PageLoader label={t('COMMON.LOADING')} /> : null}
        {!loading && !slice.loadingMore && slice.items.length > 0 && !noMore ? (
          <Button variant="secondary" onClick={() => void api.dispatch({ type: 'notifications/load-more' })}>
            {t('NOTIFICATIONS.LOAD_MORE')}
          </Button>
        ) : null}
        {noMore && slice.items.length > 0 ? <p>{t('NOTIFICATIONS.NO_MORE')}</p> : null}
      </div>
    </div>
  );
}
