// The provider's own pages over real HTTP: sign-in, security, logout, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl } from '../auth/provider-client.ts';
import type { StackConfig } from '../config.ts';
import { SEED_PEOPLE } from '../seed/people.ts';
import type { RunningProvider } from './create-provider.ts';
import { ProviderBrowser } from './testing/provider-browser.ts';
import { startTestProvider } from './testing/start-test-provider.ts';

let provider: RunningProvider;
let config: StackConfig;
let startUrl: string;

beforeAll(async () => {
  provider = await startTestProvider();
  config = provider.config;
  startUrl = authorizeUrl(config, { state: 'st', redirectUri: `${config.appOrigin}/login` });
});
afterAll(() => provider.close());

async function openSignIn(browser: ProviderBrowser): Promise<{ url: URL; page: string; response: Response }> {
  const { response, url } = await browser.follow(startUrl);
  return { url, response, page: await response.text() };
}

describe('sign-in page', () => {
  it('lists every demo person as a one-click button and offers the password form', async () => {
    const { url, page, response } = await openSignIn(new ProviderBrowser(config.providerOrigin));
    expect(url.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const person of SEED_PEOPLE) expect(page).toContain(`name="email" value="${person.email}"`);
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('to continue to Adcreative');
  });

  it('signs in with a demo button (email + the hidden demo password)', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    const { url } = await openSignIn(browser);
    const done = await browser.follow(new URL(`${url.pathname}/login`, url), { form: { password: 'demo', email: 'god@example.com' } });
    expect(done.leftTo?.searchParams.get('code')).toBeTruthy();
  });

  it('shows a clear error on a wrong password and keeps the email', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    const { url } = await openSignIn(browser);
    const response = await browser.request(new URL(`${url.pathname}/login`, url), { form: { email: 'editor@example.com', password: 'nope' } });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('role="alert">Wrong email or password.');
    expect(page).toContain('value="editor@example.com" aria-invalid="true"');
  });

  it('escapes what the person typed', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    const { url } = await openSignIn(browser);
    const response = await browser.request(new URL(`${url.pathname}/login`, url), { form: { email: '"><script>x</script>', password: 'demo' } });
    const page = await response.text();
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('cancel returns to the app with access_denied and the state', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    const { url } = await openSignIn(browser);
    const done = await browser.follow(new URL(`${url.pathname}/abort`, url), { method: 'POST', form: {} });
    expect(done.leftTo?.searchParams.get('error')).toBe('access_denied');
    expect(done.leftTo?.searchParams.get('state')).toBe('st');
  });

  it('an unknown or expired sign-in page says so', async () => {
    const response = await fetch(`${config.providerOrigin}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired.');
  });

  it('a second sign-in reuses the provider session (no page)', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    await browser.signIn(startUrl, { email: 'developer@example.com', password: 'demo' });
    const again = await browser.follow(startUrl);
    expect(again.leftTo?.searchParams.get('code')).toBeTruthy();
  });
});

describe('/user/security', () => {
  it('shows the signed-in account’s MFA and password status', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    await browser.signIn(startUrl, { email: 'insecure@example.com', password: 'demo' });
    const page = await (await browser.request(`${config.providerOrigin}/user/security`)).text();
    expect(page).toContain('Irma Insecure · insecure@example.com');
    expect(page).toMatch(/Two-factor authentication<\/dt><dd><span class="bad">Off/);
    expect(page).toMatch(/Password<\/dt><dd><span class="bad">Outdated/);
  });

  it('says so when nobody is signed in', async () => {
    const page = await (await fetch(`${config.providerOrigin}/user/security`)).text();
    expect(page).toContain('You are not signed in to the account provider.');
  });
});

describe('/logout', () => {
  it('ends the provider session and names the application, escaped', async () => {
    const browser = new ProviderBrowser(config.providerOrigin);
    await browser.signIn(startUrl, { email: 'manager@example.com', password: 'demo' });
    const name = '<b>Adcreative</b>';
    const response = await browser.request(`${config.providerOrigin}/logout?loggedOut=1&application=${encodeURIComponent(name)}`);
    const page = await response.text();
    expect(page).toContain('You have been signed out of &lt;b&gt;Adcreative&lt;/b&gt;.');
    expect(page).not.toContain('<b>Adcreative');

    const security = await (await browser.request(`${config.providerOrigin}/user/security`)).text();
    expect(security).toContain('You are not signed in');
    // Signing in again shows the sign-in page instead of reusing a session.
    const again = await browser.follow(startUrl);
    expect(again.url.pathname).toMatch(/^\/interaction\//);
  });

  it('links back only to the configured app, never to a URL from the query', async () => {
    const query = 'loggedOut=1&application=x&redirect=https://evil.example&returnTo=https://evil.example';
    const page = await (await fetch(`${config.providerOrigin}/logout?${query}`)).text();
    const links = [...page.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([`${config.appOrigin}/`]);
    expect(page).not.toContain('evil.example');
  });

  it('works without an application name', async () => {
    const page = await (await fetch(`${config.providerOrigin}/logout`)).text();
    expect(page).toContain('You have been signed out.');
  });
});

describe('a production provider', () => {
  it('offers no demo people and signs nobody in with the demo password unless DEMO_SIGN_INS asks for it', async () => {
    const production = await startTestProvider({ production: true, demoSignIns: false });
    try {
      const start = authorizeUrl(production.config, { state: 'st', redirectUri: `${production.config.appOrigin}/login` });
      const browser = new ProviderBrowser(production.config.providerOrigin);
      const { response, url } = await browser.follow(start);
      const page = await response.text();
      expect(page).not.toContain('Demo accounts');
      expect(page).not.toContain('name="password" value="demo"');
      const refused = await browser.request(new URL(`${url.pathname}/login`, url), { form: { email: 'manager@example.com', password: 'demo' } });
      expect(refused.status).toBe(401);
      const words = await refused.text();
      expect(words).toContain('role="alert">Wrong email or password.</p>');
      expect(words).not.toContain('demo');
    } finally {
      await production.close();
    }
  });
});
