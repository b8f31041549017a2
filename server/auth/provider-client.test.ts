// The app's provider client against the real account provider (oidc-provider) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackConfig } from '../config.ts';
import type { RunningProvider } from '../provider/create-provider.ts';
import { ProviderBrowser } from '../provider/testing/provider-browser.ts';
import { startTestProvider } from '../provider/testing/start-test-provider.ts';
import { authorizeUrl, exchangeCode, ProviderExchangeError } from './provider-client.ts';

let provider: RunningProvider;
let config: StackConfig;
let redirectUri: string;

beforeAll(async () => {
  provider = await startTestProvider();
  config = provider.config;
  redirectUri = `${config.appOrigin}/login`;
});
afterAll(() => provider.close());

async function codeFor(email: string, state = 'state-1'): Promise<URL> {
  const browser = new ProviderBrowser(config.providerOrigin);
  return browser.signIn(authorizeUrl(config, { state, redirectUri }), { email, password: 'demo' });
}

describe('authorizeUrl', () => {
  it('points at the authorization endpoint with the code-flow parameters', () => {
    const url = new URL(authorizeUrl(config, { state: 's t&x', redirectUri }));
    expect(url.origin + url.pathname).toBe(`${config.providerOrigin}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: config.oauthClientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 's t&x',
    });
  });

  it('matches what the provider announces in its discovery document', async () => {
    const discovery = (await (await fetch(`${config.providerOrigin}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(config.providerOrigin);
    expect(authorizeUrl(config, { state: 's', redirectUri }).startsWith(`${String(discovery.authorization_endpoint)}?`)).toBe(true);
    expect(discovery.token_endpoint).toBe(`${config.providerOrigin}/oauth/token`);
    expect(discovery.userinfo_endpoint).toBe(`${config.providerOrigin}/oauth/userinfo`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });
});

describe('exchangeCode after a real sign-in', () => {
  it('signs in through the provider pages and turns the code into the email', async () => {
    const back = await codeFor('Manager@Example.com', 'xyz');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('iss')).toBe(config.providerOrigin);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    await expect(exchangeCode(config, { code: code ?? '', redirectUri })).resolves.toEqual({ email: 'manager@example.com', sub: '1' });
  });

  it('refuses a code used twice', async () => {
    const code = (await codeFor('editor@example.com')).searchParams.get('code') ?? '';
    await exchangeCode(config, { code, redirectUri });
    await expect(exchangeCode(config, { code, redirectUri })).rejects.toMatchObject({ name: 'ProviderExchangeError', code: 'invalid_grant' });
  });

  it('refuses a code for another redirect URI', async () => {
    const code = (await codeFor('visitor@example.com')).searchParams.get('code') ?? '';
    await expect(exchangeCode(config, { code, redirectUri: 'http://localhost:1/login' })).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses a wrong client secret', async () => {
    const code = (await codeFor('developer@example.com')).searchParams.get('code') ?? '';
    const wrong = { ...config, oauthClientSecret: 'not-the-secret' };
    const failure = exchangeCode(wrong, { code, redirectUri });
    await expect(failure).rejects.toBeInstanceOf(ProviderExchangeError);
    await expect(failure).rejects.toMatchObject({ code: 'invalid_client' });
  });

  it('says clearly when the provider is not running', async () => {
    const gone = { ...config, providerOrigin: 'http://127.0.0.1:9' };
    await expect(exchangeCode(gone, { code: 'x', redirectUri })).rejects.toThrow(/could not be reached/);
  });
});
