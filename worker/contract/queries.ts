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
import type { QueryKeyOf } from '../engine/registered';

// The engine is written against the names it registers (engine/registered.ts); this app's queries are its domains'.
// Inside the block the registered module's own names come first: this app's types go by other names.
type AppQuery = Query;
type AppQueryResults = QueryResults;
type AppWatchedResource = WatchedResource;
declare module '../engine/registered' {
  interface Register {
    readonly query: AppQuery;
    readonly queryResults: AppQueryResults;
    readonly watchedResource: AppWatchedResource;
  }
}

export type { Query, QueryResults, WatchedResource };
export type { QueryResult, QueryFailure } from '../engine/registered';
/** A query key (engine/registered.ts): the resource first, then what narrows it, as TanStack Query's keys. */
export type QueryKey = QueryKeyOf<WatchedResource>;
