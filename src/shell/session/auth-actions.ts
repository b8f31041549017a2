/**
 * Sign-in and sign-out are full-page navigations: the server redirects to the account provider
 * and back to /login?code&state. After sign-out the browser goes to the account provider's
 * logout page (`loggedOut=1&application=...`, spec section 7), which ends the provider session
 * too and links back; without a known provider it reloads on /login?loggedOut=1. Either way no
 * state of the old session survives in memory.
 */
import type { DataLayerApi } from '../../../worker/contract/api';
import type { DeploymentInfo } from '../../../worker/contract/entities';
import { browserNavigation } from '../../lib/browser-navigation';
import { providerLogoutUrl } from '../../lib/provider-urls';

export const SIGN_IN_REDIRECT_PATH = '/server/api/v1/auth/redirect';
export const SIGNED_OUT_PATH = '/login?loggedOut=1';
export const SIGN_IN_FAILED_PATH = '/login?error=sign-in-failed';

export function startSignIn(): void {
  browserNavigation.assign(SIGN_IN_REDIRECT_PATH, 'sign-in');
}

/**
 * Goes to the signed-out page first (in the app), so that when the data layer reports the session
 * gone, no guard takes the user "back to login" and straight on to the provider, which would sign
 * them in again. Then reloads there, which drops every bit of the old session from memory.
 */
export async function signOut(api: DataLayerApi, navigate: (to: string) => void, deployment: DeploymentInfo | null): Promise<void> {
  navigate(SIGNED_OUT_PATH);
  try {
    await api.dispatch({ type: 'session/sign-out' });
  } finally {
    const provider = deployment?.providerOrigin ?? null;
    browserNavigation.assign(provider === null ? SIGNED_OUT_PATH : providerLogoutUrl(provider, deployment?.applicationName ?? 'Adcreative'), null);
  }
}
