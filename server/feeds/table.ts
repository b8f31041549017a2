/**
 * A feed's content as a table: ordered columns with types, and rows keyed by column name.
 * Every kind of feed (uploaded file, fetched document, typed-in grid, rules over another feed)
 * becomes one before it is stored, so storing and diffing are the same for all of them.
 */
import { priceProblem } from '../../worker/contract/feed-values';

export const ATTRIBUTE_TYPES = ['text', 'number', 'price', 'url', 'image', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export interface FeedColumn {
  readonly name: string;
  readonly type: AttributeType;
}

export type FeedRow = Readonly<Record<string, string>>;

export interface FeedTable {
  readonly columns: readonly FeedColumn[];
  readonly rows: readonly FeedRow[];
}

/** A problem with one cell or row of the input: 1-based row of the data (header excluded). */
export interface TableProblem {
  readonly row: number | null;
  readonly column: string | null;
  readonly message: string;
}

const KEY_COLUMNS = ['sku', 'id', 'item_id', 'product_id', 'code'];
/** Where a product's name is read from, in this order (an ad's name reads their localized twins too). */
export const NAME_COLUMNS = ['name', 'title', 'product_name'] as const;
const PRICE_COLUMNS = ['price', 'sale_price'];

const find = (columns: readonly FeedColumn[], wanted: readonly string[]) =>
  wanted.map((w) => columns.find((c) => c.name.trim().toLowerCase() === w)).find((c) => c !== undefined)?.name ?? null;

/** The column that identifies a product across imports: sku/id-like, else the first one. */
export function keyColumn(columns: readonly FeedColumn[]): string | null {
  return find(columns, KEY_COLUMNS) ?? columns[0]?.name ?? null;
}
export const nameColumn = (columns: readonly FeedColumn[]) => find(columns, NAME_COLUMNS);
export const priceColumn = (columns: readonly FeedColumn[]) => columns.find((c) => c.type === 'price')?.name ?? find(columns, PRICE_COLUMNS);

function typeOf(name: string, values: readonly string[]): AttributeType {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  const lower = name.toLowerCase();
  if (filled.length === 0) return 'text';
  if (filled.every((v) => /^https?:\/\//i.test(v))) return /image|img|photo|picture/.test(lower) || filled.every((v) => /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.test(v)) ? 'image' : 'url';
  if (PRICE_COLUMNS.includes(lower) && filled.every((v) => priceProblem(v) === null)) return 'price';
  if (filled.every((v) => /^(true|false|yes|no|0|1)$/i.test(v)) && !filled.every((v) => /^[01]$/.test(v))) return 'boolean';
  if (filled.every((v) => /^-?\d+([.,]\d+)?$/.test(v))) return 'number';
  return 'text';
}

/** Columns with types guessed from their values (what an upload or fetch gives). */
export function inferColumns(names: readonly string[], rows: readonly FeedRow[]): FeedColumn[] {
  return names.map((name) => ({ name, type: typeOf(name, rows.map((r) => r[name] ?? '')) }));
}

/**
 * How a problem names the row it is about, as the person sees it: a file's line (what a text
 * editor or a spreadsheet shows, the header counted), a document's product, or the manual grid's
 * row. `index` counts the table's rows from 0.
 */
export type RowPlace = (index: number) => string;
export const gridRow: RowPlace = (index) => `Row ${index + 1}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where a source's rows sit: a file's lines, or the products of a JSON or XML document. */
export type SourceUnit = 'line' | 'product';

/**
 * Header and value rows → a table, with a problem for every row whose width differs from the
 * header's, every row without a key, and every key given twice (later duplicates are dropped).
 */
export function tableFromRows(header: readonly string[], data: readonly { line: number; values: readonly string[] }[], unit: SourceUnit = 'line'): { table: FeedTable; problems: TableProblem[] } {
  const placeOfData = (index: number) => (unit === 'line' ? `Line ${data[index]!.line}` : `Product ${index + 1}`);
  const problems: TableProblem[] = [];
  const names = header.map((h, i) => h.trim() || `column_${i + 1}`);
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (seen.has(name)) problems.push({ row: null, column: name, message: `Column ${i + 1}: the name "${name}" is used twice.` });
    seen.add(name);
  });
  const rows: FeedRow[] = [];
  // The data index of each kept row: a row of the wrong width is dropped, the others keep their place.
  const kept: number[] = [];
  data.forEach(({ values }, index) => {
    if (values.length !== names.length) {
      problems.push({ row: index + 1, column: null, message: `${placeOfData(index)}: expected ${names.length} values, found ${values.length}.` });
      return;
    }
    kept.push(index);
    rows.push(Object.fromEntries(names.map((name, i) => [name, values[i]!.trim()])));
  });
  const columns = inferColumns(names, rows);
  const place: RowPlace = (index) => placeOfData(kept[index]!);
  return { table: { columns, rows }, problems: [...problems, ...keyProblems({ columns, rows }, place), ...priceProblems({ columns, rows }, place)] };
}

/** Every product needs a key, and a key names one product. */
export function keyProblems(table: FeedTable, place: RowPlace = gridRow): TableProblem[] {
  const key = keyColumn(table.columns);
  if (key === null) return [{ row: null, column: null, message: 'The feed has no columns.' }];
  const problems: TableProblem[] = [];
  const keys = new Map<string, number>();
  table.rows.forEach((r, i) => {
    const value = r[key] ?? '';
    if (value === '') problems.push({ row: i + 1, column: key, message: `${place(i)}: the ${key} column is empty.` });
    else if (keys.has(value)) problems.push({ row: i + 1, column: key, message: `${place(i)}: ${key} "${value}" is already used by ${lowerFirst(place(keys.get(value)!))}.` });
    else keys.set(value, i);
  });
  return problems;
}

const PRICE_MESSAGES = {
  'not-a-price': (place: string, column: string, value: string) => `${place}: ${column} "${value}" is not a price (a number of 0 or more, such as 12.50 or 12,50 EUR).`,
  negative: (place: string, column: string, value: string) => `${place}: ${column} "${value}" is below zero; a price is 0 or more.`,
} as const;

/**
 * Every value of a price column is a price of 0 or more, or empty (no price): the columns typed
 * price, and the one the products' price is read from (a column named price whose values did not
 * all read as prices is that one too, so "-5" or "abc" there is refused rather than dropped).
 */
export function priceProblems(table: FeedTable, place: RowPlace = gridRow): TableProblem[] {
  const main = priceColumn(table.columns);
  const checked = table.columns.filter((c) => c.type === 'price' || c.name === main).map((c) => c.name);
  const problems: TableProblem[] = [];
  table.rows.forEach((r, i) => {
    for (const column of checked) {
      const value = r[column] ?? '';
      const problem = priceProblem(value);
      if (problem !== null) problems.push({ row: i + 1, column, message: PRICE_MESSAGES[problem](place(i), column, value) });
    }
  });
  return problems;
}

/** Share of rows with a value in each column (0–1), for the attributes tab. */
export function fillRate(rows: readonly FeedRow[], column: string): number {
  if (rows.length === 0) return 0;
  return rows.filter((r) => (r[column] ?? '').trim() !== '').length / rows.length;
}
