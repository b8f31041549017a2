/**
 * Which UI languages a user is offered (spec sections 1 and 6): French only to godlike users.
 * The server's locale wins after sign-in; a non-godlike user whose stored locale is French gets
 * English, the fallback, because French is not offered to them.
 */
import { DEFAULT_LOCALE, type AppLocale } from '../../lib/locale-cookie';

export function offeredLocales(isGodlike: boolean): readonly AppLocale[] {
  return isGodlike ? ['en', 'cs', 'fr'] : ['en', 'cs'];
}

/** The locale to show: `preferred` when offered to this user (unknown user: anything we have). */
export function effectiveLocale(preferred: AppLocale, isGodlike: boolean | null): AppLocale {
  if (isGodlike === null) return preferred;
  return offeredLocales(isGodlike).includes(preferred) ? preferred : DEFAULT_LOCALE;
}
