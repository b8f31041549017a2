import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, listSearch, parseListParams, withFilter } from './list-params';

describe('list params', () => {
  it('reads the defaults from an empty or malformed query', () => {
    expect(parseListParams('')).toEqual(DEFAULT_PARAMS);
    expect(parseListParams('?view=deleted&page=-2&create=yes')).toEqual(DEFAULT_PARAMS);
    expect(parseListParams('?page=1.5')).toEqual(DEFAULT_PARAMS);
  });

  it('round-trips every field', () => {
    const params = { view: 'archived', search: 'summer sale', tag: 'q3', create: true } as const;
    expect(listSearch(params)).toBe('?view=archived&q=summer+sale&tag=q3&create=1');
    expect(parseListParams(listSearch(params))).toEqual(params);
  });

  it('leaves the defaults out of the URL', () => {
    expect(listSearch(DEFAULT_PARAMS)).toBe('');
  });

  it('trims the search and the tag', () => {
    expect(parseListParams('?q=%20banner%20&tag=%20x').search).toBe('banner');
    expect(parseListParams('?q=%20banner%20&tag=%20x').tag).toBe('x');
  });

  it('changes only the filter it is given', () => {
    expect(withFilter({ ...DEFAULT_PARAMS, view: 'archived', search: 'sale' }, { tag: 'q3' })).toEqual({ ...DEFAULT_PARAMS, view: 'archived', search: 'sale', tag: 'q3' });
  });

  it('ignores the page of an old link: the list scrolls instead', () => {
    expect(parseListParams('?page=4&tag=q3')).toEqual({ ...DEFAULT_PARAMS, tag: 'q3' });
  });
});
