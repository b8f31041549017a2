/**
 * Replay: fold the reducer over a log, with no network and no effects. Responses are in the log
 * as events, so this reproduces the live state exactly; the hash proves it.
 */
import type { Snapshot } from '../contract/snapshot';
import { foldEnvelopes } from './fold';
import { parseEventLog, type EventLogFile } from './ndjson';
import { stateHash } from './state-hash';

export interface ReplayResult {
  readonly state: Snapshot;
  readonly hash: string;
  /**
   * The hash to compare with the header's `stateHash`: of the state without the slices the
   * upcasters added (the build that wrote an older log had no such slices); `hash` otherwise.
   */
  readonly hashAsWritten: string;
  /** Envelopes folded (after the checkpoint, if any). */
  readonly envelopes: number;
}

/**
 * Accepts a parsed log or NDJSON text (parsed first; a bad line throws EventLogParseError).
 * `untilSeq`: stop after the envelope with that seq (the state "at" that seq).
 */
export function replay(log: EventLogFile | string, untilSeq?: number): ReplayResult {
  const file = typeof log === 'string' ? parseEventLog(log) : log;
  const { state, folded } = foldEnvelopes(file.checkpoint?.state ?? null, file.envelopes, untilSeq);
  return { state, hash: stateHash(state), hashAsWritten: hashAsWritten(state, file.header.addedSlices), envelopes: folded };
}

/** The state's hash as the writing build computed it: without the slices it did not have. */
export function hashAsWritten(state: Snapshot, added: readonly string[]): string {
  if (added.length === 0) return stateHash(state);
  const written = Object.fromEntries(Object.entries(state).filter(([slice]) => !added.includes(slice)));
  return stateHash(written);
}
