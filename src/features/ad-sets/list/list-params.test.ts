import { describe, expect, it } from 'vitest';
import { adSetListSearch, parseAdSetListParams } from './list-params';

const DEFAULTS = { search: '', review: '', archived: false } as const;

describe('ad-set list params', () => {
  it('round-trips every field and leaves the defaults out', () => {
    const params = { search: 'summer sale', review: 'partly-approved', archived: true } as const;
    expect(adSetListSearch(params)).toBe('?search=summer+sale&review=partly-approved&archived=1');
    expect(parseAdSetListParams(adSetListSearch(params))).toEqual(params);
    expect(adSetListSearch(DEFAULTS)).toBe('');
  });

  it('falls back to the default for a malformed value', () => {
    expect(parseAdSetListParams('?review=maybe&archived=yes')).toEqual(DEFAULTS);
    expect(parseAdSetListParams('?review=none').review).toBe('none');
  });

  it('ignores the page of an old link: the list scrolls instead', () => {
    expect(parseAdSetListParams('?page=4&review=rejected')).toEqual({ ...DEFAULTS, review: 'rejected' });
    expect(adSetListSearch(parseAdSetListParams('?page=4'))).toBe('');
  });
});
