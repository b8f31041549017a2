/**
 * Notification centre. A new notification (announced by the GraphQL subscription, opened per brand
 * scope by the brand switch) refetches the unread count and the first page, throttled and
 * debounced at 300 ms; a confirmed or rolled-back mark-read also refetches, to reconcile the
 * optimistic count (an answer fetched before the server saw the mark may have overwritten it).
 * Pages watch the list through a window (held-list.ts): only the rows on screen cross the bridge.
 */
import { merge } from 'rxjs';
import { execute } from '../../engine/requests/execute';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { defineDomain } from '../domain';
import { notificationsCalls } from './calls';
import { notificationsCommands } from './commands';
import { notificationsList } from './held-list';
import { refreshNotifications, unreadCountRequest } from './loads';
import { notificationsSlice } from './slice';

const notificationsRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/notification-created', 'notifications/read-confirmed', 'notifications/read-rolled-back')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.notifications, rt.ports.scheduler, () =>
        fetchEmissions(() => (rt.state().brand.identifier === null ? null : refreshNotifications(rt, 'never'))),
      ),
    ),
  );

export const notificationsDomain = defineDomain({
  slice: notificationsSlice,
  calls: notificationsCalls,
  effects: [notificationsRefresh],
  commands: notificationsCommands,
  // The list itself: read through a window (held-list.ts); the slice crosses without its items.
  queries: { 'notifications/list': notificationsList },
  onBrandReady: (rt, brand) => execute(rt, unreadCountRequest(rt, brand)),
  // Announced by the GraphQL subscription (not a Pusher event), so no live decoder produces it.
  signals: ['live/notification-created'],
});
