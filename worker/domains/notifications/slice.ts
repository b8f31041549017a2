/**
 * Notification centre: the loaded page(s), the filter, the unread count and optimistic reads.
 *
 *   list:   idle ──load-started──▶ loading ──page-loaded──▶ ready ──load-started(append)──▶ ready+loadingMore
 *                                     └──load-failed──▶ error            load-failed(append) ──▶ ready+moreFailed
 *                                                                        (until the next load-started)
 *
 *   pages:  page-loaded (load) = 1, page-loaded (load more, page n+1) = n+1, first-page-refreshed
 *           keeps n (it merges page 1 on top), or 1 when it had to restart (merge-pages.ts)
 *
 *   item:   unread ──marked-read──▶ read (marking) ──read-confirmed──▶ read
 *                                        └──read-rolled-back──▶ unread
 *
 * The unread count is null until the server gave one for this brand (unknown is not zero), and
 * clamped at 0: an optimistic decrement can never make it negative.
 */
import type { AppNotification } from '../../contract/entities';
import type { EventOf } from '../../contract/events';
import type { NotificationsSlice, NotificationsSummary } from './contract';
import { defineSlice } from '../domain';
import { appendNew, keepUnchanged, mergeFirstPage } from './merge-pages';

type NotificationsEvent = EventOf<
  | 'notifications/load-started'
  | 'notifications/page-loaded'
  | 'notifications/first-page-refreshed'
  | 'notifications/load-failed'
  | 'notifications/marked-read'
  | 'notifications/all-marked-read'
  | 'notifications/read-rolled-back'
  | 'notifications/read-confirmed'
  | 'notifications/unread-count-changed'
>;

const initial: NotificationsSlice = {
  filter: 'all',
  status: 'idle',
  loadingMore: false,
  moreFailed: false,
  items: [],
  total: 0,
  pages: 0,
  unreadCount: null,
  marking: [],
  markingAll: false,
};

function reduceNotifications(slice: NotificationsSlice, event: NotificationsEvent): NotificationsSlice {
  switch (event.type) {
    case 'notifications/load-started':
      if (event.append) return slice.loadingMore ? slice : { ...slice, loadingMore: true, moreFailed: false };
      // Items of another filter would be wrong under the new chip: clear them while loading.
      return { ...slice, filter: event.filter, status: 'loading', loadingMore: false, moreFailed: false, items: event.filter === slice.filter ? slice.items : [] };
    case 'notifications/page-loaded':
      // A page of a filter the user already left is stale.
      if (event.filter !== slice.filter) return slice;
      if (!event.append) return { ...slice, status: 'ready', loadingMore: false, items: keepUnchanged(slice.items, keepOptimisticReads(slice, event.items)), total: event.total, pages: event.page };
      // Not the next page: the list restarted meanwhile (first-page-refreshed), this page no longer follows it.
      if (event.page !== slice.pages + 1) return slice.loadingMore ? { ...slice, loadingMore: false } : slice;
      return {
        ...slice,
        status: 'ready',
        loadingMore: false,
        items: appendNew(slice.items, keepOptimisticReads(slice, event.items)),
        total: event.total,
        pages: event.page,
      };
    case 'notifications/first-page-refreshed': {
      // A list never loaded, or being loaded under this filter, gets its page from the load.
      if (event.filter !== slice.filter || slice.status === 'idle' || slice.status === 'loading') return slice;
      const merge = mergeFirstPage(slice.items, keepUnchanged(slice.items, keepOptimisticReads(slice, event.items)));
      return { ...slice, status: 'ready', items: merge.items, total: event.total, pages: merge.kind === 'restarted' ? 1 : slice.pages };
    }
    case 'notifications/load-failed':
      if (event.filter !== slice.filter) return slice;
      return { ...slice, status: slice.items.length > 0 ? 'ready' : 'error', loadingMore: false, moreFailed: event.append === true && slice.items.length > 0 };
    case 'notifications/marked-read': {
      const ids = new Set(event.ids.filter((id) => !slice.marking.includes(id)));
      if (ids.size === 0) return slice;
      let turnedRead = 0;
      const items = slice.items.map((n) => {
        if (!ids.has(n.id) || n.readAt !== null) return n;
        turnedRead += 1;
        return { ...n, readAt: event.at };
      });
      return {
        ...slice,
        items: turnedRead > 0 ? items : slice.items,
        unreadCount: slice.unreadCount === null ? null : Math.max(0, slice.unreadCount - turnedRead),
        marking: [...slice.marking, ...ids],
      };
    }
    case 'notifications/all-marked-read':
      return {
        ...slice,
        items: slice.items.some((n) => n.readAt === null) ? slice.items.map((n) => (n.readAt === null ? { ...n, readAt: event.at } : n)) : slice.items,
        unreadCount: 0,
        markingAll: true,
      };
    case 'notifications/read-rolled-back': {
      const ids = new Set(event.ids);
      return {
        ...slice,
        items: slice.items.some((n) => ids.has(n.id) && n.readAt !== null)
          ? slice.items.map((n) => (ids.has(n.id) && n.readAt !== null ? { ...n, readAt: null } : n))
          : slice.items,
        unreadCount: event.unreadCount === null ? null : Math.max(0, event.unreadCount),
        marking: slice.marking.filter((id) => !ids.has(id)),
        markingAll: false,
      };
    }
    case 'notifications/read-confirmed':
      if (event.ids === 'all') return slice.markingAll ? { ...slice, markingAll: false } : slice;
      return { ...slice, marking: slice.marking.filter((id) => !event.ids.includes(id)) };
    case 'notifications/unread-count-changed': {
      const count = Math.max(0, event.count);
      return slice.unreadCount === count ? slice : { ...slice, unreadCount: count };
    }
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}

/** A page fetched while a mark-read call is in flight may still show those items unread. */
function keepOptimisticReads(slice: NotificationsSlice, items: readonly AppNotification[]): readonly AppNotification[] {
  if (slice.marking.length === 0 && !slice.markingAll) return items;
  const readAt = new Map(slice.items.filter((n) => n.readAt !== null).map((n) => [n.id, n.readAt]));
  return items.map((n) => {
    if (n.readAt !== null || !(slice.markingAll || slice.marking.includes(n.id))) return n;
    const at = readAt.get(n.id);
    return at === undefined || at === null ? n : { ...n, readAt: at };
  });
}

/** What crosses the bridge: all but the items, which cross only through the list's window (held-list.ts). */
function summaryOf(slice: NotificationsSlice): NotificationsSummary {
  const { filter, status, loadingMore, moreFailed, total, pages, unreadCount, marking, markingAll } = slice;
  return { filter, status, loadingMore, moreFailed, total, pages, unreadCount, marking, markingAll };
}

export const notificationsSlice = defineSlice({
  name: 'notifications',
  initial,
  bridge: summaryOf,
  cases: {
    'notifications/load-started': reduceNotifications,
    'notifications/page-loaded': reduceNotifications,
    'notifications/first-page-refreshed': reduceNotifications,
    'notifications/load-failed': reduceNotifications,
    'notifications/marked-read': reduceNotifications,
    'notifications/all-marked-read': reduceNotifications,
    'notifications/read-rolled-back': reduceNotifications,
    'notifications/read-confirmed': reduceNotifications,
    'notifications/unread-count-changed': reduceNotifications,
  },
});
