/**
 * What each kind of feed is made from, validated Laravel-style (422 with errors by field) and
 * turned into a table: an uploaded CSV/XLSX file, a fetched URL, a typed-in grid, or rules over
 * another feed of the same brand.
 */
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { validationError } from '../http/errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { validate } from '../http/validate.ts';
import { AUTO_DELIMITER, CSV_DELIMITERS, FEED_CURRENCIES, type CsvDelimiter } from '../../worker/contract/feed-values';
import { FeedFetchError, fetchFeedTable } from './fetch-feed.ts';
import type { FetchOptions } from './fetch-url.ts';
import { csvRows } from './csv-rows.ts';
import { feedText } from './feed-text.ts';
import { MAX_ROWS, tableOfRows, UnreadableFeed, type RawRow } from './rows-table.ts';
import { applyRules, ruleProblems, RulesSchema, type FeedRules } from './rules.ts';
import { readTable, type FeedRecord } from './store.ts';
import { ATTRIBUTE_TYPES, keyProblems, priceProblems, type FeedTable, type TableProblem } from './table.ts';

export const FETCH_FORMATS = ['csv', 'xml', 'json'] as const;
export const SCHEDULES = ['manual', 'hourly', 'daily', 'weekly'] as const;
export const CURRENCIES = FEED_CURRENCIES;

export const nameField = v.pipe(v.string('The name field is required.'), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(255));
const currency = v.optional(v.picklist(CURRENCIES), 'EUR');

const UploadFields = v.object({
  name: nameField,
  // Auto by default: the form's hint promises any delimiter, and a wrong guess reads one column.
  delimiter: v.optional(v.picklist([AUTO_DELIMITER, ...CSV_DELIMITERS]), AUTO_DELIMITER),
  has_header: v.optional(v.picklist(['0', '1', 'true', 'false']), '1'),
  currency,
});

const httpUrl = v.pipe(
  v.string('The url field is required.'),
  v.trim(),
  v.nonEmpty('The url field is required.'),
  v.maxLength(2048),
  v.check((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, 'The url field must be a valid http or https URL.'),
);
export const FetchBody = v.object({ name: nameField, url: httpUrl, format: v.picklist(FETCH_FORMATS), schedule: v.optional(v.picklist(SCHEDULES), 'daily'), currency });
const FetchTestBody = v.object({ url: httpUrl, format: v.picklist(FETCH_FORMATS) });

const columnName = v.pipe(v.string(), v.trim(), v.nonEmpty('The column name is required.'), v.maxLength(64));
export const ManualBody = v.object({
  name: nameField,
  currency,
  columns: v.pipe(v.array(v.object({ name: columnName, type: v.picklist(ATTRIBUTE_TYPES) })), v.minLength(1, 'Add at least one column.'), v.maxLength(100)),
  rows: v.pipe(v.array(v.record(v.string(), v.pipe(v.string(), v.maxLength(2048)))), v.maxLength(MAX_ROWS)),
});
export const DerivedBody = v.object({ name: nameField, source_feed_id: v.pipe(v.number('The source feed field is required.'), v.integer(), v.minValue(1)), rules: RulesSchema, currency });
const DerivedTestBody = v.object({ source_feed_id: DerivedBody.entries.source_feed_id, rules: RulesSchema });

export interface Parsed {
  readonly table: FeedTable;
  readonly problems: readonly TableProblem[];
}

async function xlsxRows(buffer: Buffer): Promise<RawRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFeed('The file is not a readable XLSX workbook.');
  }
  const sheet = book.worksheets[0];
  const rows: RawRow[] = [];
  sheet?.eachRow((row, line) => {
    const values = Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text ?? '');
    if (values.some((x) => x.trim() !== '')) rows.push({ line, values });
  });
  return rows;
}

/**
 * The uploaded file's rows: CSV in the chosen (or detected) delimiter, or the first sheet of an
 * XLSX. A file that is no feed (binary, not UTF-8, no header, no products) is refused as a whole.
 */
export async function parseUpload(fields: Record<string, unknown>, files: readonly UploadedFile[], fileRequired: boolean): Promise<{ input: v.InferOutput<typeof UploadFields>; parsed: (Parsed & { delimiter: CsvDelimiter | null }) | null }> {
  const input = validate(UploadFields, fields);
  const file = files.find((f) => f.field === 'file');
  if (!file) {
    if (fileRequired) throw validationError({ file: ['The file field is required.'] });
    return { input, parsed: null };
  }
  const xlsx = /\.xlsx$/i.test(file.filename);
  if (!xlsx && !/\.(csv|tsv|txt)$/i.test(file.filename)) throw validationError({ file: ['The file field must be a file of type: csv, tsv, txt, xlsx.'] });
  const header = input.has_header === '1' || input.has_header === 'true';
  try {
    if (xlsx) return { input, parsed: { ...tableOfRows(await xlsxRows(file.buffer), header, 'The file'), delimiter: null } };
    const text = feedText(file.buffer, 'upload');
    if (!text.ok) throw new UnreadableFeed(text.message);
    const { rows, delimiter } = csvRows(text.text, input.delimiter);
    return { input, parsed: { ...tableOfRows(rows, header, 'The file'), delimiter } };
  } catch (error) {
    if (error instanceof UnreadableFeed) throw validationError({ file: [error.message] });
    throw error;
  }
}

/** The URL's document as a table; why it could not be fetched or read is the url field's 422. */
async function fetchedTable(url: string, format: (typeof FETCH_FORMATS)[number], o: FetchOptions): Promise<Parsed> {
  try {
    return { table: await fetchFeedTable(url, format, o), problems: [] };
  } catch (error) {
    if (error instanceof FeedFetchError) throw validationError({ url: [error.message] });
    throw error;
  }
}

/** A fetch feed's settings and its URL fetched now: a feed is not made from a URL that gives no feed. */
export async function parseFetch(body: unknown, o: FetchOptions): Promise<{ input: v.InferOutput<typeof FetchBody>; parsed: Parsed }> {
  const input = validate(FetchBody, body);
  return { input, parsed: await fetchedTable(input.url, input.format, o) };
}

export async function testFetch(body: unknown, o: FetchOptions): Promise<Parsed> {
  const input = validate(FetchTestBody, body);
  return fetchedTable(input.url, input.format, o);
}

/** A typed-in grid: columns unique, cells only of known columns, keys present and unique, prices of 0 or more. */
export function parseManual(body: unknown): { input: v.InferOutput<typeof ManualBody>; parsed: Parsed } {
  const input = validate(ManualBody, body);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  input.columns.forEach((c, i) => {
    if (seen.has(c.name)) errors[`columns.${i}.name`] = [`The column "${c.name}" is used twice.`];
    seen.add(c.name);
  });
  const rows = input.rows.map((row) => Object.fromEntries(input.columns.map((c) => [c.name, (row[c.name] ?? '').trim()])));
  const table: FeedTable = { columns: input.columns, rows };
  for (const p of [...keyProblems(table), ...priceProblems(table)]) if (p.row !== null && p.column !== null) errors[`rows.${p.row - 1}.${p.column}`] = [p.message];
  if (Object.keys(errors).length) throw validationError(errors);
  return { input, parsed: { table, problems: [] } };
}

/** The source must be another feed of this brand, and not one built from the feed being edited. */
export function sourceFeed(db: Db, brandId: number, sourceId: number, editing: number | null): FeedRecord {
  const source = db.prepare('SELECT * FROM feeds WHERE id = ? AND brand_id = ?').get(sourceId, brandId) as FeedRecord | undefined;
  if (!source) throw validationError({ source_feed_id: ['The selected source feed is invalid.'] });
  for (let at: FeedRecord | undefined = source; at; at = at.source_feed_id === null ? undefined : (db.prepare('SELECT * FROM feeds WHERE id = ?').get(at.source_feed_id) as FeedRecord | undefined)) {
    if (at.id === editing) throw validationError({ source_feed_id: ['A feed cannot be built from itself.'] });
  }
  return source;
}

function derive(db: Db, brandId: number, sourceId: number, rules: FeedRules, editing: number | null): Parsed {
  const source = readTable(db, sourceFeed(db, brandId, sourceId, editing).id);
  const errors = ruleProblems(rules, source.columns);
  if (Object.keys(errors).length) throw validationError(errors);
  return { table: applyRules(source, rules), problems: [] };
}

export function parseDerived(db: Db, brandId: number, body: unknown, editing: number | null): { input: v.InferOutput<typeof DerivedBody>; parsed: Parsed } {
  const input = validate(DerivedBody, body);
  return { input, parsed: derive(db, brandId, input.source_feed_id, input.rules, editing) };
}

export function testDerived(db: Db, brandId: number, body: unknown): Parsed {
  const input = validate(DerivedTestBody, body);
  return derive(db, brandId, input.source_feed_id, input.rules, null);
}

/** An upload whose rows have problems is refused as a whole, each problem under `file`. */
export function refuseProblems(parsed: Parsed): void {
  if (parsed.problems.length === 0) return;
  const shown = parsed.problems.slice(0, 20).map((p) => p.message);
  if (parsed.problems.length > 20) shown.push(`… and ${parsed.problems.length - 20} more problems.`);
  throw validationError({ file: shown });
}

