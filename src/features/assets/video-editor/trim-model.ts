/**
 * The video editor's trim: start and end in seconds as typed (a decimal comma is fine), valid when
 * 0 ≤ start < end ≤ duration (the duration, when known, is the stored file's).
 */
export interface TrimValues {
  readonly start: string;
  readonly end: string;
}

export type TrimProblems = Partial<Record<keyof TrimValues, string>>;

export function parseSeconds(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** i18n keys (area `assets`) by field; empty when the trim can be saved. */
export function trimProblems(values: TrimValues, duration: number | null): TrimProblems {
  const problems: TrimProblems = {};
  const start = parseSeconds(values.start);
  const end = parseSeconds(values.end);
  if (start === null) problems.start = 'ASSETS_EDITOR.NOT_A_NUMBER';
  if (end === null) problems.end = 'ASSETS_EDITOR.NOT_A_NUMBER';
  else if (duration !== null && end > duration) problems.end = 'ASSETS_EDITOR.END_AFTER_DURATION';
  if (start !== null && end !== null && start >= end) problems.start = 'ASSETS_EDITOR.START_NOT_BEFORE_END';
  return problems;
}

/** Seconds as the inputs show them: at most two decimals, no trailing zeros. */
export function secondsText(seconds: number): string {
  return String(Math.round(seconds * 100) / 100);
}
