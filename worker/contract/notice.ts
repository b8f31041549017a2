/**
 * What the two dismissible alert notices (low credit, high storage) have in common. Each notice's
 * rules live in its own module (credit-notice.ts, storage-notice.ts); both are pure and
 * dependency-free, so the worker (which folds every value into the dismissals) and the UI (which
 * shows the notice) share one definition.
 */
export interface Notice<Level extends string> {
  readonly level: Level;
  readonly tone: 'warning' | 'info';
  readonly dismissible: boolean;
}

/**
 * One band of a notice's scale: the values from the band before it (or from the lowest) up to its
 * `to`, not included (null: no end), and the notice shown there (null: none). A notice's rule is
 * its bands, lowest first; the notice itself, the indicators' levels and tones and the wallet's
 * scale are all read from them, so the bands are written once.
 */
export interface NoticeBand<Level extends string> {
  readonly to: number | null;
  readonly notice: Notice<Level> | null;
}

/** The band `value` falls in (a finite number): the first that ends above it. */
export function bandOf<Level extends string>(bands: readonly NoticeBand<Level>[], value: number): NoticeBand<Level> {
  const band = bands.find((b) => b.to === null || value < b.to);
  if (band === undefined) throw new Error('a scale of notice bands ends with an open band');
  return band;
}

/**
 * A dismissal is remembered with the value it was made at (spec section 4); null means none.
 * The value moves afterwards (credits follow the balance down, storage follows usage up).
 */
export type Dismissal = number | null;

/**
 * One dismissal record per dismissible level (spec section 3: the low-credit 50 and 100 notices,
 * the storage 75 and 90 notices): dismissing one level's notice never hides another's.
 */
export type Dismissals<Level extends string> = { readonly [L in Level]: Dismissal };

/**
 * A notice's dismissals as the worker keeps them: `restored` once the brand's persisted dismissals
 * were read back (until then the UI shows no dismissible notice, so nothing flashes), `at` the
 * value each dismissible level's record is remembered with (null: not dismissed). Rules:
 * credit-notice.ts, storage-notice.ts.
 */
export interface NoticeDismissalState<Level extends string> {
  readonly restored: boolean;
  readonly at: Dismissals<Level>;
}

/** The notice to show for `value` under `dismissals`, or null: hidden only by its own level's record. */
export function shownNotice<Level extends string>(notice: Notice<Level> | null, dismissals: Readonly<Partial<Record<string, Dismissal>>>): Notice<Level> | null {
  if (notice === null) return null;
  return notice.dismissible && (dismissals[notice.level] ?? null) !== null ? null : notice;
}

/** Every record moved by `rule` (the same rule for each, spec section 4); the same object when none changed. */
export function mapDismissals<Level extends string>(dismissals: Dismissals<Level>, rule: (dismissal: Dismissal) => Dismissal): Dismissals<Level> {
  let changed = false;
  const next = {} as { [L in Level]: Dismissal };
  for (const level of Object.keys(dismissals) as Level[]) {
    next[level] = rule(dismissals[level]);
    changed ||= next[level] !== dismissals[level];
  }
  return changed ? next : dismissals;
}

/** `dismissals` with the shown notice's record set to `value`, when that notice can be dismissed. */
export function dismissShown<Level extends string>(dismissals: Dismissals<Level>, notice: Notice<string> | null, value: number | null): Dismissals<Level> {
  if (notice === null || !notice.dismissible || value === null || !(notice.level in dismissals)) return dismissals;
  return { ...dismissals, [notice.level]: value };
}

export function sameDismissals<Level extends string>(a: Dismissals<Level>, b: Dismissals<Level>): boolean {
  return (Object.keys(a) as Level[]).every((level) => a[level] === b[level]);
}
