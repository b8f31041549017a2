/** The brand user load, shared by the brand switch and the live refresh. */
import type { BrandUser } from '../../contract/entities';
import type { DomainEvent } from '../../contract/events';
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
