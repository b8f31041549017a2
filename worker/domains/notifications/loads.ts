/** Loads of the notification centre shared by its commands, its effect and the brand switch. */
import type { Runtime } from '../../engine/core/runtime';
import { execute, type Outcome, type RequestSpec } from '../../engine/requests/execute';
import type { ToastPolicy } from '../../engine/requests/failure-events';
import type { NotificationFilter } from '../../contract/entities';
import type { NotificationsPage, NotificationsQuery } from '../../ports/types';
import { GRAPHQL_OPS } from './calls';

/** Page size and load-more step of the notification centre (spec section 9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The spec's minimum fetch delay (section 9), applied to loading more: the loader at the bottom of
 * the list stays at least this long, so it does not flicker, and the list grows at most one page
 * per this time however often the loader comes into view (docs/notifications.md).
 */
export const LOAD_MORE_MIN_MS = 200;

export function unreadCountRequest(rt: Runtime, brand?: string): RequestSpec<number> {
  return {
    op: GRAPHQL_OPS.unreadCount,
    scope: 'brand',
    ...(brand !== undefined ? { brand } : {}),
    call: (ctx) => rt.ports.graphql.unreadCount(ctx),
    onSuccess: (count) => [{ type: 'notifications/unread-count-changed', count }],
  };
}

/** Page `page` of the list under `filter`, 20 per page, newest first (spec section 9). */
export function notificationsPageQuery(filter: NotificationFilter, page: number): NotificationsQuery {
  return { first: NOTIFICATIONS_PAGE_SIZE, page, unreadOnly: filter === 'unread' };
}

/**
 * Reads page 1 again and merges it on top of the list (first-page-refreshed), keeping the pages
 * the user scrolled through: however long the list, a refresh is one page. The total comes from
 * this latest answer.
 */
export function firstPageRefresh(rt: Runtime, filter: NotificationFilter, toast: ToastPolicy): RequestSpec<NotificationsPage> {
  return {
    op: GRAPHQL_OPS.notifications,
    scope: 'brand',
    toast,
    call: (ctx) => rt.ports.graphql.notifications(notificationsPageQuery(filter, 1), ctx),
    onSuccess: (page) => [
      { type: 'notifications/first-page-refreshed', filter, items: page.items, total: page.total },
      { type: 'notifications/unread-count-changed', count: page.unreadCount },
    ],
  };
}

/** The live refresh: the first page of an opened list and the unread count, or only the count. */
export function refreshNotifications(rt: Runtime, toast: ToastPolicy): Promise<Outcome<unknown>> {
  const list = rt.state().notifications;
  if (list.status === 'idle') return execute(rt, { ...unreadCountRequest(rt), toast });
  return execute(rt, firstPageRefresh(rt, list.filter, toast));
}
