/**
 * Number formatting with one Intl.NumberFormat per language and style, made once. Building a
 * formatter is far dearer than using one, and figures like the balance render on every batch of
 * a storm (the main-thread profiles of 2026-11-23 found the header and the dashboard building ~30 a second).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    formatters.set(key, format);
  }
  return format;
}

/** A figure in the user's language, at most `maximumFractionDigits` decimals (credits: 2). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return formatter(locale, maximumFractionDigits).format(value);
}
