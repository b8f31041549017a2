/**
 * Infinite scroll of the notification list (spec section 9): while the bottom loader is in view
 * and more is on the server, ask for the next 20. Asking again needs no new intersection: when a
 * page lands and the loader is still in view (a short page, items that render nothing), the next
 * one is asked for at once. The worker ignores a load-more while one runs and keeps its loader
 * up for at least 200 ms (docs/notifications.md), so a burst of intersections is one fetch.
 *
 * A failed page stops the automatic loading (no retry loop against a failing server) until the
 * user asks again, or the list is reloaded or grows by other means.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { NotificationsSlice } from '../../../worker/contract/snapshot';
import { useDataLayer } from '../../data-client';
import { useInView } from './use-in-view';

export interface InfiniteNotifications {
  /** Loaded count equals the total: the end-of-list message. */
  readonly atEnd: boolean;
  /** The last automatic load failed; `retry` asks again. */
  readonly failed: boolean;
  readonly retry: () => void;
}

export function useInfiniteNotifications(slice: NotificationsSlice | null, loader: RefObject<Element | null>, scrollBox: RefObject<Element | null>): InfiniteNotifications {
  const api = useDataLayer();
  const inView = useInView(loader, scrollBox);
  const loaded = slice?.items.length ?? 0;
  const filter = slice?.filter ?? 'all';
  // Where the last failure happened: it only holds for that list, at that length.
  const [failure, setFailure] = useState<{ readonly filter: string; readonly loaded: number } | null>(null);
  const failed = failure !== null && failure.filter === filter && failure.loaded === loaded;
  const canLoad = slice !== null && slice.status === 'ready' && !slice.loadingMore && loaded < slice.total;

  const loadMore = useCallback(() => {
    void api.dispatch({ type: 'notifications/load-more' }).then((result) => {
      if (!result.ok) setFailure({ filter, loaded });
    });
  }, [api, filter, loaded]);

  useEffect(() => {
    if (inView && canLoad && !failed) loadMore();
  }, [inView, canLoad, failed, loadMore]);

  const retry = useCallback(() => {
    setFailure(null);
    loadMore();
  }, [loadMore]);
  return { atEnd: slice !== null && slice.status === 'ready' && loaded >= slice.total, failed, retry };
}
