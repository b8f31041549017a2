import { describe, expect, it } from 'vitest';
import { allState, selectedAmong, toggle } from './selection';

const ids = ['9', '8', '7', '6', '5'];

describe('selection', () => {
  it('toggles one render on and off', () => {
    const one = toggle(new Set(), ids, '8', 1, false, null);
    expect([...one]).toEqual(['8']);
    expect([...toggle(one, ids, '8', 1, false, 1)]).toEqual([]);
  });

  it('selects a range with Shift, in either direction, from the last row clicked', () => {
    expect([...toggle(new Set(['8']), ids, '6', 3, true, 1)].sort()).toEqual(['6', '7', '8']);
    expect([...toggle(new Set(['6']), ids, '9', 0, true, 3)].sort()).toEqual(['6', '7', '8', '9']);
  });

  it('clears a range when the clicked row was selected', () => {
    expect([...toggle(new Set(ids), ids, '7', 2, true, 4)].sort()).toEqual(['8', '9']);
  });

  it('toggles one row when there is no anchor to range from', () => {
    expect([...toggle(new Set(), ids, '7', 2, true, null)]).toEqual(['7']);
    expect([...toggle(new Set(), ids, '7', 2, true, 40)]).toEqual(['7']);
  });

  it('counts only the selected renders still listed', () => {
    expect(selectedAmong(new Set(['9', '1', '5']), ids)).toBe(2);
    expect(allState(0, 5)).toBe('none');
    expect(allState(2, 5)).toBe('some');
    expect(allState(5, 5)).toBe('all');
  });
});
