import { describe, expect, it } from 'vitest';
import { makeToast } from '../../../tests/harness/snapshot-fixtures';
import { isLocalToast, mergeToasts } from './toasts';

describe('toast merge', () => {
  it('interleaves worker and local toasts by time, oldest first', () => {
    const merged = mergeToasts([makeToast({ id: 'w1', at: 1, key: 'A' }), makeToast({ id: 'w2', at: 3, key: 'C' })], [makeToast({ id: 'local-1', at: 2, key: 'B' })]);
    expect(merged.map((t) => t.id)).toEqual(['w1', 'local-1', 'w2']);
    expect(merged.map((t) => t.origin)).toEqual(['worker', 'local', 'worker']);
  });

  it('replaces a stale toast by the newest saying the same', () => {
    const merged = mergeToasts([makeToast({ id: 'w1', at: 1, key: 'REQUESTS.NETWORK' }), makeToast({ id: 'w2', at: 5, key: 'REQUESTS.NETWORK' })], []);
    expect(merged.map((t) => t.id)).toEqual(['w2']);
  });

  it('keeps toasts with the same key but different text', () => {
    const merged = mergeToasts([makeToast({ id: 'a', at: 1, key: 'X', text: 'one' }), makeToast({ id: 'b', at: 2, key: 'X', text: 'two' })], []);
    expect(merged).toHaveLength(2);
  });

  it('shows at most 8, the newest', () => {
    const many = Array.from({ length: 12 }, (_, i) => makeToast({ id: `t${i}`, at: i, key: `K${i}` }));
    const merged = mergeToasts(many, []);
    expect(merged).toHaveLength(8);
    expect(merged[0]?.id).toBe('t4');
    expect(merged[7]?.id).toBe('t11');
  });

  it('tells local toasts apart', () => {
    expect(isLocalToast('local-3')).toBe(true);
    expect(isLocalToast('toast-3')).toBe(false);
  });
});
