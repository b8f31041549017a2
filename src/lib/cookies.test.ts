import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('returns the named cookie among others, trimmed and URL-decoded', () => {
    expect(readCookie('a=1;  XSRF-TOKEN=abc%3D%3D ; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('locale=cs', 'locale')).toBe('cs');
  });
  it('keeps an `=` inside the value', () => {
    expect(readCookie('k=a=b', 'k')).toBe('a=b');
  });
  it('returns the first of two cookies with the same name (the most specific path, as browsers order them)', () => {
    expect(readCookie('k=first; k=second', 'k')).toBe('first');
  });
  it('returns an empty value as the empty string, not as absent', () => {
    expect(readCookie('k=', 'k')).toBe('');
  });
  it('returns null when absent, nameless or malformed', () => {
    expect(readCookie('', 'k')).toBeNull();
    expect(readCookie('a=1; b=2', 'k')).toBeNull();
    expect(readCookie('k', 'k')).toBeNull();
    expect(readCookie('k=%E0%A4%A', 'k')).toBeNull();
  });
  it('matches the whole name only', () => {
    expect(readCookie('OLD-XSRF-TOKEN=nope', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('my-locale=cs', 'locale')).toBeNull();
  });
});
