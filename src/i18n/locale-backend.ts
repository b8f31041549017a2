/**
 * Loads messages when they are first used (i18next backend). Two kinds of files:
 *
 * - `locales/<lang>.json`, the default namespace: the shell's and shared messages. English is
 *   bundled (it is the default and every language's fallback, so the first paint needs it);
 *   Czech and French are chunks of their own, fetched for a user whose language they are.
 * - `locales/areas/<area>/<lang>.json`, one namespace per feature area (`useTranslation('<area>')`
 *   in `src/features/<area>/`). Each is its own chunk, loaded with the area's pages, so the first
 *   page never downloads the messages of screens it does not show. A key missing from an area
 *   falls back to the default namespace (`fallbackNS` in index.ts).
 *
 * The file lists come from the file system (import.meta.glob): adding an area is adding its files.
 */
import type { BackendModule, ResourceKey } from 'i18next';
import type { AppLocale } from '../lib/locale-cookie';

type Load = () => Promise<ResourceKey>;

const DEFAULT_NAMESPACE_LOADERS: Readonly<Record<Exclude<AppLocale, 'en'>, Load>> = {
  cs: () => import('../../locales/cs.json').then((m) => m.default),
  fr: () => import('../../locales/fr.json').then((m) => m.default),
};

/** `../../locales/areas/<area>/<lang>.json` → loader. */
const AREA_FILES = import.meta.glob<ResourceKey>('../../locales/areas/*/*.json', { import: 'default' });

export const DEFAULT_NAMESPACE = 'translation';

/** The feature areas that have messages of their own (the folder names under locales/areas). */
export const LOCALE_AREAS: readonly string[] = [...new Set(Object.keys(AREA_FILES).map((path) => path.split('/').at(-2)!))].sort();

function loaderFor(language: string, namespace: string): Load | undefined {
  if (namespace === DEFAULT_NAMESPACE) return DEFAULT_NAMESPACE_LOADERS[language as keyof typeof DEFAULT_NAMESPACE_LOADERS];
  return AREA_FILES[`../../locales/areas/${namespace}/${language}.json`];
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (load === undefined) {
      callback(new Error(`no messages for language "${language}" in namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Loads every language's and area's chunk now (component tests, on virtual time: see preloadPages). */
export async function preloadLocales(): Promise<void> {
  await Promise.all([...Object.values(DEFAULT_NAMESPACE_LOADERS), ...Object.values(AREA_FILES)].map((load) => load()));
}
