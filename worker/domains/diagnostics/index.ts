/**
 * Counters for what the engine dropped (malformed payloads, foreign-brand envelopes, requests of a
 * brand that left the scope, stopped before they were sent) and the highest seq folded, so a
 * tester sees them without reading logs. `request/failed` is the log entry of every failed call:
 * no slice folds it.
 */
import type { DiagnosticsSlice } from './contract';
import { defineDomain, defineSlice } from '../domain';

export const diagnosticsSlice = defineSlice({
  name: 'diagnostics',
  initial: { malformed: { live: 0, http: 0, graphql: 0 }, lastMalformed: null, foreignBrandDropped: 0, staleBrandRequests: 0, lastSeq: 0 },
  cases: {
    'diagnostics/payload-malformed': (slice, event) => {
      const malformed = { ...slice.malformed, [event.origin]: slice.malformed[event.origin] + 1 };
      return { ...slice, malformed, lastMalformed: { origin: event.origin, name: event.name, reason: event.reason } };
    },
    'diagnostics/stale-brand-request-dropped': (slice) => ({ ...slice, staleBrandRequests: slice.staleBrandRequests + 1 }),
  },
  // Counters for a tester (lastSeq moves with every envelope): never worth a batch of their own.
  cadence: 'display',
});

/** Every envelope moves lastSeq; a dropped foreign one is also counted (engine/reduce.ts). */
export function noteEnvelope(slice: DiagnosticsSlice, seq: number, foreign: boolean): DiagnosticsSlice {
  // An explicit literal, not a spread: this runs for every envelope.
  return {
    malformed: slice.malformed,
    lastMalformed: slice.lastMalformed,
    foreignBrandDropped: foreign ? slice.foreignBrandDropped + 1 : slice.foreignBrandDropped,
    staleBrandRequests: slice.staleBrandRequests,
    lastSeq: seq > slice.lastSeq ? seq : slice.lastSeq,
  };
}

export const diagnosticsDomain = defineDomain({ slice: diagnosticsSlice, signals: ['request/failed'] });
