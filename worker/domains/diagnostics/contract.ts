/**
 * The diagnostics domain's contract: what the log keeps for debugging: malformed payloads,
 * requests dropped for a stale brand, failed requests. Pure (worker/domains/contract-kit.ts): the
 * server, the worker and, for types, the page import it.
 */
import { defineContract } from '../contract-kit';

/**
 * A payload from outside (live event, response, GraphQL) failed validation and was dropped, or
 * a live event arrived with an optional field of the wrong type, which was dropped (the event
 * itself was kept: docs/live-events.md, "Malformed payloads").
 */
export interface PayloadMalformed {
  readonly type: 'diagnostics/payload-malformed';
  readonly origin: 'live' | 'http' | 'graphql';
  /** Event name or request path. */
  readonly name: string;
  readonly reason: string;
}

/**
 * A request of a brand that left the scope was about to be sent and was dropped before it left
 * (engine/requests/send-guard.ts): no request ever carries a stale X-Brand. Of no brand.
 */
export interface StaleBrandRequestDropped {
  readonly type: 'diagnostics/stale-brand-request-dropped';
  readonly method: string;
  readonly path: string;
  /** The X-Brand it would have carried. */
  readonly brand: string;
}

export interface RequestFailed {
  readonly type: 'request/failed';
  readonly method: string;
  readonly path: string;
  readonly status: number | null;
  readonly kind: 'unhandled' | 'resolved' | 'internal' | 'aborted';
  readonly reason: string;
}

// ---------------------------------------------------------------- its slice of the engine's state

export interface DiagnosticsSlice {
  /** Payloads dropped by validation, by origin. */
  readonly malformed: { readonly live: number; readonly http: number; readonly graphql: number };
  readonly lastMalformed: { readonly origin: string; readonly name: string; readonly reason: string } | null;
  /** Envelopes dropped because they belonged to another brand than the one in scope. */
  readonly foreignBrandDropped: number;
  /** Requests dropped before they left because their brand had left the scope (stale X-Brand). */
  readonly staleBrandRequests: number;
  /** Highest envelope seq folded into this state. */
  readonly lastSeq: number;
}

/** What the diagnostics domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const diagnosticsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly diagnostics: DiagnosticsSlice };
  readonly events: PayloadMalformed | StaleBrandRequestDropped | RequestFailed;
}>()();
