/**
 * A new notification (live/notification-created) → refetch the unread count and the first page,
 * throttled and debounced at 300 ms. A rolled-back mark-read also refetches, to reconcile the
 * optimistic count with the server.
 */
import { merge } from 'rxjs';
import { refreshNotifications } from '../requests/loaders';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

export const notificationsEffect: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/notification-created', 'notifications/read-rolled-back')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.notifications, rt.ports.scheduler, () =>
        fetchEmissions(() => (rt.state().brand.identifier === null ? null : refreshNotifications(rt, true))),
      ),
    ),
  );
