/**
 * The oidc-provider configuration of the local account provider: one confidential first-party
 * client (the app), the seeded accounts, our own pages, in-memory storage, keys made at start.
 */
import { randomBytes } from 'node:crypto';
import type { Configuration, Grant, OIDCContext } from 'oidc-provider';
import type { StackConfig } from '../config.ts';
import { findAccount } from './accounts.ts';
import { generateDevJwks } from './keys.ts';
import { createMemoryAdapterFactory } from './memory-adapter.ts';
import { PROVIDER_PATHS } from './paths.ts';
import { sendPage } from './respond.ts';
import { errorPage } from './views/error.ts';
import { confirmSignOutPage, rpSignedOutPage } from './views/rp-logout.ts';

/** The app's name as the provider shows it. */
export const APPLICATION_NAME = 'Adcreative';
/** Everything the app asks for, granted without a consent screen. */
export const APP_SCOPE = 'openid email profile';

export function providerConfiguration(config: StackConfig): Configuration {
  const { appOrigin } = config;
  const page = { appOrigin };
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        client_name: APPLICATION_NAME,
        redirect_uris: [`${appOrigin}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // The API server exchanges the code with its secret over HTTP Basic; the browser never sees it.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // PKCE stays optional (oidc-provider's default for confidential clients): the app's
    // callback contract (state, code, client_id, grant_type, scope) carries no code_verifier,
    // and a code is useless without the client secret. A public client would still need PKCE.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale'] },
    cookies: {
      // Random per start: sessions live in memory, so nothing signed with an older key survives anyway.
      keys: [randomBytes(32).toString('base64url')],
      // Browsers share cookies between ports of one host, so on localhost the app sees these
      // too: names that say whose they are (instead of `_session`) keep that unambiguous.
      names: { session: 'provider_session', interaction: 'provider_interaction', resume: 'provider_interaction_resume' },
    },
    features: {
      devInteractions: { enabled: false },
      // Kept on: besides `/session/end`, the provider uses it to switch accounts when someone
      // else signs in over an existing session. Our own `/logout` page is separate (pages.ts).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => sendPage(ctx, confirmSignOutPage(form), page),
        postLogoutSuccessSource: async (ctx) =>
          sendPage(ctx, rpSignedOutPage({ applicationName: APPLICATION_NAME, appOrigin }), page),
      },
    },
    findAccount,
    interactions: { url: async (_ctx, interaction) => `${PROVIDER_PATHS.interaction}/${interaction.uid}` },
    jwks: generateDevJwks(),
    loadExistingGrant: (ctx) => grantForFirstParty(ctx.oidc, config.oauthClientId),
    renderError: async (ctx, out) => {
      const view = {
        error: typeof out.error === 'string' ? out.error : 'server_error',
        description: typeof out.error_description === 'string' ? out.error_description : undefined,
        applicationName: APPLICATION_NAME,
        appOrigin,
      };
      sendPage(ctx, errorPage(view), { appOrigin, status: ctx.status });
    },
    routes: {
      authorization: PROVIDER_PATHS.authorization,
      token: PROVIDER_PATHS.token,
      userinfo: PROVIDER_PATHS.userinfo,
      jwks: PROVIDER_PATHS.jwks,
    },
    // Seconds. Explicit, so the provider does not warn about its defaults.
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  };
}

/**
 * Consent is implied for our own app: the first time an account signs in to it, grant the app's
 * scopes on the spot instead of showing a consent screen. Any other client gets no such grant.
 */
async function grantForFirstParty(oidc: OIDCContext, firstPartyId: string): Promise<Grant | undefined> {
  const { client, session, result, provider, account } = oidc;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  if (client.clientId !== firstPartyId || !account) return undefined;
  const grant = new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
  grant.addOIDCScope(APP_SCOPE);
  await grant.save();
  return grant;
}
