/**
 * The root reducer: pure, deterministic (only envelope data, never the clock), with structural
 * sharing, composed from the domain registry. Each event goes to the slices whose cases fold it;
 * a slice that an event does not concern keeps its identity.
 *
 * The brand scope: an envelope of another brand than the one in scope is dropped (and counted);
 * `brand/switch-started` and `session/signed-out` reset every brand-scoped slice first (the spec
 * resets all stored state on a brand switch; session, toasts and system are not brand data).
 * `log/page-loaded` starts a new page of the tab's log: every slice starts over, as the new page did.
 */
import type { Envelope } from '../contract/events';
import type { SliceName, Snapshot } from '../contract/snapshot';
import { noteEnvelope } from '../domains/diagnostics';
import { BRAND_SCOPED, CASES, initialSnapshot } from '../domains/registry';
import { isForeign } from './brand-scope';

const initial = initialSnapshot();
const RESETS_BRAND_SCOPE: ReadonlySet<string> = new Set(['brand/switch-started', 'session/signed-out']);

type MutableSnapshot = { -readonly [K in SliceName]: Snapshot[K] };

export function reduce(state: Snapshot, envelope: Envelope): Snapshot {
  const foreign = isForeign(state, envelope);
  // One copy per envelope (lastSeq moves on every one); a spread of a same-shaped object keeps
  // one hidden class, so this stays monomorphic on the hot path.
  const next: MutableSnapshot = envelope.event.type === 'log/page-loaded' ? { ...initial } : { ...state };
  if (!foreign) {
    const type = envelope.event.type;
    if (RESETS_BRAND_SCOPE.has(type)) for (const name of BRAND_SCOPED) (next as Record<SliceName, unknown>)[name] = initial[name];
    const cases = CASES.get(type);
    if (cases !== undefined) {
      for (const { slice, reduce: fold } of cases) (next as Record<SliceName, unknown>)[slice] = fold(next[slice], envelope.event, envelope);
    }
  }
  next.diagnostics = noteEnvelope(next.diagnostics, envelope.seq, foreign);
  return next;
}
