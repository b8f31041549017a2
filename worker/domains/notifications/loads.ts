/** Loads of the notification centre shared by its commands, its effect and the brand switch. */
import type { Runtime } from '../../engine/core/runtime';
import { execute, type Outcome, type RequestSpec } from '../../engine/requests/execute';
import type { ToastPolicy } from '../../engine/requests/failure-events';
import type { NotificationsPage } from '../../ports/types';
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

/**
 * Refreshes the top of the list without shrinking it: a user who scrolled through 60 items keeps
 * 60 (the query only knows `first`). A list never opened only needs the unread count.
 */
export function refreshNotifications(rt: Runtime, toast: ToastPolicy): Promise<Outcome<unknown>> {
  const list = rt.state().notifications;
  if (list.status === 'idle') return execute(rt, { ...unreadCountRequest(rt), toast });
  const filter = list.filter;
  const spec: RequestSpec<NotificationsPage> = {
    op: GRAPHQL_OPS.notifications,
    scope: 'brand',
    toast,
    call: (ctx) => rt.ports.graphql.notifications({ first: Math.max(NOTIFICATIONS_PAGE_SIZE, list.items.length), unreadOnly: filter === 'unread' }, ctx),
    onSuccess: (page) => [
      { type: 'notifications/page-loaded', filter, append: false, items: page.items, total: page.total },
      { type: 'notifications/unread-count-changed', count: page.unreadCount },
    ],
  };
  return execute(rt, spec);
}
