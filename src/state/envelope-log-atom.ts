/**
 * The most recent envelopes seen by the main thread, for the devtools panel. Bounded: the worker
 * keeps the full log (export it from the panel); this is only what a human can look at.
 */
import { atom } from 'jotai';
import type { Envelope } from '../../worker/contract/events';

export const RECENT_ENVELOPES_MAX = 200;

export const recentEnvelopesAtom = atom<readonly Envelope[]>([]);
recentEnvelopesAtom.debugLabel = 'recentEnvelopesAtom';

/** Batches seen since start and the last batch number, to notice gaps. */
export const bridgeStatsAtom = atom({ batches: 0, lastBatch: 0, envelopes: 0 });
bridgeStatsAtom.debugLabel = 'bridgeStatsAtom';

/**
 * How many devtools views want envelopes now. The data layer sends them only while this is above
 * zero (bind-to-store.ts): in a storm, copying every event across the bridge for nobody to see
 * cost both threads time (issue 12).
 */
export const envelopeViewersAtom = atom(0);
envelopeViewersAtom.debugLabel = 'envelopeViewersAtom';
