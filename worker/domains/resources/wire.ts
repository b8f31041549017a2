/**
 * Generic resource records (spec section 7, "Generic resource calls"): whatever a resource's
 * columns are, a generic screen shows an id, a label and its flat scalar fields. An object of
 * scalars is flattened one level into `key.inner` fields (an ad's `thumbnail` becomes
 * `thumbnail.url`, `thumbnail.width`, …: the Ads page shows it); arrays and deeper objects are
 * left out (a generic table cannot show them honestly).
 */
import * as v from 'valibot';
import type { ResourceMeta, ResourcePage, ResourceRecord } from './contract';

type Scalar = string | number | boolean | null;

const LABEL_FIELDS = ['label', 'name', 'title', 'email', 'identifier'] as const;

const isScalar = (value: unknown): value is Scalar => value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

function flatScalars(row: Record<string, unknown>): Record<string, Scalar> {
  const fields: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(row)) {
    if (isScalar(value)) fields[key] = value;
    else if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, x] of Object.entries(value)) if (isScalar(x)) fields[`${key}.${inner}`] = x;
    }
  }
  return fields;
}

/** The first non-empty label-like field, else `#id`. */
export function labelOf(row: Readonly<Record<string, unknown>>, id: string): string {
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

/**
 * GET {resource}/meta: `{ data: {...} }` of whatever the resource reports. Kept generic (see
 * ResourceMeta): `counts: {total, archived}` or `counts: [{role, count}]`, string lists as
 * options, `{id, name|label}` lists as choices, other numbers flattened. Unknown keys are fine;
 * a value of none of these shapes is left out rather than failing the page.
 */
export const resourceMetaSchema = v.pipe(
  v.object({ data: v.record(v.string(), v.unknown()) }),
  v.transform((o): MetaAnswer => metaOf(o.data)),
);

/** The meta without its id (the query names it after the resource). */
export type MetaAnswer = Omit<ResourceMeta, 'id'>;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function metaOf(data: Record<string, unknown>): MetaAnswer {
  let total: number | null = null;
  let archived: number | null = null;
  const countsBy: Record<string, number> = {};
  const options: Record<string, readonly string[]> = {};
  const choices: Record<string, readonly { id: string; label: string }[]> = {};
  const numbers: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'counts' && isRecord(value)) {
      if (isCount(value.total)) total = value.total;
      if (isCount(value.archived)) archived = value.archived;
    } else if (key === 'counts' && Array.isArray(value)) {
      for (const row of value) {
        if (!isRecord(row) || !isCount(row.count)) continue;
        const category = Object.entries(row).find(([k, x]) => k !== 'count' && typeof x === 'string')?.[1];
        if (typeof category === 'string') countsBy[category] = (countsBy[category] ?? 0) + row.count;
      }
      total = Object.values(countsBy).reduce((a, b) => a + b, 0);
    } else if (Array.isArray(value) && value.every((x) => typeof x === 'string')) {
      options[key] = value;
    } else if (Array.isArray(value) && value.every((x) => isRecord(x) && (typeof x.id === 'number' || typeof x.id === 'string'))) {
      choices[key] = (value as Record<string, unknown>[]).map((x) => {
        const id = String(x.id);
        return { id, label: labelOf(x, id) };
      });
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      numbers[key] = value;
    } else if (isRecord(value)) {
      for (const [inner, x] of Object.entries(value)) if (typeof x === 'number' && Number.isFinite(x)) numbers[`${key}.${inner}`] = x;
    }
  }
  return { total, archived, countsBy, options, choices, numbers };
}
