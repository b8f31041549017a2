/**
 * BrandStoreUsageCalculated, BrandUserUpdated, BrandUpdated, UserUpdated → refetch the brand user
 * (brand/user-loaded, and storage/recalculated from its mnt_meta).
 */
import { merge } from 'rxjs';
import { execute } from '../requests/execute';
import { brandUserEvents } from '../requests/loaders';
import { OPS } from '../requests/request-ops';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

export const brandUserEffect: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(
      event$.pipe(ofType('live/brand-store-usage-calculated', 'live/brand-user-updated', 'live/brand-updated', 'live/user-updated')),
      resync$(event$),
    ).pipe(
      refetchPolicy(REFETCH_WINDOWS.liveRefresh, rt.ports.scheduler, () =>
        fetchEmissions(() =>
          rt.state().brand.identifier === null
            ? null
            : // A failed background refresh keeps the brand user we have (no brand/user-failed):
              // the brand is still usable, only a little stale.
              execute(rt, {
                op: OPS.brandUser,
                scope: 'brand',
                suppressToast: true,
                call: (ctx) => rt.ports.backend.brandUser(ctx),
                onSuccess: brandUserEvents,
              }),
        ),
      ),
    ),
  );
