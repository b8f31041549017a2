// The worker's script preloaded by index.html (scripts/build/preload-worker.ts).
import { describe, expect, it } from 'vitest';
import { preloadWorker, workerScriptsOf } from '../../scripts/build/preload-worker';

// What Vite makes of `new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module' })`.
const ENTRY = 'let i=r===null?`data-layer`:tt(r),a=new Worker(new URL(`/assets/main-2KrObi5U.js`,``+import.meta.url),{type:`module`,name:i}),o=Me(a);';

type Handler = (html: string, ctx: { chunk?: { code: string } }) => unknown;
const handler = () => (preloadWorker().transformIndexHtml as { handler: Handler }).handler;

describe('preloading the worker script', () => {
  it('finds the worker scripts the entry chunk starts, once each', () => {
    expect(workerScriptsOf(ENTRY)).toEqual(['/assets/main-2KrObi5U.js']);
    expect(workerScriptsOf(`${ENTRY}${ENTRY}new Worker(new URL("/assets/other-AbCd1234.js",import.meta.url))`)).toEqual(['/assets/main-2KrObi5U.js', '/assets/other-AbCd1234.js']);
  });

  it('adds a low-priority preload link to the head of index.html', () => {
    expect(handler()('<html></html>', { chunk: { code: ENTRY } })).toEqual([{ tag: 'link', attrs: { rel: 'preload', as: 'script', crossorigin: true, fetchpriority: 'low', href: '/assets/main-2KrObi5U.js' }, injectTo: 'head' }]);
  });

  it('fails the build when the entry starts no worker, rather than losing the preload unnoticed', () => {
    expect(() => handler()('<html></html>', { chunk: { code: 'console.log(1)' } })).toThrow(/starts no worker/);
  });
});
