import { describe, expect, it } from 'vitest';
import { readXsrfToken } from './read-xsrf-token';

describe('readXsrfToken', () => {
  it('returns the URL-decoded XSRF-TOKEN among other cookies', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
  });
  it('returns null when the cookie is absent or malformed', () => {
    expect(readXsrfToken('a=1; b=2')).toBeNull();
    expect(readXsrfToken('')).toBeNull();
    expect(readXsrfToken('XSRF-TOKEN=%E0%A4%A')).toBeNull();
  });
  it('does not match a cookie whose name only ends with XSRF-TOKEN', () => {
    expect(readXsrfToken('OLD-XSRF-TOKEN=nope')).toBeNull();
  });
});
