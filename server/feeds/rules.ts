/**
 * A derived feed's rules: filters keep the source's products that pass every one, then the
 * transforms run in order (rename a column, or join columns into a new one).
 */
import * as v from 'valibot';
import type { FeedColumn, FeedRow, FeedTable } from './table.ts';
import { parsePrice } from '../../worker/contract/feed-values';

export const FILTER_OPS = ['equals', 'not_equals', 'contains', 'greater_than', 'less_than', 'not_empty'] as const;

const column = v.pipe(v.string(), v.trim(), v.nonEmpty('The column field is required.'), v.maxLength(255));

export const RulesSchema = v.object({
  filters: v.pipe(v.array(v.object({ column, op: v.picklist(FILTER_OPS), value: v.optional(v.pipe(v.string(), v.maxLength(255)), '') })), v.maxLength(50)),
  transforms: v.pipe(
    v.array(
      v.variant('type', [
        v.object({ type: v.literal('rename'), column, to: column }),
        v.object({ type: v.literal('concat'), columns: v.pipe(v.array(column), v.minLength(2, 'Pick at least two columns to join.')), separator: v.optional(v.pipe(v.string(), v.maxLength(10)), ' '), to: column }),
      ]),
    ),
    v.maxLength(50),
  ),
});
export type FeedRules = v.InferOutput<typeof RulesSchema>;
export const NO_RULES: FeedRules = { filters: [], transforms: [] };

const number = (raw: string) => parsePrice(raw)?.amount ?? null;

function passes(row: FeedRow, filter: FeedRules['filters'][number]): boolean {
  const value = row[filter.column] ?? '';
  switch (filter.op) {
    case 'equals':
      return value === filter.value;
    case 'not_equals':
      return value !== filter.value;
    case 'contains':
      return value.toLowerCase().includes(filter.value.toLowerCase());
    case 'not_empty':
      return value.trim() !== '';
    case 'greater_than':
    case 'less_than': {
      const a = number(value);
      const b = number(filter.value);
      if (a === null || b === null) return false;
      return filter.op === 'greater_than' ? a > b : a < b;
    }
  }
}

/** Field paths of rules that name columns the source does not have (422 next to the rule). */
export function ruleProblems(rules: FeedRules, source: readonly FeedColumn[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(source.map((c) => c.name));
  rules.filters.forEach((f, i) => {
    if (!known.has(f.column)) errors[`rules.filters.${i}.column`] = [`The source feed has no column "${f.column}".`];
  });
  rules.transforms.forEach((t, i) => {
    const used = t.type === 'rename' ? [t.column] : t.columns;
    const missing = used.filter((c) => !known.has(c));
    if (missing.length) errors[`rules.transforms.${i}.${t.type === 'rename' ? 'column' : 'columns'}`] = [`Unknown column: ${missing.join(', ')}.`];
    if (t.type === 'rename' && known.has(t.to) && t.to !== t.column) errors[`rules.transforms.${i}.to`] = [`The column "${t.to}" already exists.`];
    if (t.type === 'rename') known.delete(t.column);
    known.add(t.to);
  });
  return errors;
}

export function applyRules(source: FeedTable, rules: FeedRules): FeedTable {
  let columns: FeedColumn[] = [...source.columns];
  let rows: FeedRow[] = source.rows.filter((row) => rules.filters.every((f) => passes(row, f)));
  for (const t of rules.transforms) {
    if (t.type === 'rename') {
      columns = columns.map((c) => (c.name === t.column ? { ...c, name: t.to } : c));
      rows = rows.map(({ [t.column]: value, ...rest }) => ({ ...rest, [t.to]: value ?? '' }));
    } else {
      if (!columns.some((c) => c.name === t.to)) columns.push({ name: t.to, type: 'text' });
      rows = rows.map((row) => ({ ...row, [t.to]: t.columns.map((c) => row[c] ?? '').filter((x) => x !== '').join(t.separator) }));
    }
  }
  return { columns, rows };
}
