import { describe, expect, it } from 'vitest';
import { usersHref, usersParams } from './users-params';

describe('users page URL', () => {
  it('reads what it understands and ignores the rest', () => {
    expect(usersParams('?page=2&role=editor&search=%20eva%20&user=3')).toEqual({ page: 2, role: 'editor', search: 'eva', user: '3' });
    expect(usersParams('?page=-1&role=boss&user=abc')).toEqual({ page: 1, role: null, search: '', user: null });
  });

  it('writes only what differs from the defaults', () => {
    expect(usersHref('/acme/brand-settings/users', { page: 1, role: null, search: '', user: null })).toBe('/acme/brand-settings/users');
    expect(usersHref('/u', { page: 3, role: 'visitor', search: 'v', user: '4' })).toBe('/u?search=v&role=visitor&page=3&user=4');
  });
});
