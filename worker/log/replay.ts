/**
 * Replay: fold the reducer over a log, with no network and no effects. Responses are in the log
 * as events, so this reproduces the live state exactly; the hash proves it.
 */
import type { Snapshot } from '../contract/snapshot';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../engine/reduce';
import { parseEventLog, type EventLogFile } from './ndjson';
import { stateHash } from './state-hash';

export interface ReplayResult {
  readonly state: Snapshot;
  readonly hash: string;
  /** Envelopes folded (after the checkpoint, if any). */
  readonly envelopes: number;
}

/** Accepts a parsed log or NDJSON text (parsed first; a bad line throws EventLogParseError). */
export function replay(log: EventLogFile | string): ReplayResult {
  const file = typeof log === 'string' ? parseEventLog(log) : log;
  let state = file.checkpoint?.state ?? initialSnapshot();
  for (const envelope of file.envelopes) state = reduce(state, envelope);
  return { state, hash: stateHash(state), envelopes: file.envelopes.length };
}
