/**
 * Generic record fields as people read them: column names humanised (translated where we know
 * them), ISO dates as D.M.YYYY HH:mm, booleans as yes/no, nothing as a dash.
 */
import { formatDateTime } from '../../lib/dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export type FieldValue = string | number | boolean | null;

export function humanizeFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Translation key of a field name (camelCase and snake_case share one key). */
export function fieldKey(name: string): string {
  return `FIELDS.${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toUpperCase()}`;
}

export function formatFieldValue(value: FieldValue, yes: string, no: string): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value) || value;
  return String(value);
}

// Shown elsewhere (id, label) or the same on every row of a brand's list (brand id).
const HIDDEN_COLUMNS: ReadonlySet<string> = new Set(['id', 'name', 'label', 'brand_id', 'brandId']);

/** Columns for a list: the fields of the records, in first-seen order, at most `max`. */
export function pickColumns(records: readonly { readonly fields: Readonly<Record<string, FieldValue>> }[], max = 4): readonly string[] {
  const seen: string[] = [];
  for (const record of records) {
    for (const name of Object.keys(record.fields)) {
      if (!seen.includes(name) && !HIDDEN_COLUMNS.has(name)) seen.push(name);
    }
  }
  return seen.slice(0, max);
}
