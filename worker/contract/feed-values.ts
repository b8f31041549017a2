/**
 * What a feed's values may be, written once for the server (which refuses bad input with a 422)
 * and the forms (which say so before sending): the currencies a feed may be in, the CSV
 * delimiters, and what counts as a price. Pure and dependency-free: both threads and the
 * reference backend import it.
 */

/** The currencies a feed's settings offer: a price without its own currency is in the feed's. */
export const FEED_CURRENCIES = ['EUR', 'CZK', 'USD', 'GBP'] as const;

/** The delimiters a CSV may use; `auto` lets the server find which one the file uses. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];
export const AUTO_DELIMITER = 'auto';

export interface Price {
  readonly amount: number;
  /** The currency the text names (ISO code or symbol), null when it names none. */
  readonly currency: string | null;
}

/** Currency signs people type instead of the code. */
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', $: 'USD', '£': 'GBP', Kč: 'CZK' };
const CODE = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/;
const SYMBOL = /€|\$|£|Kč/;

/**
 * The spellings of an amount: plain with a decimal dot or comma ("12.50", "12,50": a single comma
 * is decimal), or thousands grouped in threes by spaces, dots or commas ("1 299,90",
 * "1.299,90", "1,299.90"). Anything else ("12..5", "1 2 3") is no amount.
 */
const AMOUNTS: readonly [RegExp, (digits: string) => string][] = [
  [/^\d+([.,]\d+)?$/, (d) => d.replace(',', '.')],
  [/^\d{1,3}( \d{3})+([.,]\d+)?$/, (d) => d.replace(/ /g, '').replace(',', '.')],
  [/^\d{1,3}(\.\d{3})+(,\d+)?$/, (d) => d.replace(/\./g, '').replace(',', '.')],
  [/^\d{1,3}(,\d{3})+(\.\d+)?$/, (d) => d.replace(/,/g, '')],
];

function amountOf(text: string): number | null {
  const trimmed = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  const sign = /^[+-]/.test(trimmed) ? trimmed[0]! : '';
  const digits = trimmed.slice(sign.length).trim();
  const form = AMOUNTS.find(([pattern]) => pattern.test(digits));
  if (form === undefined) return null;
  const amount = Number(form[1](digits));
  return Number.isFinite(amount) ? (sign === '-' ? -amount : amount) : null;
}

/**
 * "12,50 EUR", "CZK 1 299", "€9.90", "9.90" → amount and currency; null when the text is not a
 * number with at most one currency. The sign is kept: whether a negative amount is allowed is
 * `priceProblem`'s to say.
 */
export function parsePrice(raw: string): Price | null {
  const text = raw.trim();
  if (text === '') return null;
  const code = CODE.exec(text);
  const symbol = SYMBOL.exec(text);
  if (code && symbol) return null;
  const currency = code ? code[1]! : symbol ? SYMBOLS[symbol[0]]! : null;
  const rest = code ? text.replace(code[1]!, '') : symbol ? text.replace(symbol[0], '') : text;
  const amount = amountOf(rest);
  return amount === null ? null : { amount, currency };
}

export const PRICE_PROBLEMS = ['not-a-price', 'negative'] as const;
export type PriceProblem = (typeof PRICE_PROBLEMS)[number];

/** Why a cell of a price column is refused; null for a price of 0 or more, or an empty cell (no price). */
export function priceProblem(raw: string): PriceProblem | null {
  if (raw.trim() === '') return null;
  const price = parsePrice(raw);
  if (price === null) return 'not-a-price';
  return price.amount < 0 ? 'negative' : null;
}
