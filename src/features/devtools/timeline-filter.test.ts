import { describe, expect, it } from 'vitest';
import type { TimelineRow } from '../../../worker/contract/log-inspection';
import { ANY_FILTER, filterOptions, filterRows, NO_BRAND, stepWithin } from './timeline-filter';

const rows: TimelineRow[] = [
  { seq: 1, at: 0, source: 'http', brand: null, type: 'session/loaded' },
  { seq: 2, at: 0, source: 'live', brand: 'acme', type: 'balance/changed' },
  { seq: 3, at: 0, source: 'http', brand: 'beta', type: 'balance/changed' },
  { seq: 4, at: 0, source: 'live', brand: 'acme', type: 'builds/widget-loaded' },
];

describe('timeline filter', () => {
  it('keeps every row without a filter, and those matching all set filters', () => {
    expect(filterRows(rows, ANY_FILTER)).toEqual([0, 1, 2, 3]);
    expect(filterRows(rows, { ...ANY_FILTER, source: 'live' })).toEqual([1, 3]);
    expect(filterRows(rows, { ...ANY_FILTER, type: 'balance/changed', brand: 'beta' })).toEqual([2]);
    expect(filterRows(rows, { ...ANY_FILTER, brand: NO_BRAND })).toEqual([0]);
  });

  it('offers the values present in the log', () => {
    expect(filterOptions(rows)).toEqual({ sources: ['http', 'live'], types: ['balance/changed', 'builds/widget-loaded', 'session/loaded'], brands: ['\u0000none', 'acme', 'beta'].sort() });
  });

  it('steps to the next or previous kept row, from anywhere', () => {
    expect(stepWithin([1, 3], -1, 1)).toBe(1);
    expect(stepWithin([1, 3], 1, 1)).toBe(3);
    expect(stepWithin([1, 3], 2, -1)).toBe(1);
    expect(stepWithin([1, 3], 3, 1)).toBeNull();
    expect(stepWithin([1, 3], 1, -1)).toBeNull();
    expect(stepWithin([], 0, 1)).toBeNull();
  });
});
