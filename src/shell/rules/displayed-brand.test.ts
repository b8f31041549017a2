import { describe, expect, it } from 'vitest';
import { BRAND_LIST } from '../../../tests/harness/snapshot-fixtures';
import { displayedBrand } from './displayed-brand';

describe('displayedBrand', () => {
  it('names a listed brand by its label', () => {
    expect(displayedBrand(BRAND_LIST, 'beta')).toEqual({ identifier: 'beta', label: 'Beta Foods' });
  });
  it('falls back to the identifier for a brand missing from the list (godlike users, stale lists)', () => {
    expect(displayedBrand(BRAND_LIST, 'zulu')).toEqual({ identifier: 'zulu', label: 'zulu' });
  });
  it('has no name without a brand', () => {
    expect(displayedBrand(BRAND_LIST, null)).toEqual({ identifier: null, label: null });
  });
});
