/**
 * A fetched document → the feed's table, as the upload reads a file: CSV (its delimiter
 * detected, a header row), JSON (an array of product objects, or one under products, items or
 * data) or XML (xml-records.ts). A body that is no feed of the chosen format (a web page, another
 * format, no products) is refused with a message saying what it is.
 */
import type { FetchFormat } from '../../worker/contract/feeds';
import { csvRows } from './csv-rows.ts';
import { feedText } from './feed-text.ts';
import { tableOfRows, UnreadableFeed, type RawRow } from './rows-table.ts';
import type { FeedTable, TableProblem } from './table.ts';
import { xmlRecords } from './xml-records.ts';

const WHAT = 'The fetched document';
const LIST_KEYS = ['products', 'items', 'data', 'entries', 'offers', 'feed'];

/** What the text looks like, to name a wrong format: a web page, XML or JSON. */
function looksLike(text: string): 'html' | 'xml' | 'json' | null {
  const start = text.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /^<\?xml[^>]*>\s*<!doctype html/.test(start)) return 'html';
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return null;
}

const scalar = (value: unknown): string | null =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** One JSON product as column → text: nested objects one level deep as `parent.child`, lists of values joined. */
function jsonRecord(item: unknown, index: number): Record<string, string> {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new UnreadableFeed(`${WHAT} is JSON whose product ${index + 1} is not an object.`);
  const out: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    const text = scalar(value);
    if (text !== null) out[key] = text;
    else if (Array.isArray(value)) out[key] = value.map(scalar).filter((x): x is string => x !== null && x !== '').join(', ');
  };
  for (const [key, value] of Object.entries(item)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [sub, inner] of Object.entries(value)) put(`${key}.${sub}`, inner);
    else put(key, value);
  }
  return out;
}

function jsonRecords(text: string): Record<string, string>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UnreadableFeed(`${WHAT} is not valid JSON (${(error as Error).message}).`);
  }
  const isList = (x: unknown): x is unknown[] => Array.isArray(x) && x.some((e) => e !== null && typeof e === 'object');
  const object = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  const list = Array.isArray(parsed) ? parsed : object ? (LIST_KEYS.map((k) => object[k]).find(isList) ?? Object.values(object).find(isList)) : undefined;
  if (list === undefined) throw new UnreadableFeed(`${WHAT} is JSON without a list of products (an array of objects, or one under ${LIST_KEYS.slice(0, 3).join(', ')}).`);
  return list.map(jsonRecord);
}

/** Records with different fields → rows under the union of their fields, in order of appearance. */
function recordRows(records: readonly Record<string, string>[]): RawRow[] {
  if (records.length === 0) throw new UnreadableFeed(`${WHAT} holds no products.`);
  const names = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return [{ line: 1, values: names }, ...records.map((r, i) => ({ line: i + 2, values: names.map((n) => r[n] ?? '') }))];
}

export function parseFeedDocument(body: Uint8Array, format: FetchFormat): { table: FeedTable; problems: TableProblem[] } {
  const decoded = feedText(body, 'fetch');
  if (!decoded.ok) throw new UnreadableFeed(decoded.message);
  const kind = looksLike(decoded.text);
  if (kind === 'html') throw new UnreadableFeed(`The URL answered a web page (HTML), not a ${format.toUpperCase()} feed.`);
  if (format === 'csv') {
    if (kind !== null) throw new UnreadableFeed(`${WHAT} is ${kind.toUpperCase()}, not CSV: choose the ${kind.toUpperCase()} format.`);
    return tableOfRows(csvRows(decoded.text, 'auto').rows, true, WHAT);
  }
  if (kind !== format) throw new UnreadableFeed(`${WHAT} is ${kind === null ? 'not' : kind.toUpperCase() + ', not'} ${format.toUpperCase()}${kind === null ? '' : `: choose the ${kind.toUpperCase()} format`}.`);
  return tableOfRows(recordRows(format === 'json' ? jsonRecords(decoded.text) : xmlRecords(decoded.text)), true, WHAT, 'product');
}
