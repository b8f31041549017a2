// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStoredDismissals } from './stored-dismissals';

const none = { credit: { below100: null, below50: null }, storage: { above75: null, above90: null } };

describe('stored dismissal records', () => {
  it('reads the form with one record per notice as it is', () => {
    const stored = { credit: { below100: 60, below50: 30 }, storage: { above75: 80, above90: null } };
    expect(readStoredDismissals(stored)).toEqual(stored);
  });

  it('reads the one-value-per-notice form of before as the record of the level its value falls in', () => {
    expect(readStoredDismissals({ credit: 60, storage: 80 })).toEqual({ credit: { below100: 60, below50: null }, storage: { above75: 80, above90: null } });
    expect(readStoredDismissals({ credit: 30, storage: 95 })).toEqual({ credit: { below100: null, below50: 30 }, storage: { above75: null, above90: 95 } });
    // Under 5 it was lowered from a below-50 dismissal; out-of-range values were never a dismissal.
    expect(readStoredDismissals({ credit: 3, storage: null })).toEqual({ ...none, credit: { below100: null, below50: 3 } });
    expect(readStoredDismissals({ credit: 120, storage: 100 })).toEqual(none);
    expect(readStoredDismissals({ credit: null, storage: 50 })).toEqual(none);
  });

  it('reads anything else as nothing dismissed (the notices show)', () => {
    for (const stored of [undefined, null, 'x', { credit: 'x' }, { credit: { below100: 'x', below50: null }, storage: { above75: null, above90: null } }]) {
      expect(readStoredDismissals(stored)).toEqual(none);
    }
  });
});
