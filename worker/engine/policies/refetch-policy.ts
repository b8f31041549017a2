/**
 * The one refetch policy every live-event refresh uses (ARCHITECTURE.md §3):
 *
 *   triggers ──debounce(window, maxWait = window)──┐
 *   now$ (reconnect, visibility gained) ───────────┴─▶ singleFlight(fetch) ──▶ results
 *
 * A `now$` trigger fetches at once and drops the pending debounced one (the fetch covers it).
 *
 * With maxWait equal to the window, a steady stream refetches once per window (1 Spend/s with a
 * 30 s window → 20 refetches in 10 min) and a burst ends with exactly one trailing refetch at
 * most one window after its last trigger.
 */
import { EMPTY, merge, share, type Observable, type OperatorFunction, type SchedulerLike } from 'rxjs';
import { debounceWithMaxWait } from './debounce-max-wait';
import { singleFlight } from './single-flight';

export interface RefetchWindow {
  readonly windowMs: number;
  /** Defaults to windowMs. */
  readonly maxWaitMs?: number;
}

export function refetchPolicy<T, R>(policy: RefetchWindow, scheduler: SchedulerLike, fetch: (trigger: T) => Observable<R>, now$: Observable<T> = EMPTY): OperatorFunction<T, R> {
  return (trigger$) => {
    const immediate$ = now$.pipe(share());
    return merge(trigger$.pipe(debounceWithMaxWait<T>(policy.windowMs, policy.maxWaitMs ?? policy.windowMs, scheduler, immediate$)), immediate$).pipe(singleFlight(fetch));
  };
}

/** Windows from spec section 9; the ones the spec leaves open are ours (docs/engine.md). */
export const REFETCH_WINDOWS = {
  balance: { windowMs: 30_000 },
  buildsWidget: { windowMs: 3_000 },
  notifications: { windowMs: 300 },
  /** Brand user, me and incidents: rare events; one second folds a burst into one call. */
  liveRefresh: { windowMs: 1_000 },
  /** A watched list or record that a live event could not patch in place. */
  liveQuery: { windowMs: 1_000 },
} as const satisfies Record<string, RefetchWindow>;
