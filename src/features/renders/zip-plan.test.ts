import { describe, expect, it } from 'vitest';
import { ZIP_MAX_IDS, zipPlan } from './zip-plan';

describe('zipPlan', () => {
  it('sends the selected finished renders', () => {
    expect(zipPlan(3, 2)).toEqual({ kind: 'ready', count: 2 });
  });

  it('has nothing to do without a listed render selected', () => {
    expect(zipPlan(0, 0)).toEqual({ kind: 'nothing-selected' });
  });

  it('says so when none of the selected renders has a file yet', () => {
    expect(zipPlan(2, 0)).toEqual({ kind: 'none-finished' });
  });

  it('allows exactly 999 finished renders and refuses one more, whatever else is selected', () => {
    expect(zipPlan(1500, ZIP_MAX_IDS + 1)).toEqual({ kind: 'too-many', count: 1000 });
    expect(zipPlan(1500, ZIP_MAX_IDS)).toEqual({ kind: 'ready', count: 999 });
  });
});
