/**
 * Parts of the shell that only some visits use (the notification centre, the brand list, rare
 * dialogs) load as chunks of their own, like pages (page-registry.tsx), so the initial JavaScript
 * stays within its budget (docs/benchmarks.md). Once the session and the first screen's figures
 * are in (mount-app.tsx), every part is fetched when the browser is idle, so opening one does not
 * wait for the network.
 */
import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/** A lazy part, which also says whether its chunk is in (deferred-menu.tsx draws a placeholder until it is wanted). */
export type LazyPart<Props extends object> = FunctionComponent<Props> & { readonly isLoaded: () => boolean };

/** A component whose chunk loads on first use (a page, a part), and the load that fills it in. */
export interface LoadedOrLazy<Props extends object> {
  readonly Component: LazyPart<Props>;
  /** Loads the chunk (once) and keeps the component, so that the next mount renders it at once. */
  readonly load: () => Promise<ComponentType<Props>>;
}

/**
 * The component `load` gives, rendered inside a Suspense boundary. Once its chunk is in, it
 * renders at once. React.lazy would suspend on its first render even then, and React shows a
 * Suspense boundary's content no sooner than 300 ms after its fallback appeared (it throttles
 * reveals against flicker): on the first load that held the page in view behind "Loading…" for
 * 300 ms after its chunk, its data and its brand were all in (docs/benchmarks.md, "First load").
 */
export function loadedOrLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): LoadedOrLazy<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadAndKeep = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed chunk is asked for again next time (chunk-reload.ts)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadAndKeep() }));
  function Part(props: Props) {
    // Chosen once per mount: switching component types later would remount the part.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Object.assign(Part, { isLoaded: () => loaded !== null }), load: loadAndKeep };
}

/** A lazy part of the shell: loaded on first use, or when the browser is idle (preloadLazyPartsWhenIdle). */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const part = loadedOrLazy(load);
  loaders.add(part.load);
  return part.Component;
}

/**
 * Loads every part's chunk now, and the parts those parts hold (a menu's own lazy list), until no
 * new part appears: component tests run on virtual time, where no chunk import would finish.
 */
export async function preloadLazyParts(): Promise<void> {
  const loaded = new Set<() => Promise<unknown>>();
  for (;;) {
    const next = [...loaders].filter((load) => !loaded.has(load));
    if (next.length === 0) return;
    for (const load of next) loaded.add(load);
    await Promise.all(next.map((load) => load()));
  }
}

/** Fetches the parts' chunks in the next idle period (called once the session has started). */
export function preloadLazyPartsWhenIdle(): void {
  const preload = () => void preloadLazyParts().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 5_000 });
  else setTimeout(preload, 1_000);
}
