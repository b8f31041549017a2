/**
 * Loads a language's messages when it is first used (i18next backend). English is bundled: it is
 * the default and every language's fallback, so the first paint needs it anyway. Czech and French
 * are chunks of their own, fetched by `init` for a returning user whose cookie names them and by
 * `changeLanguage` on a switch; users of one language no longer download the other two.
 */
import type { BackendModule, ResourceKey } from 'i18next';
import type { AppLocale } from '../lib/locale-cookie';

const LOADERS: Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: ResourceKey }>>> = {
  cs: () => import('../../locales/cs.json'),
  fr: () => import('../../locales/fr.json'),
};

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = LOADERS[language as keyof typeof LOADERS] as (typeof LOADERS)[keyof typeof LOADERS] | undefined;
    if (load === undefined) {
      callback(new Error(`no messages for language "${language}"`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Loads every language's chunk now (component tests, on virtual time: see preloadPages). */
export async function preloadLocales(): Promise<void> {
  await Promise.all(Object.values(LOADERS).map((load) => load()));
}
