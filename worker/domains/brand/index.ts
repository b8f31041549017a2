/**
 * The brand in scope and its brand user. BrandStoreUsageCalculated (storage domain),
 * BrandUserUpdated, BrandUpdated and UserUpdated refetch the brand user (and with it the storage).
 */
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute } from '../../engine/requests/execute';
import { defineDomain } from '../domain';
import { brandCalls } from './calls';
import { brandLive } from './live';
import { brandUserEvents } from './loads';
import { brandSlice } from './slice';
import { switchBrand } from './switch-brand';

const brandUserRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    event$.pipe(
      ofType('live/brand-store-usage-calculated', 'live/brand-user-updated', 'live/brand-updated', 'live/user-updated'),
      // Live events fold into one call per second; after a reconnect (storage, role or mode may
      // have changed while we were away) at once.
      refetchPolicy(
        REFETCH_WINDOWS.liveRefresh,
        rt.ports.scheduler,
        () =>
          fetchEmissions(() =>
            rt.state().brand.identifier === null
              ? null
              : // A failed background refresh keeps the brand user we have (no brand/user-failed):
                // the brand is still usable, only a little stale.
                execute(rt, callSpec(rt, brandCalls.brandUser, undefined, { scope: 'brand', toast: 'never', onSuccess: brandUserEvents })),
          ),
        resync$(event$),
      ),
    ),
  );

export const brandDomain = defineDomain({
  slice: brandSlice,
  calls: brandCalls,
  live: brandLive,
  effects: [brandUserRefresh],
  commands: { 'brand/switch': (ctx, command) => switchBrand(ctx, command.identifier) },
});
