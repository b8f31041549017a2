/**
 * Brand settings → Notifications: the full-page notification centre of the settings area (the
 * bell opens the same list in a panel). Filter chips, mark all as read, and the same virtualized,
 * infinitely scrolled list as the panel (spec sections 2, 4, 5 and 9).
 */
import { useEffect } from 'react';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { useDataLayer } from '../../data-client';
import { NotificationFeed } from './notification-feed';
import { NotificationToolbar } from './notification-toolbar';

export function NotificationsPage() {
  const api = useDataLayer();
  const slice = useBrandScoped('notifications');

  useEffect(() => {
    void api.dispatch({ type: 'notifications/load', filter: 'all' });
  }, [api]);

  return (
    <div data-testid="notifications-page">
      <PageHeading />
      <div className="mb-4">
        <NotificationToolbar slice={slice} />
      </div>
      {/* The list scrolls in its own box, so the loader at its bottom is what comes into view. */}
      <NotificationFeed slice={slice} className="h-[calc(100vh-16rem)] min-h-80 rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
