/**
 * The usage-statistics range (spec sections 5 and 9): by default from the first day of the current
 * month to today; neither day may be after today, and `to` is not before `from` (the rule the
 * server applies too: worker/contract/usage-range.ts). Days are the user's local calendar days
 * (YYYY-MM-DD), and today is the user's today, which the server accepts in every time zone.
 */
import dayjs from 'dayjs';
import { rangeProblems, type RangeProblem } from '../../../worker/contract/usage-range';

export interface UsageRange {
  readonly from: string;
  readonly to: string;
}

/** i18n keys of what is wrong with each field, if anything. */
export interface UsageRangeErrors {
  readonly from?: string;
  readonly to?: string;
}

const PROBLEM_KEYS: Readonly<Record<RangeProblem, string>> = {
  required: 'BRAND_MONEY_USAGE.ERROR_REQUIRED',
  invalid: 'BRAND_MONEY_USAGE.ERROR_INVALID',
  'after-today': 'BRAND_MONEY_USAGE.ERROR_AFTER_TODAY',
  'to-before-from': 'BRAND_MONEY_USAGE.ERROR_TO_BEFORE_FROM',
};

export function isoDayOf(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

export function defaultUsageRange(now: Date): UsageRange {
  return { from: dayjs(now).startOf('month').format('YYYY-MM-DD'), to: isoDayOf(now) };
}

/** `today`: the user's local day (`isoDayOf(new Date())`). */
export function usageRangeErrors(range: UsageRange, today: string): UsageRangeErrors {
  const { from, to } = rangeProblems(range, today);
  return { ...(from === undefined ? {} : { from: PROBLEM_KEYS[from] }), ...(to === undefined ? {} : { to: PROBLEM_KEYS[to] }) };
}

/** The server's entire period, never beyond today. */
export function entireRange(period: UsageRange, today: string): UsageRange {
  const to = period.to > today ? today : period.to;
  return { from: period.from > to ? to : period.from, to };
}
