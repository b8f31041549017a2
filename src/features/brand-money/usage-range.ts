/**
 * The usage-statistics range (spec sections 5 and 9): by default from the first day of the current
 * month to today; neither day may be after today, and `to` is not before `from`. Days are the
 * user's local calendar days (YYYY-MM-DD, what date inputs hold).
 */
import dayjs from 'dayjs';

export interface UsageRange {
  readonly from: string;
  readonly to: string;
}

/** i18n keys of what is wrong with each field, if anything. */
export interface UsageRangeErrors {
  readonly from?: string;
  readonly to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isoDayOf(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

export function defaultUsageRange(now: Date): UsageRange {
  return { from: dayjs(now).startOf('month').format('YYYY-MM-DD'), to: isoDayOf(now) };
}

function isDay(value: string): boolean {
  // dayjs rolls 2025-02-31 over to March: only a date that formats back to itself is real.
  return DAY.test(value) && dayjs(value).isValid() && dayjs(value).format('YYYY-MM-DD') === value;
}

function dayError(value: string, today: string): string | undefined {
  if (value === '') return 'BRAND_MONEY_USAGE.ERROR_REQUIRED';
  if (!isDay(value)) return 'BRAND_MONEY_USAGE.ERROR_INVALID';
  if (value > today) return 'BRAND_MONEY_USAGE.ERROR_AFTER_TODAY';
  return undefined;
}

export function usageRangeErrors(range: UsageRange, today: string): UsageRangeErrors {
  const from = dayError(range.from, today);
  let to = dayError(range.to, today);
  if (from === undefined && to === undefined && range.to < range.from) to = 'BRAND_MONEY_USAGE.ERROR_TO_BEFORE_FROM';
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/** The server's entire period, never beyond today. */
export function entireRange(period: UsageRange, today: string): UsageRange {
  const to = period.to > today ? today : period.to;
  return { from: period.from > to ? to : period.from, to };
}
