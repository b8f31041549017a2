/**
 * Links to the external account provider. Its origin comes from the server's client config
 * (validated in the worker to an http(s) origin); paths are fixed here, never taken from data.
 */

/** The provider's logout page, which says the user is signed out of `application`. */
export function providerLogoutUrl(providerOrigin: string, application: string): string {
  const url = new URL('/logout', providerOrigin);
  url.searchParams.set('loggedOut', '1');
  url.searchParams.set('application', application);
  return url.toString();
}

/** The provider's account security page (MFA, password), opened from the security notice. */
export function providerSecurityUrl(providerOrigin: string): string {
  return new URL('/user/security', providerOrigin).toString();
}
