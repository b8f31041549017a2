/**
 * The sign-in steps of an authorization request (`/interaction/{uid}`): show the sign-in page,
 * check the submitted credentials, or cancel. oidc-provider then resumes the request and
 * redirects to the app with a code (or with `error=access_denied` after a cancel).
 */
import type { Interaction, KoaContext, Provider } from 'oidc-provider';
import { authenticate } from './accounts.ts';
import { APP_SCOPE, APPLICATION_NAME } from './configuration.ts';
import { readForm } from './form-body.ts';
import { PROVIDER_PATHS } from './paths.ts';
import { sendPage } from './respond.ts';
import { errorPage } from './views/error.ts';
import { signInPage } from './views/sign-in.ts';

const ROUTE = new RegExp(`^${PROVIDER_PATHS.interaction}/([A-Za-z0-9_-]+)(?:/(login|abort))?$`);

export interface InteractionOptions {
  readonly provider: Provider;
  readonly appOrigin: string;
  readonly firstPartyClientId: string;
  /** Off in production unless asked for (config.ts): then no password signs anyone in. */
  readonly demoSignIns: boolean;
}

/** Handles the request if it is an interaction step; false otherwise. */
export async function handleInteraction(ctx: KoaContext, o: InteractionOptions): Promise<boolean> {
  const match = ROUTE.exec(ctx.path);
  if (!match) return false;
  const [, uid, step] = match;
  const action = `${PROVIDER_PATHS.interaction}/${uid}`;
  const page = { appOrigin: o.appOrigin };

  const details = await o.provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
  // The cookie is scoped to this path, so a mismatch or a miss means a stale or foreign page.
  if (!details || details.uid !== uid) {
    const view = {
      error: 'interaction_expired',
      description: 'This sign-in page has expired. Go back to the app and sign in again.',
      applicationName: APPLICATION_NAME,
      appOrigin: o.appOrigin,
    };
    sendPage(ctx, errorPage(view), { ...page, status: 400 });
    return true;
  }

  if (ctx.method === 'GET' && step === undefined) {
    if (details.prompt.name === 'consent' && details.params.client_id === o.firstPartyClientId) {
      await grantConsent(ctx, o.provider, details, o.firstPartyClientId);
      return true;
    }
    sendPage(ctx, signInPage({ action, applicationName: APPLICATION_NAME, demo: o.demoSignIns }), page);
    return true;
  }

  if (ctx.method === 'POST' && step === 'login' && details.prompt.name === 'login') {
    const form = await readForm(ctx.req);
    const email = form.get('email') ?? '';
    const person = o.demoSignIns ? authenticate(email, form.get('password') ?? '') : undefined;
    if (!person) {
      sendPage(ctx, signInPage({ action, applicationName: APPLICATION_NAME, email, failed: true, demo: o.demoSignIns }), { ...page, status: 401 });
      return true;
    }
    await o.provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: String(person.id) } }, { mergeWithLastSubmission: false });
    ctx.respond = false;
    return true;
  }

  if (ctx.method === 'POST' && step === 'abort') {
    const result = { error: 'access_denied', error_description: 'The sign-in was cancelled.' };
    await o.provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.respond = false;
    return true;
  }

  ctx.status = 405;
  ctx.body = 'Method Not Allowed';
  return true;
}

/**
 * A consent prompt only appears for our app if it asks for more than it was granted at sign-in
 * (e.g. `prompt=consent`): first-party, so grant what is missing without asking.
 */
async function grantConsent(ctx: KoaContext, provider: Provider, details: Interaction, clientId: string): Promise<void> {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('A consent prompt without a signed-in account.');
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  grant.addOIDCScope(Array.isArray(missingOIDCScope) ? missingOIDCScope.join(' ') : APP_SCOPE);
  if (Array.isArray(missingOIDCClaims)) grant.addOIDCClaims(missingOIDCClaims.map(String));
  const grantId = await grant.save();
  await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  ctx.respond = false;
}
