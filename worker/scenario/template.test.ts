import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError } from './expression';
import { ScenarioError } from './scenario-error';
import { fillTemplate } from './template';

describe('scenario expressions', () => {
  it('computes integers with + - * %, precedence, parentheses and unary minus', () => {
    expect(evaluateExpression('(i * 3 + 2) % 500 + 1', { i: 200 })).toBe(103);
    expect(evaluateExpression('1 + 2 * 3 - -4', {})).toBe(11);
    expect(evaluateExpression('i % 5 * 500 + 500', { i: 7 })).toBe(1500);
  });

  it('refuses anything else instead of evaluating it', () => {
    expect(() => evaluateExpression('process.exit(1)', {})).toThrow(ExpressionError);
    expect(() => evaluateExpression('i / 2', { i: 1 })).toThrow('unexpected character "/"');
    expect(() => evaluateExpression('k + 1', { i: 1 })).toThrow('unknown variable "k"');
    expect(() => evaluateExpression('(1 + 2', {})).toThrow('missing ")"');
    expect(() => evaluateExpression('4 % 0', {})).toThrow('modulo by zero');
    expect(() => evaluateExpression('1 2', {})).toThrow('extra tokens');
  });
});

describe('templates', () => {
  it('a whole-string expression becomes a number, `| text` keeps it a string, longer strings interpolate', () => {
    expect(fillTemplate({ id: '{{i + 1}}', key: '{{i + 1 | text}}', label: 'Build {{i}} of {{i * 2}}' }, { i: 4 }, '$')).toEqual({ id: 5, key: '5', label: 'Build 4 of 8' });
  });

  it('$repeat expands array items with i from 0', () => {
    expect(fillTemplate({ data: [{ id: 0 }, { $repeat: 3, item: { id: '{{i + 1}}' } }] }, {}, '$')).toEqual({ data: [{ id: 0 }, { id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('leaves values without templates untouched and reports a bad one with its path', () => {
    const plain = { a: [1, 'two', null] };
    expect(fillTemplate(plain, {}, '$')).toEqual(plain);
    expect(() => fillTemplate({ body: { id: '{{i}}' } }, {}, '$.http[0]')).toThrow(new ScenarioError('unknown variable "i" in {{i}} (variables exist only inside a repetition)', '$.http[0].body.id'));
    expect(() => fillTemplate([{ $repeat: -1, item: 1 }], {}, '$')).toThrow('$[0].$repeat: $repeat must be an integer');
  });
});
