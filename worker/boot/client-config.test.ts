import { describe, expect, it } from 'vitest';
import { parseClientConfig } from './client-config';

describe('parseClientConfig', () => {
  it('accepts the server answer and defaults the websocket host to the page host', () => {
    const config = parseClientConfig(
      { pusher: { key: 'key', wsPort: 6001, forceTLS: false }, oauthClientId: 'app', environment: 'dev' },
      'localhost',
    );
    expect(config).toEqual({
      pusher: { key: 'key', wsHost: 'localhost', wsPort: 6001, forceTLS: false },
      oauthClientId: 'app',
      environment: 'dev',
      providerOrigin: null,
      applicationName: 'Adcreative',
    });
  });

  it('keeps only the origin of an http(s) provider URL and refuses other schemes', () => {
    const base = { pusher: { key: 'k', wsPort: 1 }, oauthClientId: 'a' };
    expect(parseClientConfig({ ...base, providerOrigin: 'https://accounts.example/some/path?x=1' }, 'h').providerOrigin).toBe('https://accounts.example');
    expect(parseClientConfig({ ...base, providerOrigin: 'javascript:alert(1)' }, 'h').providerOrigin).toBeNull();
  });

  it('rejects an answer that is not ours with a message naming the field', () => {
    expect(() => parseClientConfig({ pusher: { key: '', wsPort: 6001 }, oauthClientId: 'app' }, 'h')).toThrow(/pusher\.key/);
    expect(() => parseClientConfig('<html>', 'h')).toThrow(/invalid/);
    expect(() => parseClientConfig({ pusher: { key: 'k', wsPort: 70000 }, oauthClientId: 'a' }, 'h')).toThrow(/wsPort/);
  });
});
