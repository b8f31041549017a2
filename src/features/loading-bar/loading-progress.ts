/**
 * The loading bar's rules (spec section 9: "The loading bar advances by 30 or 45 per data call"),
 * pure, fed with the worker's data-call totals (requests slice):
 *
 * - it appears when a call starts and none was running, from 0;
 * - each started call advances it by 30 %, each finished call by 45 %, of the distance still left
 *   to the end (as NProgress's `inc` does), so every step shows and it never reaches the end while
 *   a call is in flight: 0 → 30 → 51 (a second call) → 73 (one finished) → …;
 * - when the last call in flight finishes it completes to 100 ('done'), then fades out ('idle').
 *
 * Totals, not events, cross the bridge: a batch may carry several starts and finishes at once,
 * and they count as many steps.
 */

/** Percent of the distance left. */
const STEP_PER_START = 30;
const STEP_PER_FINISH = 45;

function advance(width: number, step: number, times: number): number {
  let next = width;
  for (let i = 0; i < times; i++) next += ((100 - next) * step) / 100;
  // Rounded for stable widths; 99 at most, so only the end of the last call reaches 100.
  return Math.min(99, Math.round(next * 10) / 10);
}

export interface RequestTotals {
  readonly started: number;
  readonly finished: number;
}

export interface LoadingProgress extends RequestTotals {
  readonly phase: 'idle' | 'loading' | 'done';
  /** Percent of the bar's length. */
  readonly width: number;
}

const IDLE = { phase: 'idle', width: 0 } as const;

/** Follows new totals; returns `progress` itself when they did not move. */
export function followRequests(progress: LoadingProgress, totals: RequestTotals): LoadingProgress {
  const starts = totals.started - progress.started;
  const finishes = totals.finished - progress.finished;
  if (starts === 0 && finishes === 0) return progress;
  const inFlight = totals.started - totals.finished;
  if (inFlight > 0) {
    // A new run (after idle or during the fade) starts from an empty bar.
    const from = progress.phase === 'loading' ? progress.width : 0;
    return { ...totals, phase: 'loading', width: advance(advance(from, STEP_PER_START, starts), STEP_PER_FINISH, finishes) };
  }
  // Nothing in flight any more: a run (even one that started and ended within one batch) completes.
  return progress.phase === 'loading' || starts > 0 ? { ...totals, phase: 'done', width: 100 } : { ...progress, ...totals };
}

/** Where the bar starts when it mounts: calls already in flight count as just started. */
export function initialProgress(totals: RequestTotals): LoadingProgress {
  return followRequests({ ...IDLE, started: totals.finished, finished: totals.finished }, totals);
}

/** The fade after 'done' is over: hidden, ready for the next run. */
export function fadedOut(progress: LoadingProgress): LoadingProgress {
  return progress.phase === 'done' ? { ...progress, ...IDLE } : progress;
}
