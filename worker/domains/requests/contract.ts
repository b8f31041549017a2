/**
 * The requests domain's contract: data calls in flight: the loading bar's input. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import { defineContract } from '../contract-kit';

/** A request failed; logged for debugging. Aborted requests appear here with kind 'aborted' only. */
/** A data call (HTTP or GraphQL request) started / settled, whatever its outcome: the loading bar's input. */
export interface RequestStarted {
  readonly type: 'requests/started';
}

export interface RequestFinished {
  readonly type: 'requests/finished';
}

// ---------------------------------------------------------------- its slice of the engine's state

/**
 * Data calls (HTTP and GraphQL requests) the worker started and settled since it started: totals,
 * not a list, so the main thread can follow them (in flight = started - finished) from deltas.
 */
export interface RequestsSlice {
  readonly started: number;
  readonly finished: number;
}

/** What the requests domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const requestsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly requests: RequestsSlice };
  readonly events: RequestStarted | RequestFinished;
}>()();
