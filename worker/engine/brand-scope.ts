/**
 * The brand-scope rule shared by the reducer (which drops foreign envelopes) and the engine
 * (which does not let effects react to them).
 */
import type { Envelope, Snapshot } from './registered';
import type { EngineRegistry } from './registry';

/** Whether an envelope is foreign to the state it is folded into. */
export type ForeignTest = (state: Snapshot, envelope: Envelope) => boolean;

/**
 * An envelope is foreign when it belongs to a brand (`brand` not null) other than the one in
 * scope. The event that opens a scope (`brand/switch-started` in this app) defines it, so it is
 * never foreign itself.
 */
export function foreignTest(scope: EngineRegistry['brandScope']): ForeignTest {
  const opens = scope.opensWith;
  return (state, envelope) => envelope.brand !== null && envelope.brand !== scope.current(state) && envelope.event.type !== opens;
}
