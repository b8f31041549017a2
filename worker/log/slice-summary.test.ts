import { describe, expect, it } from 'vitest';
import { initialSnapshot, SLICE_NAMES } from '../domains/registry';
import { describeSlice, summarizeState } from './slice-summary';
import { stateHash } from './state-hash';

describe('slice summaries', () => {
  it('describes values, lists with their first ids, and nested objects one level deep', () => {
    expect(describeSlice({ status: 'ready', value: 4.99, dismissal: { restored: true, at: null } })).toBe('status="ready" value=4.99 dismissal{restored=true at=null}');
    expect(describeSlice({ items: [{ id: 'n1' }, { id: 'n2' }, { id: 'n3' }, { id: 'n4' }], marking: [] })).toBe('items[4: "n1","n2","n3",…] marking[0]');
    expect(describeSlice({ deep: { inner: { x: 1 } } })).toBe('deep{inner{1}}');
  });

  it('gives every slice of the registry, each with its own hash', () => {
    const state = initialSnapshot();
    const summaries = summarizeState(state);
    expect(summaries.map((s) => s.slice)).toEqual(SLICE_NAMES);
    const balance = summaries.find((s) => s.slice === 'balance');
    expect(balance?.hash).toBe(stateHash(state.balance));
    expect(balance?.description).toMatch(/^status="idle" value=null/);
  });
});
