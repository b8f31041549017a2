/**
 * What a failed private-channel authorisation means (`connection/channel-auth-failed`, reported
 * by the live port on joining a channel and when pusher re-authorises it after a reconnect):
 *
 *   401                      → session/expired, like any 401
 *   419                      → CSRF refresh (shared with the HTTP requests' one) → the channel
 *                              is authorised again with the new token, once per channel per connection
 *   403                      → only logged: not (or no longer) a member of the brand; the brand's
 *                              own loads answer 403 too and say so
 *   anything else, or a 419  → one warning toast per connection: live updates of the brand
 *   whose retry failed too      stopped until the page is reloaded (docs/live-events.md)
 *
 * "Per connection": the retry and toast budgets start afresh whenever the live connection is
 * established again, so a flapping network cannot stack toasts.
 */
import { defer, EMPTY, from, mergeMap, of, type Observable } from 'rxjs';
import type { Envelope } from '../../contract/events';
import { ofType, type Effect } from '../../engine/core/effect';
import type { Emission } from '../../engine/core/emission';
import type { Runtime } from '../../engine/core/runtime';
import { refreshCsrfToken } from '../../engine/requests/csrf-refresh';

export const CHANNEL_AUTH_FAILED_TOAST = 'ALERTS.LIVE_CHANNEL_FAILED';

export const channelAuthFailures: Effect = (event$, rt) =>
  defer(() => {
    let retried = new Set<string>();
    let toasted = false;

    const toastOnce = (): Observable<Emission> => {
      if (toasted) return EMPTY;
      toasted = true;
      return of(warningToast(rt));
    };

    return event$.pipe(
      ofType('connection/channel-auth-failed', 'connection/state-changed'),
      mergeMap((envelope: Envelope): Observable<Emission> => {
        const event = envelope.event;
        if (event.type === 'connection/state-changed') {
          if (event.state === 'connected') {
            retried = new Set();
            toasted = false;
          }
          return EMPTY;
        }
        if (event.type !== 'connection/channel-auth-failed') return EMPTY;
        if (event.status === 401) return of({ event: { type: 'session/expired', status: 401 }, source: 'system', brand: null });
        if (event.status === 403) return EMPTY;
        if (event.status !== 419 || retried.has(event.channel)) return toastOnce();
        retried.add(event.channel);
        const channel = event.channel;
        return from(refreshCsrfToken(rt, `channel ${channel}`)).pipe(
          mergeMap((ok) => {
            if (!ok) return toastOnce();
            rt.ports.live.retryChannel(channel);
            return EMPTY;
          }),
        );
      }),
    );
  });

function warningToast(rt: Runtime): Emission {
  return { event: { type: 'toast/requested', id: rt.nextToastId(), kind: 'warning', key: CHANNEL_AUTH_FAILED_TOAST, params: {}, text: null }, source: 'system', brand: null };
}
