/**
 * This person was removed from the brand in scope (BrandUserRemoved naming them: docs/brand-admin.md
 * "Joining and leaving"). At once, before anything else of the brand can arrive: its requests are
 * aborted, its private channel is left (pusher unsubscribes; the server refuses to authorise it
 * again) and its notification subscription ends with the scope. Then their brands and invitations
 * are read again, and `brand/removed-from` tells the UI to move to a brand they still have or to
 * /invite, with a toast that says why.
 *
 *   live/brand-user-removed (removedUserId = me, brand in scope) ─▶ scope reset, live.setBrand(null)
 *        ─▶ me ∥ invites ─▶ brand/removed-from + toast
 */
import { EMPTY, filter, from, mergeMap, type Observable } from 'rxjs';
import type { Emission } from '../../engine/core/emission';
import { ofType, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { execute } from '../../engine/requests/execute';
import { invitesRequest, meRequest } from './loads';

export const REMOVED_FROM_BRAND_TOAST = 'BRAND.REMOVED_FROM';

export const removedFromBrand: Effect = (event$, rt) =>
  event$.pipe(
    ofType('live/brand-user-removed'),
    filter((envelope) => {
      const { session, brand } = rt.state();
      return session.user !== null && String(envelope.event.removedUserId) === String(session.user.id) && brand.identifier !== null && envelope.brand === brand.identifier;
    }),
    mergeMap((envelope) => leave(rt, envelope.brand!)),
  );

function leave(rt: Runtime, identifier: string): Observable<Emission> {
  const label = rt.state().session.brands.find((b) => b.identifier === identifier)?.label ?? identifier;
  // The brand scope's signal also ends the GraphQL notification subscription (switch-brand.ts).
  rt.scope.reset();
  rt.ports.live.setBrand(null);
  const reload = Promise.all([execute(rt, { ...meRequest(rt, null), toast: 'never' }), execute(rt, { ...invitesRequest(rt, null), toast: 'never' })]).then(([me, invites]): Emission[] => [
    ...me.emissions,
    ...invites.emissions,
    { event: { type: 'brand/removed-from', identifier }, source: 'system', brand: null },
    { event: { type: 'toast/requested', id: rt.nextToastId(), kind: 'warning', key: REMOVED_FROM_BRAND_TOAST, params: { brand: label }, text: null }, source: 'system', brand: null },
  ]);
  return from(reload).pipe(mergeMap((emissions) => (emissions.length === 0 ? EMPTY : from(emissions))));
}
