/**
 * Dates as the product shows them (spec section 9): D.M.YYYY and HH:mm, in the user's time zone.
 * Notifications use 'DD MMM YYYY, HH:mm' with localised month names.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import 'dayjs/locale/fr';

export const DATE_FORMAT = 'D.M.YYYY';
export const TIME_FORMAT = 'HH:mm';
export const NOTIFICATION_DATE_FORMAT = 'DD MMM YYYY, HH:mm';

type DateInput = string | number | Date;

function parse(input: DateInput | null | undefined): dayjs.Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const value = dayjs(input);
  return value.isValid() ? value : null;
}

/** '3.7.2025'; an empty string for a missing or invalid date (never "Invalid Date"). */
export function formatDate(input: DateInput | null | undefined): string {
  return parse(input)?.format(DATE_FORMAT) ?? '';
}

/** '09:05' */
export function formatTime(input: DateInput | null | undefined): string {
  return parse(input)?.format(TIME_FORMAT) ?? '';
}

/** '3.7.2025 09:05' */
export function formatDateTime(input: DateInput | null | undefined): string {
  return parse(input)?.format(`${DATE_FORMAT} ${TIME_FORMAT}`) ?? '';
}

/** '03 Jul 2025, 09:05' with the month name in `locale` (en, cs or fr). */
export function formatNotificationDate(input: DateInput | null | undefined, locale: string): string {
  return parse(input)?.locale(locale).format(NOTIFICATION_DATE_FORMAT) ?? '';
}
