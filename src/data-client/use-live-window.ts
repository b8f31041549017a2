/**
 * A long list read through a window (docs/engine.md, "Windows"): the worker keeps the whole live
 * list; the page names the rows it shows (its virtualizer's range plus overscan) and receives
 * only those rows, the total and the list's figures. Scrolling is one `setWindow` message; a
 * change to a row outside the window costs the main thread nothing (no message, no render).
 *
 * The selection lives in the worker too (it is about the whole list: "select all", Shift ranges
 * across thousands of rows, what a zip would hold). A click shows at once: the change is kept
 * here until a batch says the worker applied it (`aggregates.selectionSeq`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListWindow, RowPick, SelectionChange, WindowAggregates } from '../../worker/contract/live-queries';
import type { Query, QueryFailure } from '../../worker/contract/queries';
import type { NotificationsListQuery } from '../../worker/domains/notifications/contract';
import type { QueryItem } from '../../worker/contract/page';
import type { DataLayerClient } from './create-client';
import type { ProgressSource } from './live-progress';
import { queryKey } from './query-key';
import { useRouteBrand } from './route-brand-context';
import { useWatch } from './use-watch';

export interface LiveWindow<T> {
  readonly status: 'loading' | 'ok' | 'error';
  readonly failure: QueryFailure | null;
  /** Watches the list again from a fresh load (an error state's Retry). */
  readonly retry: () => void;
  readonly refreshing: boolean;
  /** The window's rows; `rows[i]` is row `offset + i` of the whole list. */
  readonly rows: readonly T[];
  readonly offset: number;
  readonly aggregates: WindowAggregates;
  /** Whether row `id` (at `index`) shows as selected: the worker's answer, with the clicks it has not confirmed yet. */
  readonly isSelected: (id: string, index: number) => boolean;
  /** Moves the window (one message when it changed). Stable. */
  readonly setWindow: (window: ListWindow) => void;
  /** Changes the selection. Stable. */
  readonly select: (change: SelectionChange) => void;
  /** The ids of the rows `pick` picks, in list order, from the worker. */
  readonly pick: (pick: RowPick) => Promise<readonly string[]>;
  /** Where the rows' progress moves apart from their records (live-progress.tsx); null before the watch exists. */
  readonly progress: ProgressSource | null;
}

/**
 * Queries of lists (they have pages), and the lists a domain holds in its slice (the
 * notifications): what can be watched through a window.
 */
export type ListQuery = Extract<Query, { readonly page: number }> | NotificationsListQuery;

export const NO_AGGREGATES: WindowAggregates = { total: 0, loaded: 0, loadingMore: false, moreFailure: null, selected: 0, counts: {}, selectedCounts: {}, selectionSeq: 0 };
const NO_ROWS: readonly never[] = [];
const NONE: ReadonlySet<string> = new Set();

interface PendingChange {
  /** The watch it was sent for: a new watch (another filter) has a selection of its own. */
  readonly watchId: number;
  readonly seq: number;
  readonly change: SelectionChange;
}

export function useLiveWindow<T extends QueryItem>(query: ListQuery | null, initial: ListWindow): LiveWindow<T> {
  const brand = useRouteBrand();
  const key = query === null ? null : queryKey([brand, query]);
  // The window as the page wants it now, and as the worker knows it (per watch).
  const wanted = useRef(initial);
  const sent = useRef<{ id: number; window: ListWindow } | null>(null);
  const open = useCallback(async (client: DataLayerClient, watched: Query, forBrand: string | null) => {
    const window = wanted.current;
    const id = await client.api.watch(watched, forBrand, window);
    sent.current = { id, window };
    return id;
  }, []);
  const { client, watchId, view, failure, retry } = useWatch(key, open);

  // The window moved while watch() was on its way: tell the worker once the id is known.
  useEffect(() => {
    if (watchId !== null && sent.current?.id === watchId && !sameWindow(sent.current.window, wanted.current)) {
      sent.current = { id: watchId, window: wanted.current };
      void client.api.setWindow(watchId, wanted.current);
    }
  }, [client, watchId]);

  const setWindow = useCallback(
    (window: ListWindow) => {
      wanted.current = window;
      if (watchId === null || sent.current?.id !== watchId || sameWindow(sent.current.window, window)) return;
      sent.current = { id: watchId, window };
      void client.api.setWindow(watchId, window);
    },
    [client, watchId],
  );

  // Selection changes not confirmed yet (a batch's selectionSeq below theirs).
  const seq = useRef(0);
  const [pending, setPending] = useState<readonly PendingChange[]>([]);
  const confirmed = view?.aggregates?.selectionSeq ?? 0;
  const unconfirmed = useMemo(() => pending.filter((p) => p.watchId === watchId && p.seq > confirmed), [pending, watchId, confirmed]);
  const select = useCallback(
    (change: SelectionChange) => {
      if (watchId === null) return;
      seq.current += 1;
      const entry = { watchId, seq: seq.current, change };
      // What the worker confirmed, or another watch's, is no longer needed.
      setPending((current) => [...current.filter((p) => p.watchId === watchId && p.seq > (client.liveQueries.get(watchId)?.aggregates?.selectionSeq ?? 0)), entry]);
      client.api.select(watchId, change, entry.seq).catch((error: unknown) => console.error('select() failed', error));
    },
    [client, watchId],
  );
  const shown = view?.selected ?? NONE;
  const isSelected = useCallback((id: string, index: number) => unconfirmed.reduce((on, { change }) => (touches(change, id, index) ? change.on : on), shown.has(id)), [shown, unconfirmed]);
  const pick = useCallback((which: RowPick) => (watchId === null ? Promise.resolve([]) : client.api.windowIds(watchId, which)), [client, watchId]);
  const progress = useMemo(() => (watchId === null ? null : { watchId, cache: client.liveQueries }), [client, watchId]);

  return useMemo(() => {
    const status = failure !== null ? 'error' : view === undefined || view.status === 'loading' ? 'loading' : view.status === 'error' ? 'error' : 'ok';
    return {
      status,
      failure: failure ?? view?.failure ?? null,
      retry,
      refreshing: view?.refreshing ?? false,
      rows: (view?.items ?? NO_ROWS) as readonly T[],
      offset: view?.offset ?? 0,
      aggregates: view?.aggregates ?? NO_AGGREGATES,
      isSelected,
      setWindow,
      select,
      pick,
      progress,
    };
  }, [failure, view, retry, isSelected, setWindow, select, pick, progress]);
}

function sameWindow(a: ListWindow, b: ListWindow): boolean {
  return a.from === b.from && a.to === b.to;
}

function touches(change: SelectionChange, id: string, index: number): boolean {
  switch (change.kind) {
    case 'toggle':
      return change.id === id;
    case 'range':
      return index >= Math.min(change.from, change.to) && index <= Math.max(change.from, change.to);
    case 'all':
      return true;
  }
}
