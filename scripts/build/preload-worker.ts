/**
 * Puts the data-layer worker's script in index.html as a `<link rel="preload">`,
 * so it downloads beside the entry chunk instead of after it: the page creates the worker only once
 * the entry has run, and every data call waits for the worker. The worker's own request then finds
 * the file in the HTTP cache (content-hashed assets are cached a year, server/http/static-cache.ts).
 *
 * The worker's file name exists only in the built entry chunk (`new Worker(new URL('/assets/…'))`,
 * Vite's output for `new Worker(new URL('…', import.meta.url))`); a build where it is not found
 * fails rather than silently losing the preload.
 */
import type { Plugin } from 'vite';

const WORKER_URL = /new Worker\(new URL\(([`'"])(\/assets\/[^`'"]+\.js)\1/g;

/** The worker scripts an entry chunk starts. */
export function workerScriptsOf(code: string): string[] {
  return [...new Set([...code.matchAll(WORKER_URL)].map((m) => m[2]!))];
}

export function preloadWorker(): Plugin {
  return {
    name: 'preload-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const scripts = ctx.chunk ? workerScriptsOf(ctx.chunk.code) : [];
        if (scripts.length === 0) throw new Error('preload-worker: the entry chunk starts no worker (new Worker(new URL(…))); the data layer needs one.');
        return scripts.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', crossorigin: true, href }, injectTo: 'head' as const }));
      },
    },
  };
}
