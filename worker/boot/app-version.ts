/**
 * The app version and the build stamped by the build (vite `define`, vite.config.ts): the commit
 * it was built from and when, so a log or an error report names the build to check out.
 * 'dev' and no build when run unbundled (Node tests, scripts).
 */
import type { AppBuild } from '../log/ndjson';

declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: AppBuild | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
export const APP_BUILD: AppBuild | null = typeof __APP_BUILD__ === 'object' ? __APP_BUILD__ : null;
