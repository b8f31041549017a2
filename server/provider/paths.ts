/**
 * Where the account provider answers. One list shared by the provider (which registers these
 * routes) and the app's client (server/auth/provider-client.ts), so the two cannot drift apart.
 * The OAuth endpoints are also announced in the discovery document.
 */
export const PROVIDER_PATHS = {
  discovery: '/.well-known/openid-configuration',
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  userinfo: '/oauth/userinfo',
  jwks: '/oauth/jwks',
  /** Sign-in pages for one pending authorization request (`/interaction/{uid}`). */
  interaction: '/interaction',
  /** The account's security page, opened by the app's security notice. */
  security: '/user/security',
  /** Where the app sends the browser after its own logout: `?loggedOut=1&application=...`. */
  logout: '/logout',
} as const;
