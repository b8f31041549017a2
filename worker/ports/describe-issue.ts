/**
 * A short, bounded description of the first validation issue, built from schema keys and the
 * expected type only. valibot's own `message` and `received` quote the input, and untrusted
 * input must never end up in reports or logs.
 */
import type * as v from 'valibot';

const MAX_EXPECTED = 40;
const MAX_PATH_ITEMS = 6;

function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = '';
  const items = issue.path ?? [];
  for (let i = 0; i < items.length && i < MAX_PATH_ITEMS; i++) {
    // Object keys come from our schemas; array indexes are numbers. Anything else is hidden.
    const key = (items[i] as { key?: unknown }).key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += `${path ? '.' : ''}${typeof key === 'string' && key.length <= 40 ? key : '?'}`;
  }
  return path || 'payload';
}

export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'invalid payload';
  const path = pathOf(issue);
  // A required key that is absent: valibot sets `expected` to the quoted key name.
  if (issue.kind === 'schema' && issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return `missing ${path}`;
  }
  // Validation actions (integer, finite, decimal, ...) have no `expected`; their type says it.
  const raw = issue.kind === 'validation' ? issue.type : issue.expected;
  const expected =
    typeof raw === 'string' && raw !== '' ? (raw.length <= MAX_EXPECTED ? raw : `${raw.slice(0, MAX_EXPECTED - 1)}…`) : 'a valid value';
  return `invalid ${path} (expected ${expected})`;
}
