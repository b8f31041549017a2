/**
 * The app's `useTranslation`: react-i18next's hook (`const { t, i18n } = useTranslation('area')`),
 * at a fraction of its cost per component. eslint keeps react-i18next's own out of the app.
 *
 * react-i18next 17 gives every component that calls its hook a copy of the i18n instance (all of
 * its property descriptors) and listeners of its own on the instance's emitters, whose removal
 * scans every listener. On the Renders page, whose rows call it four times each, that was the
 * largest single cost of the rows' first render on a phone's CPU (18 of 151 ms, 4× throttled), and
 * it came again for every row scrolled into view. Here every component shares one subscription per
 * instance and one `t` per language and namespace; a language change re-renders them all, as
 * react-i18next's does.
 *
 * What it keeps of react-i18next: the namespace is reported as used (so a language change loads it
 * before it switches), and a namespace not loaded yet suspends the component until it is.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  readonly t: TFunction;
  readonly i18n: I18n;
}

interface Followed {
  /** Bumped by every language change: what components re-render for. */
  version: number;
  /** For useSyncExternalStore: one function, so React does not subscribe again at every render. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly getVersion: () => number;
  /** One answer per language and namespace, so `t` keeps its identity between renders. */
  readonly answers: Map<string, Translation>;
  /** Namespaces being loaded, per language and namespace: the promise a component suspends on. */
  readonly loading: Map<string, Promise<void>>;
}

const followed = new WeakMap<I18n, Followed>();

function follow(i18n: I18n): Followed {
  const known = followed.get(i18n);
  if (known !== undefined) return known;
  const listeners = new Set<() => void>();
  const state: Followed = {
    version: 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => state.version,
    answers: new Map(),
    loading: new Map(),
  };
  i18n.on('languageChanged', () => {
    state.version += 1;
    for (const listener of [...listeners]) listener();
  });
  followed.set(i18n, state);
  return state;
}

interface UsedNamespaces {
  readonly reportNamespaces?: { addUsedNamespaces(namespaces: readonly string[]): void };
}

export function useTranslation(namespace?: string): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = follow(i18n);
  useSyncExternalStore(state.subscribe, state.getVersion);
  const ns = namespace ?? (i18n.options.defaultNS as string | undefined) ?? 'translation';
  const language = i18n.language;
  const key = `${language}|${ns}`;
  if (!state.answers.has(key)) (i18n as I18n & UsedNamespaces).reportNamespaces?.addUsedNamespaces([ns]);
  if (!i18n.hasLoadedNamespace(ns)) {
    let loading = state.loading.get(key);
    if (loading === undefined) {
      loading = i18n.loadNamespaces(ns).finally(() => state.loading.delete(key));
      state.loading.set(key, loading);
    }
    // Thrown, as react-i18next does, not `use(loading)`: React replays a component suspended by
    // `use` during its first render with the update dispatcher, and the hooks after this one then
    // fail with "Update hook called on initial render" (React error #467, seen in e2e visiting
    // every route); a thrown promise unwinds to the boundary and renders the component afresh.
    throw loading;
  }
  let answer = state.answers.get(key);
  if (answer === undefined) {
    answer = { t: i18n.getFixedT(language, ns), i18n };
    state.answers.set(key, answer);
  }
  return answer;
}
