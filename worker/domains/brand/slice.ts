/**
 * The brand in scope and its brand user.
 *
 *   idle ──switch-started──▶ loading ──user-loaded──▶ ready
 *                               │  ▲                    │
 *                     user-failed  └── switch-started ◀─┘
 *                               ▼
 *                             error            signed-out (from anywhere) ──▶ idle
 */
import type { BrandSlice } from './contract';
import { keepIfSame } from '../../engine/state/same-value';
import { defineSlice } from '../domain';
import { NO_ANSWER } from './contract';

const initial: BrandSlice = { identifier: null, status: 'idle', brandUser: null, redirectTo: null, removedFrom: null };

export const brandSlice = defineSlice({
  name: 'brand',
  initial,
  cases: {
    // A switch clears any pending redirect: the redirect is satisfied by switching.
    'brand/switch-started': (_slice, event) => ({ identifier: event.identifier, status: 'loading', brandUser: null, redirectTo: null, removedFrom: null }),
    // Nothing of a brand the person was removed from stays in scope (session/removed-from-brand.ts).
    'brand/removed-from': (_slice, event) => ({ ...initial, removedFrom: event.identifier }),
    // An unchanged refetch leaves the slice as it is (same-value.ts): nothing to send or render.
    'brand/user-loaded': (slice, event) => {
      const brandUser = keepIfSame(slice.brandUser, event.brandUser);
      return slice.status === 'ready' && brandUser === slice.brandUser ? slice : { ...slice, status: 'ready', brandUser };
    },
    // No answer at all (offline, the server unreachable) says nothing about the brand: it stays
    // loading, and the resync once the connection is back loads it (index.ts brandUserRefresh).
    // An answer that refuses it (403, 404) makes it unusable.
    'brand/user-failed': (slice, event) => (event.status === NO_ANSWER ? slice : { ...slice, status: 'error' }),
    'brand/redirect-requested': (slice, event) => (slice.redirectTo === event.identifier ? slice : { ...slice, redirectTo: event.identifier }),
    // Signing out ends the brand scope: nothing of the old brand may stay on screen.
    'session/signed-out': () => initial,
  },
});
