/**
 * The report's date range: from the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), defaulting to the
 * last 30 days including today, never beyond today, never inverted, at most a year. Days are the user's
 * local calendar days, as the report's day buckets are shown.
 */
import dayjs from 'dayjs';

export const REPORT_DEFAULT_DAYS = 30;
/** A year at most: the day chart stays readable and the server's work bounded. */
export const REPORT_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

function isoDay(date: dayjs.Dayjs): string {
  return date.format('YYYY-MM-DD');
}

/** The local calendar day of `date`, as 'YYYY-MM-DD'. */
export function isoDayOf(date: Date): string {
  return isoDay(dayjs(date));
}

function parseDay(value: string | null): dayjs.Dayjs | null {
  if (value === null || !DAY.test(value)) return null;
  const day = dayjs(value);
  // dayjs rolls 2025-02-31 over to March: only a date that formats back to itself is real.
  return day.isValid() && isoDay(day) === value ? day : null;
}

/** The range to show for the URL's values, relative to `now`. */
export function reportRange(search: string, now: Date): ReportRange {
  const params = new URLSearchParams(search);
  const today = dayjs(now).startOf('day');
  let to = parseDay(params.get('to')) ?? today;
  if (to.isAfter(today)) to = today;
  let from = parseDay(params.get('from')) ?? to.subtract(REPORT_DEFAULT_DAYS - 1, 'day');
  if (from.isAfter(to)) from = to;
  if (to.diff(from, 'day') >= REPORT_MAX_DAYS) from = to.subtract(REPORT_MAX_DAYS - 1, 'day');
  return { from: isoDay(from), to: isoDay(to) };
}

/** Every day of the range, oldest first (the day chart shows the quiet days too). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  const end = dayjs(range.to);
  for (let day = dayjs(range.from); !day.isAfter(end) && days.length < REPORT_MAX_DAYS; day = day.add(1, 'day')) days.push(isoDay(day));
  return days;
}
