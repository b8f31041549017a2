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
 *
 * A list watched with a window (`watch(query, brand, window)`) is a windowed watch: its patches
 * carry the window's rows (`ids` from `offset`), their selection and the list's aggregates; rows
 * outside the window never cross the bridge. `setWindow` moves it.
 */
import type { QueryItem, ResourcePageMeta } from './page';
import type { QueryFailure } from '../engine/registered';

/**
 * The rows of a list a page shows: row indexes `from` (inclusive) to `to` (exclusive) of the whole
 * list, in the list's order. A page watches a long list through a window (the rows its
 * virtualizer shows plus overscan): the worker keeps the whole live list and sends only the
 * window's rows, the total and the aggregates (docs/engine.md, "Windows").
 */
export interface ListWindow {
  readonly from: number;
  readonly to: number;
}

/** Most rows one window may hold: a window is what a screen shows, not a list. */
export const MAX_WINDOW_ROWS = 500;

/** What the user did to a windowed list's selection (kept in the worker, over the whole list). */
export type SelectionChange =
  | { readonly kind: 'toggle'; readonly id: string; readonly on: boolean }
  /** Rows `from` to `to` (indexes, both included) all on or off: a Shift range. */
  | { readonly kind: 'range'; readonly from: number; readonly to: number; readonly on: boolean }
  /** Every listed row on, or none. */
  | { readonly kind: 'all'; readonly on: boolean };

/** Which rows of a windowed list `windowIds` answers: the selected ones, those with these field values. */
export interface RowPick {
  readonly selected?: boolean;
  readonly where?: Readonly<Record<string, string | number | boolean | null>>;
}

/** The figures of a whole windowed list that a page shows (sent when one of them changed). */
export interface WindowAggregates {
  /** Rows in the whole list (exact once every row is loaded; the server's count until then). */
  readonly total: number;
  /** Rows the worker holds, from the top (it pages from the server as the window needs). */
  readonly loaded: number;
  readonly loadingMore: boolean;
  /** Loading further rows failed (the rows already loaded stay live). */
  readonly moreFailure: QueryFailure | null;
  /** Listed rows selected. */
  readonly selected: number;
  /** Rows per value of the list's group field (renders: their status); empty without one. */
  readonly counts: Readonly<Record<string, number>>;
  /** The same among the selected rows. */
  readonly selectedCounts: Readonly<Record<string, number>>;
  /** The last selection change applied (the `seq` the page sent with it). */
  readonly selectionSeq: number;
}

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
  /** A windowed list: the row index of `ids[0]` in the whole list (sent with `ids`). */
  readonly offset?: number;
  /** A windowed list: the ids of the window's rows that are selected. */
  readonly selected?: readonly string[];
  /** A windowed list: its figures, when one changed. */
  readonly aggregates?: WindowAggregates;
  /**
   * A windowed list: rows of the window whose progress (and nothing else) moved, id → the new
   * value, instead of the whole record in `records`. The page keeps the row it holds and redraws
   * only its progress bar (src/data-client/live-query-cache.ts `progressOf`).
   */
  readonly progress?: Readonly<Record<string, number>>;
}
