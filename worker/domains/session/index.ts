/**
 * The session: who is signed in, their brands, invites and locale. BrandUserUpdated, BrandUpdated
 * and UserUpdated (heard by the brand domain) also refresh `me` (user, brand list, locale). A
 * failed private-channel authorisation is a session matter too (channel-auth-failures.ts), and
 * so is the CSRF refresh a 419 triggers (engine/requests/csrf-refresh.ts).
 */
import { merge } from 'rxjs';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { execute } from '../../engine/requests/execute';
import { defineDomain } from '../domain';
import { sessionCalls } from './calls';
import { channelAuthFailures } from './channel-auth-failures';
import { sessionCommands } from './commands';
import { removedFromBrand } from './removed-from-brand';
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
  effects: [meRefresh, channelAuthFailures, removedFromBrand],
  commands: sessionCommands,
  // Log entries the session reacts to or leaves: no slice folds them.
  signals: ['session/csrf-refreshed', 'connection/channel-auth-failed'],
});
