/**
 * The usage-statistics range rule (spec sections 5 and 9), written once for the page and the
 * reference backend: both days are real calendar days (YYYY-MM-DD), neither is after today, and
 * `to` is not before `from`.
 *
 * Whose today? The user picks days on their own calendar: at 00:30 in Prague it is already the
 * 2nd while the server's UTC day is still the 1st, and the default range ("month start to
 * today") ends on the 2nd. A user expects their today to be allowed, so:
 *
 *   the page     checks against the user's local day (what the date field offers);
 *   the server   accepts any day that has begun somewhere on Earth: up to the date at UTC+14,
 *                the time zone furthest ahead (`latestToday`), at most one day past its UTC day.
 *
 * With clocks that agree, whatever the page allows the server accepts, in every time zone. The
 * server still refuses a day that has begun nowhere (a device clock set days ahead): the page
 * then says so in the user's language (docs/brand-money.md).
 */

/** The furthest-ahead time zone in use (Kiribati, UTC+14). */
export const LATEST_UTC_OFFSET_HOURS = 14;

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export type RangeProblem = 'required' | 'invalid' | 'after-today' | 'to-before-from';

export interface RangeProblems {
  readonly from?: RangeProblem;
  readonly to?: RangeProblem;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real day (2025-02-31 does not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The latest calendar day anywhere at `now`: the date at UTC+14. */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

function dayProblem(value: string, today: string): RangeProblem | undefined {
  if (value === '') return 'required';
  if (!isIsoDay(value)) return 'invalid';
  // ISO days compare as strings.
  if (value > today) return 'after-today';
  return undefined;
}

/** What is wrong with each day of the range, given today's date (YYYY-MM-DD) on the checking side. */
export function rangeProblems(range: DayRange, today: string): RangeProblems {
  const from = dayProblem(range.from, today);
  let to = dayProblem(range.to, today);
  if (from === undefined && to === undefined && range.to < range.from) to = 'to-before-from';
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
