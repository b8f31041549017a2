/**
 * A live query's four faces in one place: loading (a loader), failed (the error state with Retry,
 * which watches the query again), empty (the page's empty state) and ready (the page's content).
 * Pages pass the state `useLiveQuery` gave them and render only the ready case, so every page
 * loads, fails and retries the same way.
 *
 *   <QueryStates state={state} isEmpty={(page) => page.items.length === 0} empty={<EmptyState title={…} />}>
 *     {(page) => <DataTable rows={page.items} … />}
 *   </QueryStates>
 */
import type { ReactNode } from 'react';
import type { LiveQueryState } from '../../data-client';
import { EmptyState, ErrorState, LoadingState } from './page-states';

export interface QueryStatesProps<T> {
  readonly state: LiveQueryState<T>;
  /** The ready content; called only once the data is there. */
  readonly children: (data: T) => ReactNode;
  /** Whether the data is "nothing to show" (no `isEmpty`: never empty). */
  readonly isEmpty?: (data: T) => boolean;
  /** What an empty result shows; the generic empty state by default. */
  readonly empty?: ReactNode;
  /**
   * What loading shows; the page loader by default (a small spinner where a panel loads, `null`
   * for a secondary part that appears once it has something).
   */
  readonly loading?: ReactNode;
}

export function QueryStates<T>({ state, children, isEmpty, empty, loading }: QueryStatesProps<T>) {
  if (state.status === 'loading') return <>{loading === undefined ? <LoadingState /> : loading}</>;
  if (state.status === 'error') return <ErrorState error={state.failure} onRetry={state.retry} />;
  if (isEmpty?.(state.data)) return <>{empty === undefined ? <EmptyState /> : empty}</>;
  return <>{children(state.data)}</>;
}
