/**
 * One long list made of watched pages: page 1 first, each further page appended on demand (a
 * conversation's older comments). Each page is its own live watch, so the worker keeps every
 * loaded comment live; this store only joins their results. (The Renders list outgrew this: it
 * watches a window of the worker's whole list, docs/engine.md "Windows".)
 *
 * Framework-free (a `get`/`subscribe` store read through useSyncExternalStore). Identity matters:
 * the joined list is rebuilt only when a page changed, and it holds the very record objects of
 * the pages, so a row memoised on its record re-renders only when that record changed.
 */
import type { QueryFailure } from '../../../../worker/contract/queries';
import type { Page } from '../../../../worker/contract/page';
import type { LiveQueryState } from '../../../data-client';

export interface PagedList<T> {
  /** The first page's state: nothing to show before it, an error page when it failed. */
  readonly status: 'loading' | 'ok' | 'error';
  readonly failure: QueryFailure | null;
  /** Every loaded record, page after page, each id once (a record can shift across a page boundary). */
  readonly items: readonly T[];
  /** The server's total for the whole filtered list. */
  readonly total: number;
  readonly lastPage: number;
  /** Pages answered so far (in order, without a gap). */
  readonly loadedPages: number;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /** A further page failed. */
  readonly moreFailure: QueryFailure | null;
  /** Watches the page that failed again (the first one, or the further one). */
  readonly retry?: () => void;
}

const EMPTY: PagedList<never> = { status: 'loading', failure: null, items: [], total: 0, lastPage: 1, loadedPages: 0, loadingMore: false, moreFailure: null };

export class PagedListStore<T extends { readonly id: string }> {
  private readonly pages = new Map<number, LiveQueryState<Page<T>>>();
  private readonly listeners = new Set<() => void>();
  private joined: PagedList<T> = EMPTY;

  get = (): PagedList<T> => this.joined;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(page: number, state: LiveQueryState<Page<T>>): void {
    if (this.pages.get(page) === state) return;
    this.pages.set(page, state);
    this.rebuild();
  }

  delete(page: number): void {
    if (this.pages.delete(page)) this.rebuild();
  }

  private rebuild(): void {
    this.joined = join(this.pages);
    for (const listener of this.listeners) listener();
  }
}

function join<T extends { readonly id: string }>(pages: ReadonlyMap<number, LiveQueryState<Page<T>>>): PagedList<T> {
  const first = pages.get(1);
  if (first === undefined || first.status === 'loading') return EMPTY;
  if (first.status === 'error') return { ...EMPTY, status: 'error', failure: first.failure, retry: first.retry };
  const items: T[] = [];
  const seen = new Set<string>();
  let loadedPages = 0;
  let loadingMore = false;
  let moreFailure: QueryFailure | null = null;
  let retry: (() => void) | undefined;
  for (let n = 1; ; n++) {
    const state = pages.get(n);
    if (state === undefined) break;
    if (state.status === 'loading') {
      loadingMore = true;
      break;
    }
    if (state.status === 'error') {
      moreFailure = state.failure;
      retry = state.retry;
      break;
    }
    loadedPages = n;
    for (const item of state.data.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  // Page 1 is the live head of the list: its total counts the renders created since.
  return { status: 'ok', failure: null, items, total: first.data.total, lastPage: Math.max(1, first.data.lastPage), loadedPages, loadingMore, moreFailure, retry };
}
