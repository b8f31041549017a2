/**
 * Who is signed in, their brands and invites, and the UI locale.
 *
 *   unknown ──load-started──▶ loading ──loaded──▶ signed-in ──expired──▶ expired
 *      │                         │                   │
 *      └──────────── signed-out ◀┴───────────────────┘   (load-started again from any state)
 */
import type { EventOf } from '../../contract/events';
import type { SessionSlice } from '../../contract/snapshot';

export type SessionEvent = EventOf<
  'session/load-started' | 'session/loaded' | 'session/signed-out' | 'session/expired' | 'invites/loaded' | 'locale/changed'
>;

export const initialSession: SessionSlice = { status: 'unknown', user: null, brands: [], invites: [], locale: 'en' };

export function reduceSession(slice: SessionSlice, event: SessionEvent): SessionSlice {
  switch (event.type) {
    case 'session/load-started':
      return slice.status === 'loading' ? slice : { ...slice, status: 'loading' };
    case 'session/loaded':
      return { ...slice, status: 'signed-in', user: event.user, brands: event.brands };
    case 'session/signed-out':
      // The locale is a UI preference of this browser, not of the session: keep it.
      return { ...initialSession, status: 'signed-out', locale: slice.locale };
    case 'session/expired':
      return slice.status === 'expired' ? slice : { ...slice, status: 'expired' };
    case 'invites/loaded':
      return { ...slice, invites: event.invites };
    case 'locale/changed':
      return slice.locale === event.locale ? slice : { ...slice, locale: event.locale };
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
