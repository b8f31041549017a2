import { describe, expect, it } from 'vitest';
import { effectiveLocale, offeredLocales } from './locales';

describe('locales', () => {
  it('offers French only to godlike users', () => {
    expect(offeredLocales(true)).toEqual(['en', 'cs', 'fr']);
    expect(offeredLocales(false)).toEqual(['en', 'cs']);
  });
  it('falls back to English for French without the godlike flag', () => {
    expect(effectiveLocale('fr', false)).toBe('en');
    expect(effectiveLocale('fr', true)).toBe('fr');
    expect(effectiveLocale('cs', false)).toBe('cs');
  });
  it('keeps the cookie locale before the user is known', () => {
    expect(effectiveLocale('fr', null)).toBe('fr');
  });
});
