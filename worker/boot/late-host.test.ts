import { describe, expect, it } from 'vitest';
import { createLateHost } from './late-host';

describe('createLateHost', () => {
  it('a call made before the page attached its services waits for them', async () => {
    const host = createLateHost();
    let token: string | null | undefined;
    const read = host.services.readXsrfToken().then((t) => (token = t));
    await Promise.resolve();
    expect(token).toBeUndefined();
    host.attach({ readXsrfToken: () => 'from-page' });
    await read;
    expect(token).toBe('from-page');
  });

  it('each call asks the page again (the cookie changes), and the first attachment wins', async () => {
    const host = createLateHost();
    let cookie = 'a';
    host.attach({ readXsrfToken: async () => cookie });
    host.attach({ readXsrfToken: () => 'impostor' });
    expect(await host.services.readXsrfToken()).toBe('a');
    cookie = 'b';
    expect(await host.services.readXsrfToken()).toBe('b');
  });

  it('hands over the configuration the page carries once attached, and null from a page without one', async () => {
    const host = createLateHost();
    const config = host.services.clientConfig();
    host.attach({ readXsrfToken: () => null, clientConfig: () => '{"oauthClientId":"app"}' });
    expect(await config).toBe('{"oauthClientId":"app"}');
    const bare = createLateHost();
    bare.attach({ readXsrfToken: () => null });
    expect(await bare.services.clientConfig()).toBeNull();
  });
});
