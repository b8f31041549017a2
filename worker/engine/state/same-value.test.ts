// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepIfSame, sameValue } from './same-value';

describe('sameValue', () => {
  it('compares wire data structurally', () => {
    expect(sameValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ a: null }, { a: 0 })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue('1', 1)).toBe(false);
  });

  it('keeps the previous identity only when equal', () => {
    const previous = { id: 1, brand: { label: 'Acme', modules: [{ label: 'x', href: '/x' }] } };
    expect(keepIfSame(previous, structuredClone(previous))).toBe(previous);
    const changed = { ...structuredClone(previous), id: 2 };
    expect(keepIfSame(previous, changed)).toBe(changed);
  });
});
