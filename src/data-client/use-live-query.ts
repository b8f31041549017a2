/**
 * The one way pages read lists and records: watches a query in the data layer for the route's
 * brand and returns its live result. The worker keeps the result up to date (live events patch
 * it in place, refetches follow the refetch policy) and sends only what changed; the page
 * re-renders only when its own watch changed.
 *
 *   mount / query or brand changes ─▶ api.watch(query, routeBrand) ─▶ id ─▶ read the cache by id
 *   unmount / query or brand changes ─▶ api.unwatch(id), cache.release(id)
 *   the worker closes the watch while the page still wants it (its brand left scope) ─▶ watch again
 *   the user asks to retry a failed watch (state.retry) ─▶ let it go, watch again (loading first)
 *
 * A `null` query watches nothing and stays 'loading' (a page whose route names no record).
 */
import { useMemo } from 'react';
import type { Query, QueryFailure, QueryResult } from '../../worker/contract/queries';
import type { Page, QueryItem } from '../../worker/contract/page';
import type { DataLayerClient } from './create-client';
import type { LiveQueryView } from './live-query-cache';
import { queryKey } from './query-key';
import { useRouteBrand } from './route-brand-context';
import { BROKEN, useWatch } from './use-watch';

export type LiveQueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T; readonly refreshing: boolean }
  | {
      readonly status: 'error';
      readonly failure: QueryFailure;
      /** Watches the query again, from a fresh load (what an error state's Retry button does). */
      readonly retry?: () => void;
    };

/** A record query reported ready without its record. */
const NO_RECORD: QueryFailure = { ok: false, status: null, key: 'REQUESTS.INVALID_RESPONSE' };
const LOADING = { status: 'loading' } as const;

const openQuery = (client: DataLayerClient, query: Query, brand: string | null) => client.api.watch(query, brand);

export function useLiveQuery<Q extends Query>(query: Q | null): LiveQueryState<QueryResult<Q>> {
  const brand = useRouteBrand();
  // The watch is keyed by content: a page rebuilds its query object on every render.
  const key = query === null ? null : queryKey([brand, query]);
  const { view, failure, retry } = useWatch(key, openQuery);
  const isList = query !== null && 'page' in query;
  const page = query !== null && 'page' in query ? query.page : 1;
  const perPage = query !== null && 'perPage' in query ? query.perPage : 0;

  return useMemo(() => {
    if (failure !== null) return { status: 'error', failure, retry };
    if (query === null) return LOADING;
    const state = stateOf(isList, view, page, perPage) as LiveQueryState<QueryResult<Q>>;
    return state.status === 'error' ? { ...state, retry } : state;
    // `query` matters only as null or not: its content is in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure, key, isList, view, page, perPage, retry]);
}

/** Lists (queries with a page) give a Page; everything else its one item. */
function stateOf(isList: boolean, view: LiveQueryView | undefined, page: number, perPage: number): LiveQueryState<Page<QueryItem> | QueryItem> {
  // No view yet, or the worker closed it (a brand switch away): nothing to show but a loader.
  if (view === undefined || view.status === 'loading') return LOADING;
  if (view.status === 'error') return { status: 'error', failure: view.failure ?? BROKEN };
  if (!isList) {
    const record = view.items[0];
    return record === undefined ? { status: 'error', failure: NO_RECORD } : { status: 'ok', data: record, refreshing: view.refreshing };
  }
  const meta = view.meta ?? { page, perPage, total: view.items.length, lastPage: 1 };
  return { status: 'ok', data: { items: view.items, ...meta }, refreshing: view.refreshing };
}
