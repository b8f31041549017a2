// Security headers on every answer of the account provider, over real HTTP.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl } from '../auth/provider-client.ts';
import type { RunningProvider } from './create-provider.ts';
import { PROVIDER_PATHS } from './paths.ts';
import { ProviderBrowser } from './testing/provider-browser.ts';
import { startTestProvider } from './testing/start-test-provider.ts';

let provider: RunningProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const origin = () => provider.config.providerOrigin;

function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
}

describe('the provider’s security headers', () => {
  it('are on oidc-provider’s own answers: discovery, JWKS, errors and redirects', async () => {
    const discovery = await fetch(`${origin()}${PROVIDER_PATHS.discovery}`);
    expectCommonHeaders(discovery);
    const jwks = await fetch(((await discovery.json()) as { jwks_uri: string }).jwks_uri);
    expectCommonHeaders(jwks);
    expect(jwks.headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${provider.config.appOrigin}; frame-ancestors 'none'; base-uri 'none'`);
    const redirect = await fetch(authorizeUrl(provider.config, { state: 's', redirectUri: `${provider.config.appOrigin}/login` }), { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expectCommonHeaders(redirect);
    expectCommonHeaders(await fetch(`${origin()}/nothing-here`));
  });

  it('keep our pages’ stricter policy: no scripts at all', async () => {
    const { response } = await new ProviderBrowser(origin()).follow(authorizeUrl(provider.config, { state: 's', redirectUri: `${provider.config.appOrigin}/login` }));
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('let oidc-provider’s form_post page run exactly its own inline script', async () => {
    const browser = new ProviderBrowser(origin());
    const url = `${authorizeUrl(provider.config, { state: 'fp', redirectUri: `${provider.config.appOrigin}/login` })}&response_mode=form_post`;
    const start = await browser.follow(url);
    await start.response.arrayBuffer();
    const done = await browser.follow(new URL(`${start.url.pathname}/login`, start.url), { form: { email: 'god@example.com', password: 'demo' } });
    const page = await done.response.text();
    expect(page).toContain(`action="${provider.config.appOrigin}/login"`);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = done.response.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain(`form-action 'self' ${provider.config.appOrigin}`);
  });
});
