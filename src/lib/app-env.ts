/**
 * Build-time settings of the main thread. The environment the UI shows (chip, feeds rule) comes
 * from the server through the snapshot (system.deployment); this build-time name only prefixes
 * localStorage keys, which must be known before the data layer has booted. See docs/shell.md.
 */
const env = import.meta.env as Record<string, string | undefined>;

function setting(name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

/** A production build is the production environment unless VITE_APP_ENV names another (uat). */
export function defaultAppEnvironment(mode: string): string {
  return mode === 'production' ? 'production' : 'dev';
}

export const APP_ENVIRONMENT: string = setting('VITE_APP_ENV', defaultAppEnvironment(import.meta.env.MODE));
/** The brand whose Feeds link is hidden in production unless manager/developer/visitor. */
export const FEEDS_HIDDEN_BRAND: string | null = env.VITE_FEEDS_HIDDEN_BRAND || null;
/** The guide the server serves from docs/help (server/help/), unless a deployment names its own site. */
export const DOCS_URL: string = setting('VITE_DOCS_URL', '/help/');
/** The guide's support page: this installation's support address (`SUPPORT_EMAIL`) and what to send. */
export const SUPPORT_URL: string = setting('VITE_SUPPORT_URL', '/help/support');
