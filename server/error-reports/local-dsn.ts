/**
 * The DSN of the local error-reporting endpoint (routes.ts) for an app origin. The local stack
 * announces it to the client unless SENTRY_DSN says otherwise (an empty SENTRY_DSN turns
 * reporting off). Project 1, public key `public`: the endpoint accepts any.
 */
export function localSentryDsn(appOrigin: string): string {
  const url = new URL('/__sentry/1', appOrigin);
  url.username = 'public';
  return url.href;
}
