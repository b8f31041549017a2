/**
 * The session: who is signed in, their brands, invites and locale. BrandUserUpdated, BrandUpdated
 * and UserUpdated (heard by the brand domain) also refresh `me` (user, brand list, locale).
 */
import { merge } from 'rxjs';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { execute } from '../../engine/requests/execute';
import { defineDomain } from '../domain';
import { sessionCalls } from './calls';
import { sessionCommands } from './commands';
import { meRequest } from './loads';
import { sessionSlice } from './slice';

const meRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/brand-user-updated', 'live/brand-updated', 'live/user-updated')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.liveRefresh, rt.ports.scheduler, () =>
        fetchEmissions(() => (rt.state().session.status === 'signed-in' ? execute(rt, { ...meRequest(rt), toast: 'never' }) : null)),
      ),
    ),
  );

export const sessionDomain = defineDomain({
  slice: sessionSlice,
  calls: sessionCalls,
  effects: [meRefresh],
  commands: sessionCommands,
});
