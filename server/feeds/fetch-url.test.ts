import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startFeedServer, type FeedServer } from '../test-support/feed-server.ts';
import { failureOf, fetchUrl, type FetchOptions } from './fetch-url.ts';
import { isPublicAddress } from './public-address.ts';

let shop: FeedServer;
beforeAll(async () => {
  shop = await startFeedServer();
});
afterAll(() => shop.close());

const local: FetchOptions = { allowPrivateHosts: true, timeoutMs: 5_000, maxBytes: 1024 };
const production: FetchOptions = { ...local, allowPrivateHosts: false };
const failure = async (url: string, o: FetchOptions = local) => {
  try {
    await fetchUrl(url, o);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
};

describe('fetching a feed URL over HTTP', () => {
  it('reads the body, unpacks gzip and follows redirects', async () => {
    shop.answer('/feed.csv', { headers: { 'content-type': 'text/csv' }, body: 'sku,name\nA,x\n' });
    shop.answer('/packed.csv', { headers: { 'content-encoding': 'gzip' }, body: gzipSync('sku\nB\n') });
    shop.answer('/old', { status: 301, headers: { location: '/feed.csv' } });
    expect(await fetchUrl(shop.url('/feed.csv'), local)).toMatchObject({ body: Buffer.from('sku,name\nA,x\n'), contentType: 'text/csv' });
    expect((await fetchUrl(shop.url('/packed.csv'), local)).body.toString()).toBe('sku\nB\n');
    expect(await fetchUrl(shop.url('/old'), local)).toMatchObject({ url: shop.url('/feed.csv') });
  });

  it('says what went wrong: a 404, a refused connection, a hung server, a body over the cap, endless redirects', async () => {
    expect(await failure(shop.url('/missing.csv'))).toBe('The URL answered 404 Not Found.');
    const port = await closedPort();
    expect(await failure(`http://127.0.0.1:${port}/feed.csv`)).toBe(`127.0.0.1:${port} refused the connection.`);
    shop.answer('/slow.csv', { hang: true });
    expect(await failure(shop.url('/slow.csv'), { ...local, timeoutMs: 300 })).toBe(`127.0.0.1:${shop.port} did not answer within 300 ms.`);
    shop.answer('/big.csv', { body: 'x'.repeat(2048) });
    expect(await failure(shop.url('/big.csv'))).toBe('The document is larger than 1 KB, the most a feed may be.');
    shop.answer('/chunked.csv', { body: Buffer.alloc(2048, 'y'), chunked: true });
    expect(await failure(shop.url('/chunked.csv'))).toBe('The document is larger than 1 KB, the most a feed may be.');
    shop.answer('/bomb.csv', { headers: { 'content-encoding': 'gzip' }, body: gzipSync('x'.repeat(4096)) });
    expect(await failure(shop.url('/bomb.csv'))).toBe('The document is larger than 1 KB, the most a feed may be.');
    shop.answer('/loop', { status: 302, headers: { location: '/loop' } });
    expect(await failure(shop.url('/loop'))).toBe('The URL redirects more than 5 times.');
    shop.answer('/ftp', { status: 302, headers: { location: 'ftp://example.com/feed.csv' } });
    expect(await failure(shop.url('/ftp'))).toBe('The URL redirects to ftp: which is not http or https.');
  });

  it('names an unknown host (the resolver’s ENOTFOUND) without asking the internet', () => {
    const enotfound = Object.assign(new Error('getaddrinfo ENOTFOUND shop.invalid'), { code: 'ENOTFOUND' });
    expect(failureOf(enotfound, new URL('https://shop.invalid/feed.xml'), 1000).message).toBe('The host shop.invalid could not be found.');
  });
});

describe('SSRF: where a user’s URL may lead', () => {
  it('in production reaches no loopback or private address, written or resolved, and sends nothing there', async () => {
    const before = shop.asked.length;
    shop.answer('/feed.csv', { body: 'sku\nA\n' });
    expect(await failure(shop.url('/feed.csv'), production)).toBe('127.0.0.1 is a local or private address (127.0.0.1): feeds are fetched from public addresses only.');
    expect(await failure(`http://localhost:${shop.port}/feed.csv`, production)).toMatch(/^localhost is a local or private address \((127\.0\.0\.1|::1)\)/);
    expect(await failure(`http://[::1]:${shop.port}/feed.csv`, production)).toMatch(/^\[::1\] is a local or private address \(::1\)/);
    expect(await failure('http://169.254.169.254/latest/meta-data/', production)).toMatch(/^169\.254\.169\.254 is a local or private address/);
    expect(shop.asked.length).toBe(before);
  });

  it('tells public addresses from loopback, private, link-local, mapped and special ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not an address']) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });
});
