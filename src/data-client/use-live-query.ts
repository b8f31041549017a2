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
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { WatchId } from '../../worker/contract/live-queries';
import type { Page, Query, QueryFailure, QueryItem, QueryResult } from '../../worker/contract/queries';
import type { DataLayerClient } from './create-client';
import { useDataLayerClient } from './data-layer-context';
import type { LiveQueryView } from './live-query-cache';
import { queryKey } from './query-key';
import { useRouteBrand } from './route-brand-context';

export type LiveQueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T; readonly refreshing: boolean }
  | {
      readonly status: 'error';
      readonly failure: QueryFailure;
      /** Watches the query again, from a fresh load (what an error state's Retry button does). */
      readonly retry?: () => void;
    };

/** watch() itself failed: the data layer broke (never a server answer, which comes as a patch). */
const BROKEN: QueryFailure = { ok: false, status: null, key: 'REQUESTS.FAILED_UNKNOWN' };
/** A record query reported ready without its record. */
const NO_RECORD: QueryFailure = { ok: false, status: null, key: 'REQUESTS.INVALID_RESPONSE' };
const LOADING = { status: 'loading' } as const;

type Watch = { readonly key: string; readonly id: WatchId } | { readonly key: string; readonly failure: QueryFailure };

export function useLiveQuery<Q extends Query>(query: Q | null): LiveQueryState<QueryResult<Q>> {
  const client = useDataLayerClient();
  const brand = useRouteBrand();
  // The watch is keyed by content: a page rebuilds its query object on every render.
  const key = query === null ? null : queryKey([brand, query]);
  const [watch, setWatch] = useState<Watch | null>(null);
  // Bumped when the worker closed our watch, or on retry: the effect below then watches again.
  const [generation, setGeneration] = useState(0);
  // The watch this component holds right now (null while none or while letting it go).
  const held = useRef<WatchId | null>(null);

  useEffect(() => {
    if (key === null) return;
    const [forBrand, watched] = JSON.parse(key) as [string | null, Query];
    let active = true;
    let id: WatchId | null = null;
    client.api.watch(watched, forBrand).then(
      (watchId) => {
        if (!active) {
          release(client, watchId); // unmounted or changed while watch() was on its way
          return;
        }
        id = watchId;
        held.current = watchId;
        setWatch({ key, id: watchId });
      },
      (error: unknown) => {
        console.error('watch() failed', error);
        if (active) setWatch({ key, failure: BROKEN });
      },
    );
    return () => {
      active = false;
      held.current = null;
      if (id !== null) release(client, id);
    };
  }, [client, key, generation]);

  const current = watch !== null && watch.key === key ? watch : null;
  const watchId = current !== null && 'id' in current ? current.id : null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (watchId === null) return () => undefined;
      return client.liveQueries.subscribe(watchId, () => {
        onChange();
        // Gone from the cache while still held: the worker closed it, not us.
        if (held.current === watchId && client.liveQueries.get(watchId) === undefined) setGeneration((n) => n + 1);
      });
    },
    [client, watchId],
  );
  const view = useSyncExternalStore(subscribe, () => (watchId === null ? undefined : client.liveQueries.get(watchId)));
  const failure = current !== null && 'failure' in current ? current.failure : null;
  const retry = useCallback(() => {
    setWatch(null);
    setGeneration((n) => n + 1);
  }, []);
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

function release(client: DataLayerClient, id: WatchId): void {
  client.liveQueries.release(id);
  client.api.unwatch(id).catch((error: unknown) => console.error('unwatch() failed', error));
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
