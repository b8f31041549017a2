/**
 * Folding envelopes into a state: the one loop replay, export verification and the log
 * inspector share. Pure: the reducer reads nothing but the envelope.
 */
import type { Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../app-engine';

/** Folds `envelopes` (up to and including seq `untilSeq`, when given) into `start` or the initial state. */
export function foldEnvelopes(start: Snapshot | null, envelopes: readonly Envelope[], untilSeq = Infinity): { state: Snapshot; folded: number } {
  let state = start ?? initialSnapshot();
  let folded = 0;
  for (const envelope of envelopes) {
    if (envelope.seq > untilSeq) break;
    state = reduce(state, envelope);
    folded += 1;
  }
  return { state, folded };
}
