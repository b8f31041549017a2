/** BrandUserUpdated, BrandUpdated, UserUpdated → refresh me (user, brand list, locale). */
import { merge } from 'rxjs';
import { execute } from '../requests/execute';
import { meRequest } from '../requests/loaders';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

export const meEffect: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/brand-user-updated', 'live/brand-updated', 'live/user-updated')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.liveRefresh, rt.ports.scheduler, () =>
        fetchEmissions(() => (rt.state().session.status === 'signed-in' ? execute(rt, { ...meRequest(rt), suppressToast: true }) : null)),
      ),
    ),
  );
