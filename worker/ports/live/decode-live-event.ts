/**
 * Turns one incoming Pusher event into a `LiveInput`: a validated domain event, or a malformed
 * report. Untrusted input: this function never throws, whatever it is given (throwing getters,
 * proxies, cycles, huge strings, wrong argument types), and a report never carries the payload,
 * only a short reason of bounded length.
 *
 * Malformed (counted, dropped): an unknown event name, an event on the wrong kind of channel, a
 * payload that is not an object (a non-JSON body arrives as a string), a required field missing or
 * of the wrong type, a text over MAX_EVENT_TEXT characters (oversized). An optional field of the
 * wrong type is counted too, but only that field is dropped: the event is kept (`dropped`).
 *
 * Hot path: one Map lookup, one valibot parse with a schema built at module load, one small
 * output object. Failures cost more (valibot builds its issue objects) but are rare.
 */
import * as v from 'valibot';
import { describeIssue } from '../describe-issue';
import type { LiveEvent } from '../../contract/events';
import type { PayloadMalformed } from '../../domains/diagnostics/contract';
import type { LiveInput } from '../types';
import { brandOfChannel } from '../../contract/live-channels';
import { buildNoting, indexByName, type LiveEventSpec } from './live-event-spec';

/** Bounds for what a report may echo back (the event name and channel come from the wire too). */
const MAX_NAME = 120;
const MAX_REASON = 160;
/**
 * The longest text an event may carry into the engine (a maintenance message, a status): longer
 * ones make the payload oversized. Events travel through the log and the bridge (≤ 10 KiB batches).
 */
export const MAX_EVENT_TEXT = 2_000;

/** Stop at the first issue: we only report one reason, and a hostile payload may be huge. */
const PARSE_CONFIG = { abortEarly: true, abortPipeEarly: true } as const;

function bounded(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

function report(name: string, reason: string): PayloadMalformed {
  return { type: 'diagnostics/payload-malformed', origin: 'live', name, reason: bounded(reason, MAX_REASON) };
}

function malformed(channel: string, name: string, reason: string): LiveInput {
  return { kind: 'malformed', channel, brand: brandOfChannel(channel), report: report(name, reason) };
}

/** The first text field of the event longer than MAX_EVENT_TEXT (built events are flat literals). */
function oversizedField(event: LiveEvent): string | null {
  // for…in rather than Object.entries: no array per event on the hot path.
  for (const key in event) {
    const value = (event as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > MAX_EVENT_TEXT) return key;
  }
  return null;
}

export type LiveDecoder = (channel: string, eventName: string, payload: unknown) => LiveInput;

/** A decoder for the given table (the registry's `LIVE_EVENTS`). */
export function createLiveDecoder(specs: readonly LiveEventSpec[]): LiveDecoder {
  const byName = indexByName(specs);
  return (channel, eventName, payload) => decode(byName, channel, eventName, payload);
}

function decode(byName: ReadonlyMap<string, LiveEventSpec>, channel: string, eventName: string, payload: unknown): LiveInput {
  // Arguments come from the wire (or from a fuzzer): never trust their types.
  const ch = typeof channel === 'string' ? bounded(channel, MAX_NAME) : '';
  if (typeof eventName !== 'string') return malformed(ch, '', 'event name is not a string');
  const spec = byName.get(eventName);
  if (!spec) return malformed(ch, bounded(eventName, MAX_NAME), 'unknown event');
  const brand = brandOfChannel(ch);
  // A brand event on the public channel would belong to no brand, and so reach every brand scope.
  if (spec.channel !== (brand === null ? 'public' : 'brand')) return malformed(ch, spec.name, `${spec.channel} event on the wrong channel`);
  if (payload === null || typeof payload !== 'object') return malformed(ch, spec.name, 'payload is not an object');
  try {
    // Inside the try: Array.isArray throws on a revoked proxy.
    if (Array.isArray(payload)) return malformed(ch, spec.name, 'payload is not an object');
    const result = v.safeParse(spec.schema, payload, PARSE_CONFIG);
    if (!result.success) return malformed(ch, spec.name, describeIssue(result.issues[0]));
    const { value: event, dropped } = buildNoting(() => spec.build(result.output as never));
    const oversized = oversizedField(event);
    if (oversized !== null) return malformed(ch, spec.name, `oversized: ${oversized} over ${MAX_EVENT_TEXT} characters`);
    return dropped === null ? { kind: 'event', channel: ch, brand, event } : { kind: 'event', channel: ch, brand, event, dropped: report(spec.name, dropped) };
  } catch {
    // A getter or proxy trap threw while we read the payload.
    return malformed(ch, spec.name, 'payload could not be read');
  }
}
