/**
 * What pages watch (live-queries.ts): lists (every query with `page`/`perPage`) and single records.
 * The union and what each kind gives are derived from the domains' contracts
 * (worker/domains/contracts.ts); each query is declared by the domain that loads it. The generic
 * resource calls of spec section 7 give `ResourceRecord`s; the creative workflow's queries give
 * typed entities (creatives.ts). Shared, live state (balance, builds widget, the unread count...)
 * stays in the snapshot instead; a list a domain keeps in its slice (the notifications) is
 * watched here too, through a window.
 */
import type { Query, QueryResults, WatchedResource } from '../domains/contracts';

export type { Query, QueryResults, WatchedResource };

/**
 * A query key (engine/live-queries/query-keys.ts): the resource first, then what narrows it.
 * `[resource]` is every watch of the resource, `[resource, id]` one record of it (the watches
 * showing it), as TanStack Query's keys are matched by prefix.
 */
export type QueryKey = readonly [WatchedResource, ...string[]];

export type QueryResult<Q extends Query = Query> = QueryResults[Q['kind']];

/** A watched query that failed: the i18n key to show and the HTTP status, if any (404 → not-found page). */
export interface QueryFailure {
  readonly ok: false;
  readonly status: number | null;
  readonly key: string;
}
