/**
 * Our routes in front of oidc-provider's own: interaction steps and account pages, with errors
 * turned into the provider's error page (oidc-provider only renders errors of its own routes).
 */
import type { KoaContext, Middleware, Provider } from 'oidc-provider';
import { handleAccountPage } from './account-pages.ts';
import { APPLICATION_NAME } from './configuration.ts';
import { FormBodyError } from './form-body.ts';
import { handleInteraction } from './interaction.ts';
import { sendPage } from './respond.ts';
import { errorPage } from './views/error.ts';

export function providerRoutes(o: { provider: Provider; appOrigin: string; firstPartyClientId: string; demoSignIns: boolean }): Middleware {
  return async (ctx, next) => {
    try {
      if (await handleInteraction(ctx, o)) return;
      if (await handleAccountPage(ctx, o)) return;
    } catch (error) {
      renderFailure(ctx, error, o.appOrigin);
      return;
    }
    await next();
  };
}

function renderFailure(ctx: KoaContext, error: unknown, appOrigin: string): void {
  const known = error instanceof FormBodyError;
  if (!known) console.error('[provider] request failed:', error);
  const view = {
    error: known ? 'invalid_request' : 'server_error',
    description: known ? error.message : 'The account provider could not complete this request.',
    applicationName: APPLICATION_NAME,
    appOrigin,
  };
  sendPage(ctx, errorPage(view), { appOrigin, status: known ? error.status : 500 });
}
