/**
 * A windowed list's page states (QueryStates for `useLiveWindow`): loading, failed with Retry,
 * empty (no rows at all), or ready: the "Showing X of Y" line above the list, the list marked
 * busy while the worker refetches it (the rows already shown stay), and the list itself, handed
 * the window's view: its rows, counts, `onRange` and the footer under its last row (loading more,
 * or why more could not load with a Retry).
 *
 *   <WindowStates list={list} empty={<EmptyState title={…} />}
 *     count={{ testId: 'ads-count', text: (shown, count) => t(…SHOWING, { shown, count }) }}>
 *     {(view) => <AdsTable view={view} hrefOf={…} />}
 *   </WindowStates>
 */
import type { ReactNode } from 'react';
import type { LiveWindow } from '../../data-client';
import { ErrorState, LoadingState } from './page-states';
import { WindowFooter } from './window-footer';
import type { WindowView } from './windowed-table';

export interface WindowStatesProps<T> {
  readonly list: Pick<LiveWindow<T>, 'status' | 'failure' | 'retry' | 'refreshing' | 'aggregates' | 'rows' | 'offset' | 'setWindow'>;
  /** What a list without rows shows. */
  readonly empty: ReactNode;
  /**
   * The line above the list: the page's own words for "Showing {shown} of {count}" (each area says
   * what it lists) and its test id. None where the page says it elsewhere (its heading).
   */
  readonly count?: { readonly testId: string; readonly text: (shown: number, count: number) => string };
  /** What loading shows; the page loader by default. */
  readonly loading?: ReactNode;
  /** The list itself, given the window to show (WindowedTable and WindowedGrid take it as it is). */
  readonly children: (view: WindowView<T>) => ReactNode;
}

export function WindowStates<T>({ list, empty, count, loading, children }: WindowStatesProps<T>) {
  const { aggregates } = list;
  if (list.status === 'loading') return <>{loading ?? <LoadingState />}</>;
  if (list.status === 'error') return <ErrorState error={list.failure} onRetry={list.retry} />;
  if (aggregates.total === 0) return <>{empty}</>;
  return (
    <div aria-busy={list.refreshing} className="flex flex-col gap-2">
      {count ? (
        <p className="text-sm text-slate-600" data-testid={count.testId}>
          {count.text(aggregates.loaded, aggregates.total)}
        </p>
      ) : null}
      {children({
        items: list.rows,
        offset: list.offset,
        count: aggregates.loaded,
        total: aggregates.total,
        onRange: list.setWindow,
        footer: <WindowFooter loadingMore={aggregates.loadingMore} failed={aggregates.moreFailure !== null} onRetry={list.retry} />,
      })}
    </div>
  );
}
