/**
 * Days typed and shown as the product writes them (spec section 9: D.M.YYYY) in every language,
 * whatever the browser's locale (a native date input shows mm/dd/yyyy in an English browser).
 * Forms keep days as YYYY-MM-DD; this is the text in between.
 *
 * Accepted: D.M.YYYY with or without leading zeros, with the spaces Czech writing puts after the
 * dots ("1. 5. 2025"), and YYYY-MM-DD (pasted from a file name or a URL: never ambiguous).
 * Refused: anything else, and days that do not exist (31.2.2025).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT } from './dates';

dayjs.extend(customParseFormat);

const ISO_DAY = 'YYYY-MM-DD';
/** Strict parsing needs each spelling; the text is compacted (spaces removed) first. */
const SPELLINGS = ['D.M.YYYY', 'DD.MM.YYYY', 'D.MM.YYYY', 'DD.M.YYYY', ISO_DAY];

export type DateText = { readonly kind: 'empty' } | { readonly kind: 'day'; readonly day: string } | { readonly kind: 'invalid' };

export function parseDateText(text: string): DateText {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { kind: 'empty' };
  const parsed = dayjs(compact, SPELLINGS, true);
  return parsed.isValid() ? { kind: 'day', day: parsed.format(ISO_DAY) } : { kind: 'invalid' };
}

/** A YYYY-MM-DD day as D.M.YYYY; '' for '' and for anything that is no such day. */
export function dayToText(day: string): string {
  const parsed = dayjs(day, ISO_DAY, true);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : '';
}

/** True for a real YYYY-MM-DD day. */
export function isDay(value: string): boolean {
  return dayjs(value, ISO_DAY, true).isValid();
}
