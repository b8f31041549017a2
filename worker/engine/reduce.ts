/**
 * The root reducer: pure, deterministic (only envelope data, never the clock), with structural
 * sharing, composed from a registry (registry.ts). Each event goes to the slices whose cases fold
 * it; a slice that an event does not concern keeps its identity.
 *
 * The brand scope: an envelope of another brand than the one in scope is dropped (and counted);
 * the events that reset the scope (`brand/switch-started` and `session/signed-out` in this app)
 * reset every brand-scoped slice first (the spec resets all stored state on a brand switch;
 * session, toasts and system are not brand data). The page-start event (`log/page-loaded`) starts
 * a new page of the tab's log: every slice starts over, as the new page did.
 */
import type { Envelope, SliceName, Snapshot } from './registered';
import { foreignTest } from './brand-scope';
import type { EngineRegistry } from './registry';

export type Reducer = (state: Snapshot, envelope: Envelope) => Snapshot;

type MutableSnapshot = { -readonly [K in SliceName]: Snapshot[K] };

export function createReducer(registry: EngineRegistry): Reducer {
  const initial = registry.initialState();
  const isForeign = foreignTest(registry.brandScope);
  const { resetBy, slices: brandScoped } = registry.brandScope;
  const { cases: casesByType, pageStart, everyEnvelope } = registry;
  const noted = everyEnvelope.slice;

  return function reduce(state: Snapshot, envelope: Envelope): Snapshot {
    const foreign = isForeign(state, envelope);
    // One copy per envelope (the last seq moves on every one); a spread of a same-shaped object
    // keeps one hidden class, so this stays monomorphic on the hot path.
    const next: MutableSnapshot = envelope.event.type === pageStart ? { ...initial } : { ...state };
    const slices = next as Record<SliceName, unknown>;
    if (!foreign) {
      const type = envelope.event.type;
      if (resetBy.has(type)) for (const name of brandScoped) slices[name] = initial[name];
      const cases = casesByType.get(type);
      if (cases !== undefined) {
        for (const { slice, reduce: fold } of cases) slices[slice] = fold(next[slice], envelope.event, envelope);
      }
    }
    slices[noted] = everyEnvelope.note(next[noted], envelope.seq, foreign);
    return next;
  };
}
