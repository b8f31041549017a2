/** How feed figures read: prices in their currency, shares as percentages, in the user's language. */
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number | null, currency: string | null, locale: string): string {
  if (amount === null) return '–';
  if (currency === null || !/^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
