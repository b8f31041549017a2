/**
 * Turns one incoming Pusher event into a `LiveInput`: a validated domain event, or a malformed
 * report. Untrusted input: this function never throws, whatever it is given (throwing getters,
 * proxies, cycles, huge strings, wrong argument types), and a report never carries the payload,
 * only a short reason of bounded length.
 *
 * Hot path: one Map lookup, one valibot parse with a schema built at module load, one small
 * output object. Failures cost more (issue objects) but are rare.
 */
import * as v from 'valibot';
import { describeIssue } from '../describe-issue';
import type { LiveInput } from '../types';
import { brandOfChannel } from './channels';
import { indexByName, type LiveEventSpec } from './live-event-spec';

/** Bounds for what a report may echo back (the event name and channel come from the wire too). */
const MAX_NAME = 120;
const MAX_REASON = 160;

/** Stop at the first issue: we only report one reason, and a hostile payload may be huge. */
const PARSE_CONFIG = { abortEarly: true, abortPipeEarly: true } as const;

function bounded(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

function malformed(channel: string, name: string, reason: string): LiveInput {
  return {
    kind: 'malformed',
    channel,
    brand: brandOfChannel(channel),
    report: { type: 'diagnostics/payload-malformed', origin: 'live', name, reason: bounded(reason, MAX_REASON) },
  };
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
  if (payload === null || typeof payload !== 'object') return malformed(ch, spec.name, 'payload is not an object');
  try {
    // Inside the try: Array.isArray throws on a revoked proxy.
    if (Array.isArray(payload)) return malformed(ch, spec.name, 'payload is not an object');
    const result = v.safeParse(spec.schema, payload, PARSE_CONFIG);
    if (!result.success) return malformed(ch, spec.name, describeIssue(result.issues[0]));
    return { kind: 'event', channel: ch, brand: brandOfChannel(ch), event: spec.build(result.output as never) };
  } catch {
    // A getter or proxy trap threw while we read the payload.
    return malformed(ch, spec.name, 'payload could not be read');
  }
}
