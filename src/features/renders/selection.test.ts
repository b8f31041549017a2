import { describe, expect, it } from 'vitest';
import { allState, clickChange } from './selection';

describe('selection clicks', () => {
  it('toggles one render on and off', () => {
    expect(clickChange('8', 1, false, null, false)).toEqual({ kind: 'toggle', id: '8', on: true });
    expect(clickChange('8', 1, false, 1, true)).toEqual({ kind: 'toggle', id: '8', on: false });
  });

  it('selects a range with Shift, in either direction, from the last row clicked', () => {
    expect(clickChange('6', 3, true, 1, false)).toEqual({ kind: 'range', from: 1, to: 3, on: true });
    expect(clickChange('9', 0, true, 3, false)).toEqual({ kind: 'range', from: 0, to: 3, on: true });
  });

  it('clears a range when the clicked row was selected', () => {
    expect(clickChange('7', 2, true, 4, true)).toEqual({ kind: 'range', from: 2, to: 4, on: false });
  });

  it('toggles one row when there is no anchor to range from', () => {
    expect(clickChange('7', 2, true, null, false)).toEqual({ kind: 'toggle', id: '7', on: true });
    expect(clickChange('7', 2, true, 2, false)).toEqual({ kind: 'toggle', id: '7', on: true });
  });

  it('says whether none, some or all listed renders are selected', () => {
    expect(allState(0, 5)).toBe('none');
    expect(allState(2, 5)).toBe('some');
    expect(allState(5, 5)).toBe('all');
  });
});
