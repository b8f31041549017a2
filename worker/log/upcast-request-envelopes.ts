/**
 * Upcaster step: request envelopes that say what they were (docs/event-log.md "Request
 * envelopes"). Before this step `requests/started` and `requests/finished` carried no fields;
 * now they carry the call's id, method, path and (finished) status and duration. An older log
 * cannot know them, so they are read as null ("not recorded"); the requests slice only counts
 * them, so the state and its hash are unchanged.
 *
 * Kept in its own file so that a merge with another protocol bump only renumbers `from`.
 */
import type { Upcaster } from './upcasters';

type Json = Record<string, unknown>;

function describeRequest(envelope: Json): Json {
  const event = envelope.event as Json | undefined;
  if (event === undefined || typeof event !== 'object' || event === null) return envelope;
  if (event.type === 'requests/started') return { ...envelope, event: { id: null, method: null, path: null, ...event } };
  if (event.type === 'requests/finished') return { ...envelope, event: { id: null, method: null, path: null, status: null, durationMs: null, ...event } };
  return envelope;
}

export const requestEnvelopesStep = (from: number): Upcaster => ({
  from,
  change: 'request envelopes say what they were: requests/started and requests/finished gained id, method, path (and status, durationMs), read as null',
  envelope: describeRequest,
});
