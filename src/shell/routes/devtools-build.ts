/**
 * Whether this build has the data-layer devtools (/__devtools). vite.config.ts defines
 * `__DEVTOOLS__` as false in a production build (mode `production`, a plain `vite build`), so
 * the route and the panel's chunk are dropped as dead code there; the dev server and the local
 * stack's build (`--mode stack`) keep them. Where Vite did not compile this (vitest, e2e specs
 * reading the route table in Node) it is undefined, and the devtools are there, as in the stack.
 */
declare const __DEVTOOLS__: boolean | undefined;

export const DEVTOOLS_IN_BUILD: boolean = typeof __DEVTOOLS__ === 'undefined' || __DEVTOOLS__;
