/**
 * One validation helper for every route: a valibot schema in, typed data out, or Laravel's 422
 * `{ message, errors: { field: [...] } }` thrown before anything is written. Messages follow
 * Laravel's wording so the client shows what production would.
 */
import * as v from 'valibot';
import { type FieldErrors, validationError } from './errors.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** How the request spelled each field that was renamed before validation (e.g. `limit` sent as `per_page`). */
export type FieldNames = Readonly<Record<string, string>>;

function fieldOf(issue: v.BaseIssue<unknown>, names: FieldNames): string {
  const path = issue.path?.map((p) => String(p.key)) ?? [];
  if (path.length && names[path[0]!] !== undefined) path[0] = names[path[0]!]!;
  return path.length ? path.join('.') : 'input';
}

/** Laravel-like text for one issue; a schema's own custom message wins. */
function messageOf(issue: v.BaseIssue<unknown>, field: string): string {
  const label = field.replace(/_/g, ' ');
  if (issue.message && !issue.message.startsWith('Invalid ')) return issue.message.replace(':attribute', label);
  if (issue.input === undefined || issue.input === null || issue.input === '') {
    if (issue.kind === 'schema') return `The ${label} field is required.`;
  }
  switch (issue.type) {
    case 'string':
      return `The ${label} field must be a string.`;
    case 'number':
      return `The ${label} field must be a number.`;
    case 'integer':
    case 'safe_integer':
      return `The ${label} field must be an integer.`;
    case 'boolean':
      return `The ${label} field must be true or false.`;
    case 'array':
      return `The ${label} field must be an array.`;
    case 'picklist':
    case 'enum':
      return `The selected ${label} is invalid.`;
    case 'max_length':
      return `The ${label} field must not be greater than ${String(issue.requirement)} characters.`;
    case 'min_length':
      return `The ${label} field must be at least ${String(issue.requirement)} characters.`;
    case 'min_value':
      return `The ${label} field must be at least ${String(issue.requirement)}.`;
    case 'max_value':
      return `The ${label} field must not be greater than ${String(issue.requirement)}.`;
    case 'iso_date':
    case 'iso_timestamp':
      return `The ${label} field must be a valid date.`;
    default:
      return `The ${label} field is invalid.`;
  }
}

export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[], names: FieldNames = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue, names);
    (errors[field] ??= []).push(messageOf(issue, field));
  }
  return errors;
}

/** Validates `input` against `schema`; throws a 422 HttpError listing every failing field (named as in `names`). */
export function validate<S extends AnySchema>(schema: S, input: unknown, names: FieldNames = {}): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw validationError(issuesToErrors(result.issues, names));
  return result.output;
}

// Shared building blocks, so the routes read like Laravel rule lists.

/**
 * A query-string or form value that must be a whole number (strings are converted). Beyond
 * ±2^53 it is "not an integer", as PHP's integer rule says beyond its range: such a number has
 * lost digits, and SQLite would get a float.
 */
export const intLike = (min = 1) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'The :attribute field must be an integer.'))], 'The :attribute field must be an integer.'),
    v.transform(Number),
    v.safeInteger(),
    v.minValue(min),
  );

/** A whole number from `min` to `max`, with one message per field: a range is not checked on what is no integer. */
export const intInRange = (min: number, max: number) => v.config(v.pipe(intLike(min), v.maxValue(max)), { abortPipeEarly: true });

/** A query-string flag: 1/0/true/false. */
export const flagLike = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['0', '1', 'true', 'false'])]),
    v.transform((x) => x === true || x === '1' || x === 'true'),
  );

/** An ISO 8601 date (YYYY-MM-DD) or date-time, normalised to YYYY-MM-DD. */
export const isoDate = () =>
  v.pipe(
    v.string(),
    v.check((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), 'The :attribute field must be a valid date.'),
    v.transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s).toISOString().slice(0, 10)),
  );
