/**
 * The account provider sends the browser back to /login?code&state (spec section 7): the session
 * start completes the sign-in with them, and the login page shows "signing in" meanwhile.
 */
export function signInCallbackParams(pathname: string, search: string): { code: string; state: string } | null {
  if (pathname !== '/login') return null;
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
}
