/**
 * The brand in scope and its brand user.
 *
 *   idle ──switch-started──▶ loading ──user-loaded──▶ ready
 *                               │  ▲                    │
 *                     user-failed  └── switch-started ◀─┘
 *                               ▼
 *                             error
 */
import type { EventOf } from '../../contract/events';
import type { BrandSlice } from '../../contract/snapshot';

export type BrandEvent = EventOf<'brand/switch-started' | 'brand/user-loaded' | 'brand/user-failed' | 'brand/redirect-requested'>;

export const initialBrand: BrandSlice = { identifier: null, status: 'idle', brandUser: null, redirectTo: null };

export function reduceBrand(slice: BrandSlice, event: BrandEvent): BrandSlice {
  switch (event.type) {
    case 'brand/switch-started':
      // A switch clears any pending redirect: the redirect is satisfied by switching.
      return { identifier: event.identifier, status: 'loading', brandUser: null, redirectTo: null };
    case 'brand/user-loaded':
      return { ...slice, status: 'ready', brandUser: event.brandUser };
    case 'brand/user-failed':
      return { ...slice, status: 'error' };
    case 'brand/redirect-requested':
      return slice.redirectTo === event.identifier ? slice : { ...slice, redirectTo: event.identifier };
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
