/**
 * One validation helper for every route: a valibot schema in, typed data out, or Laravel's 422
 * `{ message, errors: { field: [...] } }` thrown before anything is written. Messages follow
 * Laravel's wording so the client shows what production would.
 */
import * as v from 'valibot';
import { type FieldErrors, validationError } from './errors.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

function fieldOf(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)) ?? [];
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
    case 'integer':
      return `The ${label} field must be ${issue.type === 'integer' ? 'an integer' : 'a number'}.`;
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

export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    (errors[field] ??= []).push(messageOf(issue, field));
  }
  return errors;
}

/** Validates `input` against `schema`; throws a 422 HttpError listing every failing field. */
export function validate<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw validationError(issuesToErrors(result.issues));
  return result.output;
}

// Shared building blocks, so the routes read like Laravel rule lists.

/** A query-string or form value that must be a whole number (strings are converted). */
export const intLike = (min = 1) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'The :attribute field must be an integer.'))], 'The :attribute field must be an integer.'),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
  );

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
