/**
 * The app's side of sign-in with the external account provider (OAuth 2.0 authorization code
 * flow): where to send the browser, and how to turn the returned code into the person's email.
 * The provider is ours in development (server/provider/), but only standard endpoints are used.
 */
import type { StackConfig } from '../config.ts';
import { PROVIDER_PATHS } from '../provider/paths.ts';

export const PROVIDER_SCOPE = 'openid email profile';
const TIMEOUT_MS = 10_000;

/** Why an exchange failed: `code` is the provider's OAuth error (e.g. invalid_grant) when it gave one. */
export class ProviderExchangeError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderExchangeError';
  }
}

function endpoint(config: StackConfig, path: string): string {
  return `${config.providerOrigin.replace(/\/+$/, '')}${path}`;
}

/** The provider's authorization endpoint for this sign-in attempt. */
export function authorizeUrl(config: StackConfig, p: { state: string; redirectUri: string }): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.oauthClientId,
    redirect_uri: p.redirectUri,
    scope: PROVIDER_SCOPE,
    state: p.state,
  });
  return `${endpoint(config, PROVIDER_PATHS.authorization)}?${query}`;
}

/**
 * Exchanges an authorization code at the token endpoint (client_secret_basic, as the provider
 * registers the client) and reads the person from the userinfo endpoint with the access token.
 * Throws ProviderExchangeError when the provider refuses, is unreachable or answers nonsense.
 */
export async function exchangeCode(config: StackConfig, p: { code: string; redirectUri: string }): Promise<{ email: string; sub: string }> {
  const tokens = await requestTokens(config, p);
  const idToken = idTokenClaims(tokens.id_token);
  // OIDC Core 3.1.3.7: the token came straight from the token endpoint over a connection we
  // opened, so its issuer and audience are checked instead of its signature (no JOSE dependency).
  if (idToken.iss !== config.providerOrigin || !audienceIncludes(idToken.aud, config.oauthClientId)) {
    throw new ProviderExchangeError('The account provider returned an ID token for another issuer or client.', 'invalid_id_token');
  }
  const user = await requestUserinfo(config, tokens.access_token);
  // OIDC Core 5.3.2: userinfo must describe the person the ID token is about.
  if (user.sub !== idToken.sub) {
    throw new ProviderExchangeError('The account provider returned userinfo for another subject than the ID token.', 'invalid_userinfo');
  }
  return { email: user.email, sub: user.sub };
}

async function requestTokens(config: StackConfig, p: { code: string; redirectUri: string }): Promise<{ access_token: string; id_token: string }> {
  // RFC 6749 2.3.1: id and secret are form-encoded before Basic encoding.
  const basic = Buffer.from(`${encodeURIComponent(config.oauthClientId)}:${encodeURIComponent(config.oauthClientSecret)}`).toString('base64');
  const body = await call(config, PROVIDER_PATHS.token, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri }).toString(),
  });
  const { access_token, id_token, token_type } = body;
  if (typeof access_token !== 'string' || typeof id_token !== 'string' || String(token_type).toLowerCase() !== 'bearer') {
    throw new ProviderExchangeError('The account provider answered the code exchange without a bearer access token and an ID token.', 'invalid_response');
  }
  return { access_token, id_token };
}

async function requestUserinfo(config: StackConfig, accessToken: string): Promise<{ sub: string; email: string }> {
  const body = await call(config, PROVIDER_PATHS.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const { sub, email } = body;
  if (typeof sub !== 'string' || typeof email !== 'string' || email === '') {
    throw new ProviderExchangeError('The account provider did not release the email of this account (is the email scope granted?).', 'invalid_userinfo');
  }
  return { sub, email };
}

/** One JSON request to the provider; every failure becomes a ProviderExchangeError. */
async function call(config: StackConfig, path: string, init: RequestInit): Promise<Record<string, unknown>> {
  const url = endpoint(config, path);
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    throw new ProviderExchangeError(`The account provider at ${url} could not be reached.`, 'unreachable', { cause });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  if (!response.ok || !record) {
    const code = typeof record?.error === 'string' ? record.error : `http_${response.status}`;
    const detail = typeof record?.error_description === 'string' ? `: ${record.error_description}` : '';
    throw new ProviderExchangeError(`The account provider refused ${path} with ${response.status} ${code}${detail}`, code);
  }
  return record;
}

interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
}

function idTokenClaims(jwt: string): IdTokenClaims {
  const payload = jwt.split('.')[1];
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null) return claims as IdTokenClaims;
  } catch {
    // fall through to the error below
  }
  throw new ProviderExchangeError('The account provider returned an unreadable ID token.', 'invalid_id_token');
}

function audienceIncludes(aud: unknown, clientId: string): boolean {
  return aud === clientId || (Array.isArray(aud) && aud.includes(clientId));
}
