/**
 * Live queries: a page watches a query (a list with its filters and page, or one record); the
 * worker keeps the result, patches it in place from live events (a build's status and progress),
 * refetches it under the refetch policy when a patch is impossible, and sends the main thread only
 * what changed, keyed by record id, in the bridge's batches.
 *
 *   watch(query, brand) ──▶ pending ──(brand in scope)──▶ loading ──▶ ready ⇄ refreshing
 *                                                           └──▶ error
 *   brand switch away from `brand`, or unwatch ──▶ closed (forgotten in the worker)
 *
 * A watch names the brand it belongs to (the route's brand): the worker never runs it with
 * another X-Brand, so a page rendered for the new brand cannot fetch with the old one.
 */
import type { QueryFailure, QueryItem, ResourcePageMeta } from './queries';

export type WatchId = number;

export const WATCH_STATUSES = ['loading', 'ready', 'error', 'closed'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];

/**
 * One watch's changes since the listener's previous batch. Absent fields did not change.
 * `ids` is the whole ordered id list, sent only when membership or order changed; `records` holds
 * only the records that are new or changed (by id). A record query has one id.
 */
export interface QueryPatch {
  readonly id: WatchId;
  readonly status: WatchStatus;
  /** True while a refetch runs with a result already shown. */
  readonly refreshing: boolean;
  readonly failure: QueryFailure | null;
  /** Paging figures of a list; null for a single record. */
  readonly meta?: ResourcePageMeta | null;
  readonly ids?: readonly string[];
  /** Records or entities (QueryResults says which), new or changed since the last batch. */
  readonly records?: readonly QueryItem[];
}
