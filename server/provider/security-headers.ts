/**
 * Security headers on every answer of the account provider, including oidc-provider's own
 * (discovery, JWKS, token, redirects, its form_post page). Our HTML pages replace the CSP with
 * a stricter one (respond.ts: no scripts at all). The default here keeps `script-src 'self'` so
 * oidc-provider can add the hash of form_post's inline auto-submit script to it, as it does
 * whenever a CSP with script-src is set; forms may go to the provider and to the app (sign-in
 * ends with a redirect or a form post to the app's /login). Nothing frames the provider.
 */
import type { Middleware } from 'oidc-provider';

export function providerSecurityHeaders(appOrigin: string): Middleware {
  const headers: Readonly<Record<string, string>> = {
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  return async (ctx, next) => {
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    await next();
  };
}
