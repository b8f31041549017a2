/**
 * The brand-scope rule shared by the reducer (which drops foreign envelopes) and the engine
 * (which does not let effects react to them).
 */
import type { Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';

/**
 * An envelope is foreign when it belongs to a brand (`brand` not null) other than the one in
 * scope. `brand/switch-started` defines the scope, so it is never foreign itself.
 */
export function isForeign(state: Snapshot, envelope: Envelope): boolean {
  return envelope.brand !== null && envelope.brand !== state.brand.identifier && envelope.event.type !== 'brand/switch-started';
}
