import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { readableCookieValues, scrubEvent, scrubJson, scrubQuery } from './scrub-event';

const TOKEN = 'eyJpdiI6IkxxV2Zr+U2hvb3RzIn0=';

describe('readableCookieValues', () => {
  it('gives the values long enough to be secrets, raw and decoded', () => {
    expect(readableCookieValues(`locale=en; XSRF-TOKEN=${encodeURIComponent(TOKEN)}; flag; theme=dark-high-contrast`)).toEqual([encodeURIComponent(TOKEN), TOKEN, 'dark-high-contrast']);
    expect(readableCookieValues('')).toEqual([]);
    expect(readableCookieValues('broken=%E0%A4%A%ZZ-not-decodable')).toEqual(['%E0%A4%A%ZZ-not-decodable']);
  });
});

describe('scrubQuery', () => {
  it.each([
    ['http://localhost/auth/callback?code=abc&state=xyz', 'http://localhost/auth/callback?code=[Filtered]&state=[Filtered]'],
    ['/acme/visuals?search=a%20b&page=2', '/acme/visuals?search=a%20b&page=2'],
    ['/x?access_token=1&id_token=2&X-XSRF-TOKEN=3&_csrf=4&sessionId=5&client_secret=6&password=7&authorization=8&key=9', '/x?access_token=[Filtered]&id_token=[Filtered]&X-XSRF-TOKEN=[Filtered]&_csrf=[Filtered]&sessionId=[Filtered]&client_secret=[Filtered]&password=[Filtered]&authorization=[Filtered]&key=[Filtered]'],
    ['/cb#access_token=abc&expires=5', '/cb#access_token=[Filtered]&expires=5'],
    ['fetch GET /server/api/v1/x?code=1 failed', 'fetch GET /server/api/v1/x?code=[Filtered] failed'],
    ['no query here = fine', 'no query here = fine'],
  ])('%s', (input, expected) => {
    expect(scrubQuery(input)).toBe(expected);
  });
});

describe('scrubEvent', () => {
  it('drops the user, cookies and credential headers, and filters secrets out of every string', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `request failed with ${TOKEN}`,
      user: { id: '7', ip_address: '10.0.0.1', email: 'a@b.c' },
      request: {
        url: 'http://localhost:8090/auth/callback?code=oauth&state=s',
        cookies: { 'XSRF-TOKEN': TOKEN },
        headers: { 'User-Agent': 'Chrome', Cookie: `XSRF-TOKEN=${TOKEN}`, 'X-XSRF-TOKEN': TOKEN, Authorization: 'Bearer x', Referer: 'http://localhost/x?state=1' },
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/login', to: '/auth/callback?code=oauth' } }, { category: 'console', message: `token ${TOKEN}`, data: { arguments: [TOKEN, 3, null] } }],
      exception: { values: [{ type: 'Error', value: `bad ${TOKEN}`, stacktrace: { frames: [{ filename: 'http://localhost/assets/index.js', lineno: 1 }] } }] },
      tags: { widget: 'credit-balance' },
      extra: { nested: { deep: [{ value: TOKEN }] } },
    };
    const scrubbed = scrubEvent(event, [TOKEN]);
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.request).toEqual({ url: 'http://localhost:8090/auth/callback?code=[Filtered]&state=[Filtered]', headers: { 'User-Agent': 'Chrome', Referer: 'http://localhost/x?state=[Filtered]' } });
    expect(scrubbed.message).toBe('request failed with [Filtered]');
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/login', to: '/auth/callback?code=[Filtered]' } },
      { category: 'console', message: 'token [Filtered]', data: { arguments: ['[Filtered]', 3, null] } },
    ]);
    expect(scrubbed.exception?.values?.[0]).toEqual({ type: 'Error', value: 'bad [Filtered]', stacktrace: { frames: [{ filename: 'http://localhost/assets/index.js', lineno: 1 }] } });
    expect(scrubbed.tags).toEqual({ widget: 'credit-balance' });
    expect(JSON.stringify(scrubbed)).not.toContain(TOKEN);
    // The SDK's own event is left as it was.
    expect(event.user).toBeDefined();
  });

  it('copes with an event without a request, and with cycles', () => {
    const looped: Record<string, unknown> = { name: TOKEN };
    looped.self = looped;
    const scrubbed = scrubJson({ extra: looped }, [TOKEN]);
    expect((scrubbed.extra as Record<string, unknown>).name).toBe('[Filtered]');
    expect(scrubEvent({ type: undefined, message: 'plain' }, [])).toEqual({ type: undefined, message: 'plain' });
  });
});
