/**
 * The requests domain's contract: data calls in flight: the loading bar's input, and in the
 * event log what each call was (docs/event-log.md "Request envelopes"). Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 *
 * The fields are null only in logs of builds that did not record them (read through the
 * upcaster to protocol 9, worker/log/upcasters.ts).
 */
import { defineContract } from '../contract-kit';

/** A data call (HTTP or GraphQL request) started: the loading bar's input. */
export interface RequestStarted {
  readonly type: 'requests/started';
  /** Sent as `X-Request-Id` and echoed by the server, which logs it (contract/request-id.ts). */
  readonly id: string | null;
  readonly method: string | null;
  /** The call's path under /server, ids filled in (GraphQL: `/api/v1/graphql LoggedUser`). */
  readonly path: string | null;
}

/** A data call settled, whatever its outcome. */
export interface RequestFinished {
  readonly type: 'requests/finished';
  readonly id: string | null;
  readonly method: string | null;
  /** As sent: with its query (`?search=…`; the values are redacted on a redacted export). */
  readonly path: string | null;
  /** The last HTTP status the server answered (null: no answer: offline, aborted before it, a log that did not record it). */
  readonly status: number | null;
  /** From start to settled, on the engine's clock (ms). */
  readonly durationMs: number | null;
}

/** What the requests domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const requestsContract = defineContract<{
  readonly events: RequestStarted | RequestFinished;
}>()();
