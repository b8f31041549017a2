/**
 * i18next set-up (spec sections 1 and 9): en (source of truth), cs, fr; fallback en. The first
 * language comes from the `locale` cookie so the first paint is right; after sign-in the server's
 * locale wins (app/session/locale-sync.tsx). English is bundled; Czech and French load as their
 * own chunks when used (locale-backend.ts), so they are not part of the initial JavaScript.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { DEFAULT_LOCALE, LOCALES, readLocaleCookie, type AppLocale } from '../lib/locale-cookie';
import { DEFAULT_NAMESPACE, localeBackend } from './locale-backend';

/** A fresh, initialised instance (tests create one each; the app keeps one, see initI18n). */
export async function createI18n(locale: AppLocale = DEFAULT_LOCALE): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).use(localeBackend).init({
    resources: { en: { translation: en } },
    // The bundled resources are English only; other languages come from the backend.
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Area namespaces (locale-backend.ts) fall back to the shared messages, so an area's
    // components can use both with one `t`.
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    // React escapes what it renders; escaping here too would show "&amp;" to users.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let appInstance: Promise<i18n> | null = null;

/** The app's instance, created once from the locale cookie. */
export function initI18n(): Promise<i18n> {
  appInstance ??= createI18n(readLocaleCookie(document.cookie) ?? DEFAULT_LOCALE).then((instance) => {
    const syncLang = (lng: string) => {
      document.documentElement.lang = lng;
    };
    syncLang(instance.language);
    instance.on('languageChanged', syncLang);
    return instance;
  });
  return appInstance;
}
