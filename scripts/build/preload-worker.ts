/**
 * Puts the data-layer worker's script in index.html as a `<link rel="preload">`,
 * so it downloads beside the entry chunk instead of after it: the page creates the worker only once
 * the entry has run, and every data call waits for the worker. The worker's own request then finds
 * the file in the HTTP cache (content-hashed assets are cached a year, server/http/static-cache.ts).
 *
 * At low priority (`fetchpriority="low"`): the entry chunk and the stylesheet, which the first paint
 * waits for, take the line first, and the worker's script follows while the entry runs. At the same
 * priority the two shared slow 4G's bandwidth until the entry was in: Lighthouse's mobile FCP of
 * the Renders page went 2.19 → 1.73 s with it low, while the dashboard's figures were painted as soon
 * as before (2.03 and 2.09 s in two runs against 2.02 s, `npm run bench:first-load`): their data
 * calls wait for the worker's script either way (docs/benchmarks.md, "The worker's script at low priority").
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
        return scripts.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', crossorigin: true, fetchpriority: 'low', href }, injectTo: 'head' as const }));
      },
    },
  };
}
