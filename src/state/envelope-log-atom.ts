/**
 * The most recent envelopes seen by the main thread, for the devtools panel. Bounded: the worker
 * keeps the full log (export it from the panel); this is only what a human can look at.
 */
import { atom } from 'jotai';
import type { Envelope } from '../../worker/contract/events';

export const RECENT_ENVELOPES_MAX = 200;

export const recentEnvelopesAtom = atom<readonly Envelope[]>([]);
recentEnvelopesAtom.debugLabel = 'recentEnvelopesAtom';

/**
 * `current` with `more` added: one row per seq, in seq order, the newest RECENT_ENVELOPES_MAX.
 * Seqs run on across the tab's pages (the log continues after a reload), so seq order is log order.
 */
export function mergeEnvelopes(current: readonly Envelope[], more: readonly Envelope[]): readonly Envelope[] {
  const bySeq = new Map<number, Envelope>();
  for (const envelope of current) bySeq.set(envelope.seq, envelope);
  for (const envelope of more) bySeq.set(envelope.seq, envelope);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-RECENT_ENVELOPES_MAX);
}

/** Batches seen since start and the last batch number, to notice gaps. */
export const bridgeStatsAtom = atom({ batches: 0, lastBatch: 0, envelopes: 0 });
bridgeStatsAtom.debugLabel = 'bridgeStatsAtom';

/**
 * How many devtools views want envelopes now. The data layer sends them only while this is above
 * zero (bind-to-store.ts): in a storm, copying every event across the bridge for nobody to see
 * cost both threads time.
 */
export const envelopeViewersAtom = atom(0);
envelopeViewersAtom.debugLabel = 'envelopeViewersAtom';
