/**
 * The life of one watch, shared by useLiveQuery and useLiveWindow: watches when the key (brand
 * and query, by content) is set or changes, lets the watch go when it changes or on unmount,
 * watches again when the worker closed it while still wanted (its brand left scope) or on retry,
 * and reads the watch's view from the main thread's cache.
 *
 *   key set / changed ─▶ open(query, brand) ─▶ id ─▶ view from the cache by id
 *   key changed / unmount ─▶ api.unwatch(id), cache.release(id)
 *   closed by the worker while held, or retry ─▶ open again
 *
 * The view is read into React state from the cache's subscription, not through
 * useSyncExternalStore: React renders a store's updates synchronously and never interrupts them,
 * while a state update made inside the bridge's `startTransition` (bind-to-store.ts) renders at a
 * lower priority than input, interruptibly (docs/engine.md, "Input first"). Every view is an
 * immutable snapshot, so what a component holds never changes under it.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { WatchId } from '../../worker/contract/live-queries';
import type { Query, QueryFailure } from '../../worker/contract/queries';
import type { DataLayerClient } from './create-client';
import { useDataLayerClient } from './data-layer-context';
import type { LiveQueryView } from './live-query-cache';

/** watch() itself failed: the data layer broke (never a server answer, which comes as a patch). */
export const BROKEN: QueryFailure = { ok: false, status: null, key: 'REQUESTS.FAILED_UNKNOWN' };

type Watch = { readonly key: string; readonly id: WatchId } | { readonly key: string; readonly failure: QueryFailure };

export interface HeldWatch {
  readonly client: DataLayerClient;
  readonly watchId: WatchId | null;
  readonly view: LiveQueryView | undefined;
  /** watch() itself failed. */
  readonly failure: QueryFailure | null;
  /** Lets the watch go and watches again, from a fresh load. */
  readonly retry: () => void;
}

/** `key`: `queryKey([brand, query])`, or null to watch nothing. */
export function useWatch(key: string | null, open: (client: DataLayerClient, query: Query, brand: string | null) => Promise<WatchId>): HeldWatch {
  const client = useDataLayerClient();
  const [watch, setWatch] = useState<Watch | null>(null);
  // Bumped when the worker closed our watch, or on retry: the effect below then watches again.
  const [generation, setGeneration] = useState(0);
  // The watch this component holds right now (null while none or while letting it go).
  const held = useRef<WatchId | null>(null);
  // How to watch may be a new function each render; what it watches is in `key`.
  const opener = useRef(open);
  useEffect(() => {
    opener.current = open;
  });

  useEffect(() => {
    if (key === null) return;
    const [forBrand, watched] = JSON.parse(key) as [string | null, Query];
    let active = true;
    let id: WatchId | null = null;
    opener.current(client, watched, forBrand).then(
      (watchId) => {
        if (!active) {
          release(client, watchId); // unmounted or changed while watch() was on its way
          return;
        }
        id = watchId;
        held.current = watchId;
        // A transition, as the batches are (bind-to-store.ts): a list's first rows arrive with
        // the watch's id and render in slices that give way to input, not in one long task.
        startTransition(() => setWatch({ key, id: watchId }));
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
  const view = useCachedView(client, watchId, () => {
    // Gone from the cache while still held: the worker closed it, not us.
    if (watchId !== null && held.current === watchId && client.liveQueries.get(watchId) === undefined) setGeneration((n) => n + 1);
  });
  const failure = current !== null && 'failure' in current ? current.failure : null;
  const retry = useCallback(() => {
    setWatch(null);
    setGeneration((n) => n + 1);
  }, []);
  return { client, watchId, view, failure, retry };
}

/**
 * The cache's view of `watchId`, kept in state and set by the cache's listener (in whatever
 * priority the batch is applied with). Until the subscription is in place, and for a watch id
 * the state does not hold yet, it is read from the cache directly.
 */
function useCachedView(client: DataLayerClient, watchId: WatchId | null, onChange: () => void): LiveQueryView | undefined {
  const [held, setHeld] = useState<{ readonly id: WatchId | null; readonly view: LiveQueryView | undefined }>(() => ({ id: watchId, view: watchId === null ? undefined : client.liveQueries.get(watchId) }));
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (watchId === null) return;
    const read = () => setHeld((previous) => {
      const view = client.liveQueries.get(watchId);
      return previous.id === watchId && previous.view === view ? previous : { id: watchId, view };
    });
    // What arrived between the render and this subscription.
    read();
    return client.liveQueries.subscribe(watchId, () => {
      read();
      changed.current();
    });
  }, [client, watchId]);
  if (watchId === null) return undefined;
  return held.id === watchId ? held.view : client.liveQueries.get(watchId);
}

function release(client: DataLayerClient, id: WatchId): void {
  client.liveQueries.release(id);
  client.api.unwatch(id).catch((error: unknown) => console.error('unwatch() failed', error));
}
