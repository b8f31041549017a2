/** The app version stamped by the build (vite `define`); 'dev' when run unbundled (Node tests). */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
