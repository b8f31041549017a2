/** The brand user load, shared by the brand switch and the live refresh. */
import { distinctUntilChanged, filter, map, merge, skip, type Observable } from 'rxjs';
import type { BrandUser } from '../../contract/entities';
import type { DomainEvent, Envelope } from '../../contract/events';
import { ofType, resync$ } from '../../engine/core/effect';
import type { Snapshot } from '../../contract/snapshot';
import { canSeeMoneyStorage } from '../../contract/visibility';
import type { Runtime } from '../../engine/core/runtime';
import { callSpec, type RequestSpec } from '../../engine/requests/execute';
import { statusOf } from '../../engine/requests/failure-events';
import { brandCalls } from './calls';

/**
 * Spec section 6 as the worker applies it: editors outside collaborative mode do not even fetch
 * balance, storage or running builds (the server answers 403 to them anyway).
 */
export function canSeeMoneyAndStorage(state: Snapshot): boolean {
  const brandUser = state.brand.brandUser;
  if (brandUser === null) return false;
  return canSeeMoneyStorage({ role: brandUser.primaryRole, collaborativeMode: brandUser.brand.collaborativeMode });
}

/**
 * When money, storage and running builds must be fetched at once rather than on their debounce:
 * after a reconnect (events were missed) and when the brand user's visibility turns on within a
 * brand scope (collaborative mode switched on live for an editor). The scope's first brand user
 * is not a change: the brand switch loads everything itself. Use inside `perBrandScope`.
 */
export function refreshNow$(event$: Observable<Envelope>, rt: Runtime): Observable<Envelope> {
  const gained$ = event$.pipe(
    ofType('brand/user-loaded'),
    map((envelope) => ({ envelope, visible: canSeeMoneyAndStorage(rt.state()) })),
    distinctUntilChanged((a, b) => a.visible === b.visible),
    skip(1),
    filter((x) => x.visible),
    map((x): Envelope => x.envelope),
  );
  return merge(resync$(event$), gained$);
}

export function brandUserEvents(brandUser: BrandUser): DomainEvent[] {
  const events: DomainEvent[] = [{ type: 'brand/user-loaded', brandUser }];
  if (brandUser.brand.storage !== null) events.push({ type: 'storage/recalculated', storage: brandUser.brand.storage });
  return events;
}

/** The brand user of `brand` (X-Brand); a failure marks the brand unusable (brand/user-failed). */
export function brandUserRequest(rt: Runtime, brand: string): RequestSpec<BrandUser> {
  return callSpec(rt, brandCalls.brandUser, undefined, {
    scope: 'brand',
    brand,
    onSuccess: brandUserEvents,
    onFailure: (error) => [{ type: 'brand/user-failed', identifier: brand, status: statusOf(error) }],
  });
}
