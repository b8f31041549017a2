/**
 * Who is signed in, their brands and invites, and the UI locale.
 *
 *   unknown ──load-started──▶ loading ──loaded──▶ signed-in ──expired──▶ expired
 *      │                         │                   │
 *      └──────────── signed-out ◀┴───────────────────┘   (load-started again from any state)
 */
import type { SessionSlice } from './contract';
import { defineSlice } from '../domain';

const initial: SessionSlice = { status: 'unknown', user: null, brands: [], invites: [], locale: 'en' };

export const sessionSlice = defineSlice({
  name: 'session',
  initial,
  cases: {
    'session/load-started': (slice) => (slice.status === 'loading' ? slice : { ...slice, status: 'loading' }),
    'session/loaded': (slice, event) => ({ ...slice, status: 'signed-in', user: event.user, brands: event.brands }),
    // The locale is a UI preference of this browser, not of the session: keep it.
    'session/signed-out': (slice) => ({ ...initial, status: 'signed-out', locale: slice.locale }),
    'session/expired': (slice) => (slice.status === 'expired' ? slice : { ...slice, status: 'expired' }),
    'invites/loaded': (slice, event) => ({ ...slice, invites: event.invites }),
    'locale/changed': (slice, event) => (slice.locale === event.locale ? slice : { ...slice, locale: event.locale }),
  },
});
