/**
 * The notifications domain's contract: the notification centre: its list held in the worker, mark-
 * read, the unread count, the live announcement. Pure (worker/domains/contract-kit.ts): the
 * server, the worker and, for types, the page import it.
 */
import type { AppNotification, NotificationFilter } from '../../contract/entities';
import type { Page } from '../../contract/page';
import { defineContract } from '../contract-kit';
import type { LoadStatus } from '../../contract/load-status';

/** A notification announced by the GraphQL subscription. */
export interface LiveNotificationCreated {
  readonly type: 'live/notification-created';
  readonly notification: AppNotification;
}

export interface NotificationsLoadStarted {
  readonly type: 'notifications/load-started';
  readonly filter: NotificationFilter;
  readonly append: boolean;
}

export interface NotificationsPageLoaded {
  readonly type: 'notifications/page-loaded';
  readonly filter: NotificationFilter;
  /** true when the page extends the list (load more), false when it replaces it. */
  readonly append: boolean;
  /** Which page of 20 this is (1 for a load); a load-more page that is not the next one is stale. */
  readonly page: number;
  readonly items: readonly AppNotification[];
  readonly total: number;
}

/**
 * The live refresh read page 1 again: it goes on top of what is loaded, replacing those ids and
 * keeping the pages below (docs/notifications.md).
 */
export interface NotificationsFirstPageRefreshed {
  readonly type: 'notifications/first-page-refreshed';
  readonly filter: NotificationFilter;
  readonly items: readonly AppNotification[];
  readonly total: number;
}

export interface NotificationsLoadFailed {
  readonly type: 'notifications/load-failed';
  readonly filter: NotificationFilter;
  /** A further page (load more) failed: the rows loaded stay, and no page is asked for by itself until one is asked for again. */
  readonly append?: boolean;
}

/** Optimistic: shown read at once. `at` is the read time shown until the server agrees. */
export interface NotificationsMarkedRead {
  readonly type: 'notifications/marked-read';
  readonly ids: readonly string[];
  readonly at: string;
}

export interface NotificationsAllMarkedRead {
  readonly type: 'notifications/all-marked-read';
  readonly at: string;
}

/** The mark-read call failed: the listed notifications are unread again. */
export interface NotificationsReadRolledBack {
  readonly type: 'notifications/read-rolled-back';
  readonly ids: readonly string[];
  /** Unread count to restore (what it was before the optimistic update); null: still not known. */
  readonly unreadCount: number | null;
}

export interface NotificationsReadConfirmed {
  readonly type: 'notifications/read-confirmed';
  readonly ids: readonly string[] | 'all';
}

export interface UnreadCountChanged {
  readonly type: 'notifications/unread-count-changed';
  readonly count: number;
}

export interface LoadNotificationsCommand {
  readonly type: 'notifications/load';
  readonly filter: NotificationFilter;
}

export interface LoadMoreNotificationsCommand {
  readonly type: 'notifications/load-more';
}

export interface MarkNotificationReadCommand {
  readonly type: 'notifications/mark-read';
  readonly id: string;
}

export interface MarkAllNotificationsReadCommand {
  readonly type: 'notifications/mark-all-read';
}

/**
 * The notification centre's list, as the worker holds it (the notifications domain pages it 20 at
 * a time, refreshes its top live and applies mark-read and the filter): only ever watched through
 * a window, whose rows are the recognised notifications under the current filter.
 */
export interface NotificationsListQuery {
  readonly kind: 'notifications/list';
}

// ---------------------------------------------------------------- its slice of the engine's state

export interface NotificationsSlice {
  readonly filter: NotificationFilter;
  readonly status: LoadStatus;
  readonly loadingMore: boolean;
  /** The last further page failed: the list's window asks for none by itself until one is asked for again (Try again). */
  readonly moreFailed: boolean;
  /** Loaded items in display order (newest first). */
  readonly items: readonly AppNotification[];
  /** Total matching the filter on the server; "no more" when items.length === total. */
  readonly total: number;
  /** Pages of 20 read so far; load more asks for page `pages + 1` (0 before the first load). */
  readonly pages: number;
  /**
   * Unread notifications of the brand in scope; null until the server said (after a brand switch,
   * a sign-in), so no screen can show a count of 0 that is really "not known yet".
   */
  readonly unreadCount: number | null;
  /** Ids with a mark-read call in flight (their button is disabled). */
  readonly marking: readonly string[];
  readonly markingAll: boolean;
}

/**
 * What crosses the bridge of the notifications slice: everything but the items. The list's rows
 * cross only through a window (`notifications/list`, docs/engine.md "Windows"), so a batch
 * follows what is on screen, not how far the user scrolled.
 */
export type NotificationsSummary = Omit<NotificationsSlice, 'items'>;

/** What the notifications domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const notificationsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly notifications: NotificationsSlice };
  /** The slice crosses the bridge as its summary: the rows are read through a window. */
  readonly bridged: { readonly notifications: NotificationsSummary };
  readonly events: LiveNotificationCreated | NotificationsLoadStarted | NotificationsPageLoaded | NotificationsFirstPageRefreshed | NotificationsLoadFailed | NotificationsMarkedRead | NotificationsAllMarkedRead | NotificationsReadRolledBack | NotificationsReadConfirmed | UnreadCountChanged;
  readonly commands: LoadNotificationsCommand | LoadMoreNotificationsCommand | MarkNotificationReadCommand | MarkAllNotificationsReadCommand;
  readonly queries: NotificationsListQuery;
  readonly results: { readonly 'notifications/list': Page<AppNotification> };
}>()();
