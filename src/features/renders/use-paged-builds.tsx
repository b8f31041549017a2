/**
 * The Renders list as one live, growing list: a watch of `builds/list` per loaded page of 999
 * (the most the server gives at once), more pages on demand. Each page is watched by a tiny
 * component, since a page count that changes cannot be a fixed number of hooks; they feed one
 * PagedListStore which the list reads.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { useLiveQuery } from '../../data-client';
import { PagedListStore, type PagedList } from './paged-list';
import { listQuery, searchOf, type RendersFilter } from './renders-filter';

/** Renders per watched page: the server's limit for a list (spec section 7, `limit 999`). */
export const BUILDS_PER_PAGE = 999;

function PageWatch({ store, filter, page }: { store: PagedListStore<VisualBuild>; filter: RendersFilter; page: number }) {
  const state = useLiveQuery(listQuery(filter, page, BUILDS_PER_PAGE));
  // Layout effects: the list sees a page's result in the same commit, without a flash of "loading".
  useLayoutEffect(() => store.set(page, state), [store, page, state]);
  useLayoutEffect(() => () => store.delete(page), [store, page]);
  return null;
}

export interface PagedBuilds {
  readonly list: PagedList<VisualBuild>;
  /** Watches the next page, if there is one and nothing is loading. */
  readonly loadMore: () => void;
  /** The page watches: render them anywhere in the page. */
  readonly watches: ReactNode;
}

export function usePagedBuilds(filter: RendersFilter): PagedBuilds {
  const key = searchOf(filter);
  // A new filter is a new list: a fresh store, starting again from page 1 (state adjusted while
  // rendering, as React recommends for state that depends on a prop).
  const [lists, setLists] = useState(() => ({ key, store: new PagedListStore<VisualBuild>(), pages: 1 }));
  if (lists.key !== key) setLists({ key, store: new PagedListStore<VisualBuild>(), pages: 1 });
  const { store, pages } = lists;
  const list = useSyncExternalStore(store.subscribe, store.get);
  const canLoadMore = list.status === 'ok' && !list.loadingMore && list.moreFailure === null && list.loadedPages === pages && pages < list.lastPage;
  const loadMore = useCallback(() => {
    if (canLoadMore) setLists((current) => (current.store === store ? { ...current, pages: current.pages + 1 } : current));
  }, [canLoadMore, store]);
  const watches = Array.from({ length: pages }, (_, i) => <PageWatch key={`${lists.key}#${i + 1}`} store={store} filter={filter} page={i + 1} />);
  return { list, loadMore, watches };
}
