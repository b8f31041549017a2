import { describe, expect, it } from 'vitest';
import { initialSnapshot } from '../domains/registry';
import { diffSlices, diffValues } from './diff';

describe('diffValues', () => {
  it('lists changed, added and removed paths with compact previews', () => {
    const { entries, truncated } = diffValues({ a: 1, b: { c: 'x' }, gone: true }, { a: 2, b: { c: 'x', d: null }, fresh: [1] });
    expect(truncated).toBe(false);
    expect(entries).toEqual([
      { path: 'a', kind: 'changed', before: '1', after: '2' },
      { path: 'b.d', kind: 'added', before: null, after: 'null' },
      { path: 'gone', kind: 'removed', before: 'true', after: null },
      { path: 'fresh', kind: 'added', before: null, after: '[1]' },
    ]);
  });

  it('matches list items by id, so an insertion at the top is one addition', () => {
    const before = { items: [{ id: 2, s: 'a' }, { id: 1, s: 'b' }] };
    const after = { items: [{ id: 3, s: 'n' }, { id: 2, s: 'a' }, { id: 1, s: 'c' }] };
    expect(diffValues(before, after).entries).toEqual([
      { path: 'items[id=1].s', kind: 'changed', before: '"b"', after: '"c"' },
      { path: 'items[id=3]', kind: 'added', before: null, after: '{"id":3,"s":"n"}' },
    ]);
  });

  it('falls back to positions for lists without unique ids', () => {
    expect(diffValues([1, 2], [1, 3, 4]).entries).toEqual([
      { path: '[1]', kind: 'changed', before: '2', after: '3' },
      { path: '[2]', kind: 'added', before: null, after: '4' },
    ]);
  });

  it('stops at the limit and says so; long values are shortened', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    const { entries, truncated } = diffValues({}, many, 5);
    expect(entries).toHaveLength(5);
    expect(truncated).toBe(true);
    const long = diffValues('a', 'b'.repeat(200)).entries[0];
    expect(long?.after).toHaveLength(80);
    expect(long?.after?.endsWith('…')).toBe(true);
  });

  it('finds nothing between equal values, whatever their key order', () => {
    expect(diffValues({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1 }).entries).toEqual([]);
  });
});

describe('diffSlices', () => {
  it('reports only the slices that differ', () => {
    const before = initialSnapshot();
    const after = { ...before, balance: { ...before.balance, value: 4.99 }, toasts: { ...before.toasts } };
    expect(diffSlices(before, after)).toEqual([{ slice: 'balance', entries: [{ path: 'value', kind: 'changed', before: 'null', after: '4.99' }], truncated: false }]);
  });
});
