import { describe, expect, it } from 'vitest';
import { BRAND_SEARCH_THRESHOLD, createBrandSearch, isBrandSearchEnabled } from './brand-search';

const brands = [
  { identifier: 'acme', label: 'Acme Corporation' },
  { identifier: 'beta', label: 'Beta Foods' },
  { identifier: 'cyan', label: 'Cyan Motors' },
  { identifier: 'delta', label: 'Delta Airlines' },
  { identifier: 'echo', label: 'Echo Studio' },
  { identifier: 'fjord', label: 'Fjord Outdoor' },
];

describe('brand search', () => {
  it('is enabled only above 4 brands', () => {
    expect(isBrandSearchEnabled(0)).toBe(false);
    expect(isBrandSearchEnabled(4)).toBe(false);
    expect(isBrandSearchEnabled(5)).toBe(true);
    expect(isBrandSearchEnabled(40)).toBe(true);
  });

  it('uses threshold 0.4', () => {
    expect(BRAND_SEARCH_THRESHOLD).toBe(0.4);
  });

  it('finds by label, fuzzily', () => {
    const search = createBrandSearch(brands);
    expect(search('motrs').map((b) => b.identifier)).toEqual(['cyan']);
    expect(search('Delta').map((b) => b.identifier)[0]).toBe('delta');
  });

  it('finds by identifier', () => {
    expect(createBrandSearch(brands)('fjord')[0]?.identifier).toBe('fjord');
  });

  it('rejects matches beyond the threshold', () => {
    expect(createBrandSearch(brands)('zzzzqqq')).toEqual([]);
  });

  it('gives the whole list for an empty query', () => {
    const search = createBrandSearch(brands);
    expect(search('')).toEqual(brands);
    expect(search('   ')).toEqual(brands);
  });

  it('does not filter at 4 brands or fewer (no search box there)', () => {
    const four = brands.slice(0, 4);
    expect(createBrandSearch(four)('zzzz')).toEqual(four);
  });
});
