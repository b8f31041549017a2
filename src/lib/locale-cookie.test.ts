import { describe, expect, it } from 'vitest';
import { localeCookieString, readLocaleCookie, writeLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads a known locale among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=cs; XSRF-TOKEN=x')).toBe('cs');
    expect(readLocaleCookie('locale=fr')).toBe('fr');
  });
  it('ignores unknown values, other names and absence', () => {
    expect(readLocaleCookie('locale=de')).toBeNull();
    expect(readLocaleCookie('my-locale=cs')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
  it('is written for 365 days with SameSite=Lax', () => {
    expect(localeCookieString('cs', false)).toBe('locale=cs; path=/; max-age=31536000; SameSite=Lax');
    expect(localeCookieString('en', true)).toContain('; Secure');
  });
  it('round-trips through document.cookie', () => {
    writeLocaleCookie('fr');
    expect(readLocaleCookie(document.cookie)).toBe('fr');
    writeLocaleCookie('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
  });
});
