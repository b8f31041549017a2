/**
 * Sends one of the provider's own HTML pages: no caching (they show session state), and a CSP
 * that allows no scripts and lets forms go only to the provider itself and, at the end of a
 * sign-in redirect chain, to the app (Chromium applies form-action to the redirects too).
 */
import type { KoaContext } from 'oidc-provider';
import type { SafeHtml } from './html.ts';

export function sendPage(ctx: KoaContext, page: SafeHtml, p: { appOrigin: string; status?: number }): void {
  ctx.status = p.status ?? 200;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${p.appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = page.value;
}
