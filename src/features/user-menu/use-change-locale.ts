/**
 * Switching the UI language: at once in the page (and the cookie, so the next visit starts in it),
 * and in the data layer, which stores it on the user (`session/set-locale`).
 */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDataLayer } from '../../data-client';
import { writeLocaleCookie, type AppLocale } from '../../lib/locale-cookie';

export function useChangeLocale(): (locale: AppLocale) => void {
  const { i18n } = useTranslation();
  const api = useDataLayer();
  return useCallback(
    (locale: AppLocale) => {
      writeLocaleCookie(locale);
      void i18n.changeLanguage(locale);
      void api.dispatch({ type: 'session/set-locale', locale });
    },
    [api, i18n],
  );
}
