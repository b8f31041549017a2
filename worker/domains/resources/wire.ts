/**
 * Generic resource records (spec section 7, "Generic resource calls"): whatever a resource's
 * columns are, a generic screen shows an id, a label and its flat scalar fields. Nested objects
 * and arrays are left out (a generic table cannot show them honestly).
 */
import * as v from 'valibot';
import type { ResourcePage, ResourceRecord } from '../../contract/queries';

type Scalar = string | number | boolean | null;

const LABEL_FIELDS = ['label', 'name', 'title', 'email', 'identifier'] as const;

function flatScalars(row: Record<string, unknown>): Record<string, Scalar> {
  const fields: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = value;
  }
  return fields;
}

function labelOf(row: Record<string, unknown>, id: string): string {
  for (const key of LABEL_FIELDS) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `#${id}`;
}

const recordSchema = v.pipe(
  v.looseObject({ id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.minLength(1))]) }),
  v.transform((row): ResourceRecord => {
    const id = String(row.id);
    return { id, label: labelOf(row, id), fields: flatScalars(row) };
  }),
);

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A Laravel length-aware paginator of records. */
export const resourcePageSchema = v.pipe(
  v.object({
    data: v.array(recordSchema),
    current_page: count,
    per_page: count,
    total: count,
    last_page: count,
  }),
  v.transform(
    (p): ResourcePage => ({ items: p.data, page: p.current_page, perPage: p.per_page, total: p.total, lastPage: p.last_page }),
  ),
);

/** One record wrapped in `{ data: ... }`. */
export const resourceRecordSchema = v.pipe(
  v.object({ data: recordSchema }),
  v.transform((o) => o.data),
);
