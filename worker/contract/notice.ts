/**
 * What the two dismissible alert notices (low credit, high storage) have in common. Each notice's
 * rules live in its own module (credit-notice.ts, storage-notice.ts); both are pure and
 * dependency-free, so the worker (which folds every value into the dismissal) and the UI (which
 * shows the notice) share one definition.
 */
export interface Notice<Level extends string> {
  readonly level: Level;
  readonly tone: 'warning' | 'info';
  readonly dismissible: boolean;
}

/**
 * A dismissal is remembered with the value it was made at (spec section 4); null means none.
 * The value moves afterwards (credits follow the balance down, storage follows usage up).
 */
export type Dismissal = number | null;

/** The notice to show for `value` under `dismissal`, or null. */
export function shownNotice<Level extends string>(notice: Notice<Level> | null, dismissal: Dismissal): Notice<Level> | null {
  if (notice === null) return null;
  return notice.dismissible && dismissal !== null ? null : notice;
}
