/**
 * The provider's pages outside the OAuth flow: its front page, the account's security page and
 * the logout page the app sends people to after its own logout.
 */
import type { KoaContext, Provider } from 'oidc-provider';
import { personById } from './accounts.ts';
import { APPLICATION_NAME } from './configuration.ts';
import { PROVIDER_PATHS } from './paths.ts';
import { sendPage } from './respond.ts';
import { homePage } from './views/home.ts';
import { securityPage } from './views/security.ts';
import { signedOutPage } from './views/signed-out.ts';

export interface AccountPagesOptions {
  readonly provider: Provider;
  readonly appOrigin: string;
}

/** Handles the request if it is one of these pages; false otherwise. */
export async function handleAccountPage(ctx: KoaContext, o: AccountPagesOptions): Promise<boolean> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  const page = { appOrigin: o.appOrigin };
  const names = { applicationName: APPLICATION_NAME, appOrigin: o.appOrigin };

  switch (ctx.path) {
    case '/':
      sendPage(ctx, homePage({ ...names, securityPath: PROVIDER_PATHS.security }), page);
      return true;
    case PROVIDER_PATHS.security: {
      const session = await o.provider.Session.get(ctx);
      const person = session.accountId ? personById(session.accountId) : undefined;
      sendPage(ctx, securityPage({ ...names, person, logoutPath: PROVIDER_PATHS.logout }), page);
      return true;
    }
    case PROVIDER_PATHS.logout:
      await endSession(ctx, o.provider);
      sendPage(ctx, signedOutPage({ ...names, application: applicationParam(ctx) }), page);
      return true;
    default:
      return false;
  }
}

/**
 * Ends the provider session on a plain GET: the app has already ended its own session when it
 * sends the browser here (`?loggedOut=1`), and a forced sign-out of a local demo provider is
 * harmless, so there is no confirmation step.
 */
async function endSession(ctx: KoaContext, provider: Provider): Promise<void> {
  const session = await provider.Session.get(ctx);
  if (session.accountId) await session.destroy();
  // Same options as the provider's long-lived session cookie, so the browser drops it.
  ctx.cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax' });
}

/** `?application=` as display text: one value, trimmed, bounded; escaped when rendered. */
function applicationParam(ctx: KoaContext): string | undefined {
  const raw = ctx.query.application;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100);
  return value ? value : undefined;
}
