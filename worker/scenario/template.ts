/**
 * Templates inside scenario values, so storms need no giant files:
 *  - `"{{expr}}"` alone in a string becomes the number (`"id": "{{i % 500}}"` → `"id": 17`),
 *    `"{{expr | text}}"` the number as a string (`"id": "{{i + 1 | text}}"` → `"id": "18"`);
 *    inside a longer string it is interpolated (`"Build {{i}}"` → `"Build 17"`);
 *  - `{ "$repeat": 500, "item": {...} }` as an array element becomes 500 elements, `i` = 0…499.
 * Expressions: expression.ts (integers, variables, + - * %, no eval).
 */
import { evaluateExpression, ExpressionError } from './expression';
import { childPath, ScenarioError } from './scenario-error';

const WHOLE = /^\{\{([^{}]*)\}\}$/;
const PART = /\{\{([^{}]*)\}\}/g;
const TEXT = /^(.*)\|\s*text\s*$/;
/** A guard against a file that expands into more than memory allows. */
export const MAX_REPEAT = 100_000;

type Vars = Readonly<Record<string, number>>;

function evaluate(expression: string, vars: Vars, path: string): number {
  try {
    return evaluateExpression(expression, vars);
  } catch (e) {
    if (e instanceof ExpressionError) throw new ScenarioError(e.message, path);
    throw e;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy of `value` with every template filled in. Values without `{{` or `$repeat` are shared. */
export function fillTemplate(value: unknown, vars: Vars, path: string): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return value;
    const whole = WHOLE.exec(value);
    if (whole) {
      const text = TEXT.exec(whole[1] as string);
      return text ? String(evaluate(text[1] as string, vars, path)) : evaluate(whole[1] as string, vars, path);
    }
    return value.replace(PART, (_, expression: string) => String(evaluate(TEXT.exec(expression)?.[1] ?? expression, vars, path)));
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, index) => {
      const itemPath = childPath(path, index);
      if (isRecord(item) && '$repeat' in item) {
        const count = item.$repeat;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_REPEAT) {
          throw new ScenarioError(`$repeat must be an integer from 0 to ${MAX_REPEAT}`, childPath(itemPath, '$repeat'));
        }
        if (!('item' in item)) throw new ScenarioError('a $repeat needs an "item"', itemPath);
        for (let i = 0; i < count; i++) out.push(fillTemplate(item.item, { ...vars, i }, childPath(itemPath, 'item')));
      } else {
        out.push(fillTemplate(item, vars, itemPath));
      }
    });
    return out;
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillTemplate(item, vars, childPath(path, key));
    return out;
  }
  return value;
}
