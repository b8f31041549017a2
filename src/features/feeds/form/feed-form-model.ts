/**
 * The create and edit forms of the four kinds, as plain data with their checks before sending.
 * Problems are keyed by the server's field names (`name`, `columns.0.name`, `rows.2.sku`,
 * `rules.filters.1.value`), so our checks and a 422's errors land in the same places.
 */
import type { AttributeType, FilterOp } from '../../../../worker/contract/feeds';
import type { DerivedFeedInput, FeedColumn, FeedInput, FeedRules, FetchFeedInput } from '../../../../worker/domains/feeds/contract';
import { AUTO_DELIMITER, priceProblem, type PriceProblem } from '../../../../worker/contract/feed-values';
import type { FieldProblem } from '../../../components/ui/form-field';
import { fileNameProblemKey } from '../../../lib/file-name-problem';

export type Problems = Readonly<Record<string, readonly FieldProblem[]>>;

export interface UploadForm {
  readonly kind: 'upload';
  readonly name: string;
  readonly delimiter: string;
  readonly hasHeader: boolean;
  readonly currency: string;
  readonly file: File | null;
}
/** A fetch's form holds exactly what is sent. */
export type FetchForm = FetchFeedInput;
export interface ManualForm {
  readonly kind: 'manual';
  readonly name: string;
  readonly currency: string;
  readonly columns: readonly FeedColumn[];
  /** Cells by column position: a renamed column keeps its values. */
  readonly rows: readonly (readonly string[])[];
}
export interface DerivedForm {
  readonly kind: 'derived';
  readonly name: string;
  readonly currency: string;
  readonly sourceFeedId: string;
  readonly rules: FeedRules;
}
export type FeedForm = UploadForm | FetchForm | ManualForm | DerivedForm;

const MAX_NAME = 255;
const KEY_NAMES = ['sku', 'id', 'item_id', 'product_id', 'code'];
const UPLOAD_TYPES = /\.(csv|tsv|txt|xlsx)$/i;
export const OPS_WITHOUT_VALUE: readonly FilterOp[] = ['not_empty'];
const NUMERIC_OPS: readonly FilterOp[] = ['greater_than', 'less_than'];

/** Problems name the area's namespace: the shared form field translates them outside it. */
const key = (k: string, params?: Record<string, string | number>): FieldProblem => (params ? { key: `feeds:${k}`, params } : { key: `feeds:${k}` });

/** The column that identifies a product (the server's rule): sku/id-like, else the first. */
export function keyColumnIndex(columns: readonly FeedColumn[]): number {
  const index = KEY_NAMES.map((n) => columns.findIndex((c) => c.name.trim().toLowerCase() === n)).find((i) => i >= 0);
  return index ?? 0;
}

export function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}

function checkName(name: string, out: Record<string, FieldProblem[]>): void {
  if (name.trim() === '') out.name = [key('FEEDS_FORM.NAME_REQUIRED')];
  else if (name.trim().length > MAX_NAME) out.name = [key('FEEDS_FORM.NAME_TOO_LONG', { max: MAX_NAME })];
}

/** A file the server takes: a name it stores (shared `FILE_NAME.*` messages), of a type it parses. */
function checkFile(name: string, out: Record<string, FieldProblem[]>): void {
  const badName = fileNameProblemKey(name);
  if (badName !== null) out.file = [{ key: badName }];
  else if (!UPLOAD_TYPES.test(name)) out.file = [key('FEEDS_FORM.FILE_TYPE')];
}

/** Problems of a form before sending; an empty object lets it go. `creating`: an upload needs its file. */
export function validateFeedForm(form: FeedForm, creating: boolean): Problems {
  const out: Record<string, FieldProblem[]> = {};
  checkName(form.name, out);
  switch (form.kind) {
    case 'upload':
      if (form.file === null) {
        if (creating) out.file = [key('FEEDS_FORM.FILE_REQUIRED')];
      } else checkFile(form.file.name, out);
      break;
    case 'fetch':
      if (form.url.trim() === '') out.url = [key('FEEDS_FORM.URL_REQUIRED')];
      else if (!isHttpUrl(form.url)) out.url = [key('FEEDS_FORM.URL_INVALID')];
      break;
    case 'manual':
      checkGrid(form, out);
      break;
    case 'derived':
      if (form.sourceFeedId === '') out.source_feed_id = [key('FEEDS_FORM.SOURCE_REQUIRED')];
      Object.assign(out, validateRules(form.rules));
      break;
  }
  return out;
}

function checkGrid(form: ManualForm, out: Record<string, FieldProblem[]>): void {
  if (form.columns.length === 0) {
    out.columns = [key('FEEDS_FORM.COLUMNS_REQUIRED')];
    return;
  }
  const seen = new Map<string, number>();
  form.columns.forEach((c, i) => {
    const name = c.name.trim();
    if (name === '') out[`columns.${i}.name`] = [key('FEEDS_FORM.COLUMN_NAME_REQUIRED')];
    else if (seen.has(name)) out[`columns.${i}.name`] = [key('FEEDS_FORM.COLUMN_NAME_TWICE', { name })];
    seen.set(name, i);
  });
  checkPrices(form, out);
  const k = keyColumnIndex(form.columns);
  const keyName = form.columns[k]?.name.trim() ?? '';
  const keys = new Map<string, number>();
  form.rows.forEach((row, r) => {
    const value = (row[k] ?? '').trim();
    if (value === '') out[`rows.${r}.${keyName}`] = [key('FEEDS_FORM.KEY_REQUIRED', { column: keyName })];
    else if (keys.has(value)) out[`rows.${r}.${keyName}`] = [key('FEEDS_FORM.KEY_TWICE', { column: keyName, row: keys.get(value)! + 1 })];
    else keys.set(value, r);
  });
}

const PRICE_KEYS: Readonly<Record<PriceProblem, string>> = { 'not-a-price': 'FEEDS_FORM.PRICE_INVALID', negative: 'FEEDS_FORM.PRICE_NEGATIVE' };

/** Cells of price columns hold a price of 0 or more, or nothing (the server's rule, worker/contract/feed-values.ts). */
function checkPrices(form: ManualForm, out: Record<string, FieldProblem[]>): void {
  form.columns.forEach((column, c) => {
    if (column.type !== 'price') return;
    form.rows.forEach((row, r) => {
      const problem = priceProblem(row[c] ?? '');
      if (problem !== null) out[`rows.${r}.${column.name.trim()}`] = [key(PRICE_KEYS[problem], { currency: form.currency })];
    });
  });
}

export function validateRules(rules: FeedRules): Problems {
  const out: Record<string, FieldProblem[]> = {};
  rules.filters.forEach((f, i) => {
    if (f.column === '') out[`rules.filters.${i}.column`] = [key('FEEDS_FORM.RULE_COLUMN_REQUIRED')];
    if (!OPS_WITHOUT_VALUE.includes(f.op) && f.value.trim() === '') out[`rules.filters.${i}.value`] = [key('FEEDS_FORM.RULE_VALUE_REQUIRED')];
    else if (NUMERIC_OPS.includes(f.op) && !/^-?\d+([.,]\d+)?$/.test(f.value.trim())) out[`rules.filters.${i}.value`] = [key('FEEDS_FORM.RULE_VALUE_NUMBER')];
  });
  rules.transforms.forEach((t, i) => {
    if (t.type === 'rename' && t.column === '') out[`rules.transforms.${i}.column`] = [key('FEEDS_FORM.RULE_COLUMN_REQUIRED')];
    if (t.type === 'concat' && t.columns.filter((c) => c !== '').length < 2) out[`rules.transforms.${i}.columns`] = [key('FEEDS_FORM.CONCAT_TWO')];
    if (t.to.trim() === '') out[`rules.transforms.${i}.to`] = [key('FEEDS_FORM.RULE_TARGET_REQUIRED')];
  });
  return out;
}

/** The command's input: trimmed, the grid as rows keyed by column name. */
export function toFeedInput(form: FeedForm): FeedInput {
  const name = form.name.trim();
  switch (form.kind) {
    case 'upload':
      return { kind: 'upload', name, delimiter: form.delimiter, hasHeader: form.hasHeader, currency: form.currency, file: form.file, fileName: form.file?.name ?? null };
    case 'fetch':
      return { kind: 'fetch', name, url: form.url.trim(), format: form.format, schedule: form.schedule, currency: form.currency };
    case 'manual': {
      const columns = form.columns.map((c) => ({ name: c.name.trim(), type: c.type }));
      return { kind: 'manual', name, currency: form.currency, columns, rows: form.rows.map((row) => Object.fromEntries(columns.map((c, i) => [c.name, (row[i] ?? '').trim()]))) };
    }
    case 'derived':
      return { kind: 'derived', name, currency: form.currency, sourceFeedId: form.sourceFeedId, rules: derivedRules(form.rules) } satisfies DerivedFeedInput;
  }
}

function derivedRules(rules: FeedRules): FeedRules {
  return {
    filters: rules.filters.map((f) => ({ ...f, value: OPS_WITHOUT_VALUE.includes(f.op) ? '' : f.value.trim() })),
    transforms: rules.transforms.map((t) => (t.type === 'rename' ? { ...t, to: t.to.trim() } : { ...t, columns: t.columns.filter((c) => c !== ''), to: t.to.trim() })),
  };
}

export const NEW_COLUMN_TYPE: AttributeType = 'text';

/** An empty form of a kind (the create pages start from it). */
export function emptyForm(kind: FeedForm['kind']): FeedForm {
  switch (kind) {
    case 'upload':
      return { kind, name: '', delimiter: AUTO_DELIMITER, hasHeader: true, currency: 'EUR', file: null };
    case 'fetch':
      return { kind, name: '', url: '', format: 'csv', schedule: 'daily', currency: 'EUR' };
    case 'manual':
      return {
        kind,
        name: '',
        currency: 'EUR',
        columns: [
          { name: 'sku', type: 'text' },
          { name: 'name', type: 'text' },
          { name: 'price', type: 'price' },
        ],
        rows: [['', '', '']],
      };
    case 'derived':
      return { kind, name: '', currency: 'EUR', sourceFeedId: '', rules: { filters: [], transforms: [] } };
  }
}
