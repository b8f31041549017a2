/**
 * Sign-in and sign-out are full-page navigations: the server redirects to the account provider
 * and back to /login?code&state. After sign-out the page reloads on /login?loggedOut=1, so no
 * state of the old session survives in memory. (The provider's own logout page needs its origin,
 * which only the worker knows from the client config; see docs/shell.md.)
 */
import type { DataLayerApi } from '../../../worker/contract/api';
import { browserNavigation } from '../../lib/browser-navigation';

export const SIGN_IN_REDIRECT_PATH = '/server/api/v1/auth/redirect';
export const SIGNED_OUT_PATH = '/login?loggedOut=1';
export const SIGN_IN_FAILED_PATH = '/login?error=sign-in-failed';

export function startSignIn(): void {
  browserNavigation.assign(SIGN_IN_REDIRECT_PATH);
}

/**
 * Goes to the signed-out page first (in the app), so that when the data layer reports the session
 * gone, no guard takes the user "back to login" and straight on to the provider, which would sign
 * them in again. Then reloads there, which drops every bit of the old session from memory.
 */
export async function signOut(api: DataLayerApi, navigate: (to: string) => void): Promise<void> {
  navigate(SIGNED_OUT_PATH);
  try {
    await api.dispatch({ type: 'session/sign-out' });
  } finally {
    browserNavigation.assign(SIGNED_OUT_PATH);
  }
}
