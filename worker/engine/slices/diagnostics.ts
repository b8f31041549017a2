/** Counters for what the engine dropped, so a tester can see it without reading logs. */
import type { EventOf } from '../../contract/events';
import type { DiagnosticsSlice } from '../../contract/snapshot';

export type DiagnosticsEvent = EventOf<'diagnostics/payload-malformed'>;

export const initialDiagnostics: DiagnosticsSlice = {
  malformed: { live: 0, http: 0, graphql: 0 },
  lastMalformed: null,
  foreignBrandDropped: 0,
  lastSeq: 0,
};

export function reduceDiagnostics(slice: DiagnosticsSlice, event: DiagnosticsEvent): DiagnosticsSlice {
  switch (event.type) {
    case 'diagnostics/payload-malformed': {
      const malformed = { ...slice.malformed, [event.origin]: slice.malformed[event.origin] + 1 };
      return { ...slice, malformed, lastMalformed: { origin: event.origin, name: event.name, reason: event.reason } };
    }
    default: {
      const _exhaustive: never = event.type;
      return slice;
    }
  }
}

/** Every envelope moves lastSeq; a dropped foreign one is also counted. */
export function noteEnvelope(slice: DiagnosticsSlice, seq: number, foreign: boolean): DiagnosticsSlice {
  // An explicit literal, not a spread: this runs for every envelope.
  return {
    malformed: slice.malformed,
    lastMalformed: slice.lastMalformed,
    foreignBrandDropped: foreign ? slice.foreignBrandDropped + 1 : slice.foreignBrandDropped,
    lastSeq: seq > slice.lastSeq ? seq : slice.lastSeq,
  };
}
