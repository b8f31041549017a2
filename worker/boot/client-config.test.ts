import { describe, expect, it } from 'vitest';
import { loadClientConfig, parseClientConfig } from './client-config';

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
      sentryDsn: null,
    });
  });

  it('keeps a usable error-reporting DSN and turns anything else into null instead of failing', () => {
    const base = { pusher: { key: 'k', wsPort: 1 }, oauthClientId: 'a' };
    expect(parseClientConfig({ ...base, sentryDsn: 'http://public@localhost:8090/__sentry/1' }, 'h').sentryDsn).toBe('http://public@localhost:8090/__sentry/1');
    expect(parseClientConfig({ ...base, sentryDsn: 'https://key@errors.example/42' }, 'h').sentryDsn).toBe('https://key@errors.example/42');
    for (const unusable of [null, '', 'not a url', 'https://errors.example/42', 'https://key@errors.example/', 'javascript://key@x/1', 'ftp://key@errors.example/1']) {
      expect(parseClientConfig({ ...base, sentryDsn: unusable }, 'h').sentryDsn, String(unusable)).toBeNull();
    }
    expect(() => parseClientConfig({ ...base, sentryDsn: 42 }, 'h')).toThrow(/sentryDsn/);
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

describe('loadClientConfig', () => {
  const answer = { pusher: { key: 'k', wsPort: 6001 }, oauthClientId: 'from-the-server' };
  const server = () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch;
    return { asked, fetchImpl };
  };

  it('takes the configuration the page carries without asking the server', async () => {
    const { asked, fetchImpl } = server();
    const inlined = JSON.stringify({ ...answer, oauthClientId: 'from-the-page' });
    expect((await loadClientConfig('http://localhost:8080', inlined, fetchImpl)).oauthClientId).toBe('from-the-page');
    expect(asked).toEqual([]);
  });

  it('asks the server when the page carries none, or one it cannot read', async () => {
    for (const inlined of [null, '{not json', JSON.stringify({ pusher: {} })]) {
      const { asked, fetchImpl } = server();
      expect((await loadClientConfig('http://localhost:8080', inlined, fetchImpl)).oauthClientId).toBe('from-the-server');
      expect(asked).toEqual(['http://localhost:8080/server/api/v1/client-config']);
    }
  });
});
