/**
 * A version's comments as watched pages counted from the newest (`comments/list` newest first):
 * page 1 always, older pages on demand. A conversation longer than a page used to open on its
 * first (oldest) 100 comments, so the one just posted was not shown. Each page is its
 * own live watch feeding one PagedListStore (paged-list.ts); the panel shows the joined
 * list oldest first, like a conversation.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { VisualComment } from '../../../../worker/contract/creatives';
import type { CommentsListQuery } from '../../../../worker/domains/versions/contract';
import { useLiveQuery } from '../../../data-client';
import { PagedListStore, type PagedList } from './paged-list';

/** Comments per watched page: the newest page shows this many, each "show older" as many more. */
export const COMMENTS_PAGE_SIZE = 100;

export const commentsPageQuery = (versionId: string, page: number): CommentsListQuery => ({ kind: 'comments/list', versionId, page, perPage: COMMENTS_PAGE_SIZE, newestFirst: true });

function PageWatch({ store, versionId, page }: { store: PagedListStore<VisualComment>; versionId: string; page: number }) {
  const state = useLiveQuery(commentsPageQuery(versionId, page));
  useLayoutEffect(() => store.set(page, state), [store, page, state]);
  useLayoutEffect(() => () => store.delete(page), [store, page]);
  return null;
}

export interface CommentPages {
  /** Newest first, each comment once (one can shift across a page boundary when another is posted). */
  readonly list: PagedList<VisualComment>;
  /** Older comments exist beyond the loaded pages. */
  readonly hasOlder: boolean;
  /** Watches the next older page, unless one is loading or failed. */
  readonly loadOlder: () => void;
  readonly watches: ReactNode;
}

export function useCommentPages(versionId: string): CommentPages {
  // Another version is another conversation: a fresh store from its newest page.
  const [pages, setPages] = useState(() => ({ versionId, store: new PagedListStore<VisualComment>(), count: 1 }));
  if (pages.versionId !== versionId) setPages({ versionId, store: new PagedListStore<VisualComment>(), count: 1 });
  const { store, count } = pages;
  const list = useSyncExternalStore(store.subscribe, store.get);
  const hasOlder = list.status === 'ok' && list.items.length < list.total && list.loadedPages < list.lastPage;
  const canLoad = hasOlder && !list.loadingMore && list.moreFailure === null && list.loadedPages === count;
  const loadOlder = useCallback(() => {
    if (canLoad) setPages((current) => (current.store === store ? { ...current, count: current.count + 1 } : current));
  }, [canLoad, store]);
  const watches = Array.from({ length: count }, (_, i) => <PageWatch key={`${versionId}#${i + 1}`} store={store} versionId={versionId} page={i + 1} />);
  return { list, hasOlder, loadOlder, watches };
}
