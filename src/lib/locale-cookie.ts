/**
 * The UI locale cookie (spec sections 1 and 9): `locale`, 365 days, SameSite=Lax. Read before the
 * session is known so the first paint is already in the right language.
 */
import { readCookie } from './cookies';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../../worker/contract/entities';

export { LOCALE_COOKIE, LOCALES };
export type AppLocale = Locale;
export const DEFAULT_LOCALE: AppLocale = 'en';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale in a `document.cookie` string, or null when absent or not one of ours. */
export function readLocaleCookie(cookieString: string): AppLocale | null {
  const value = readCookie(cookieString, LOCALE_COOKIE);
  return isAppLocale(value) ? value : null;
}

/** The `document.cookie` assignment that stores the locale. */
export function localeCookieString(locale: AppLocale, secure: boolean): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'path=/', `max-age=${LOCALE_COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeLocaleCookie(locale: AppLocale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}
