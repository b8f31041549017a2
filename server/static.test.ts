import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_CACHE_CONTROL } from './http/static-cache.ts';
import { registerClient, samePage } from './static.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let dist: string;
const CHUNK = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};\n`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"],"mappings":""}');
  // As the build leaves them (scripts/build/precompress.ts): a hashed chunk and index.html with their copies.
  writeFileSync(join(dist, 'assets', 'index-B-IGT1a5.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'index-B-IGT1a5.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(dist, 'assets', 'index-B-IGT1a5.js.gz'), gzipSync(CHUNK));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves files, falls back to index.html for client routes, and keeps API 404s as JSON', async () => {
    const app = (await import('./app.ts')).buildApp;
    const { loadConfig } = await import('./config.ts');
    const instance = await app({ ...loadConfig('test'), databasePath: ':memory:' }, { db: t.db, publisher: t.publisher });
    expect(await registerClient(instance, dist)).toBe(true);
    try {
      expect((await instance.inject('/assets/app.js')).body).toBe('console.log(1)');
      const spa = await instance.inject('/acme/visuals/12/version/3');
      expect(spa.statusCode).toBe(200);
      expect(spa.body).toContain('id="root"');
      expect((await instance.inject('/')).body).toContain('id="root"');
      const api = await instance.inject('/server/api/v1/nothing');
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toContain('could not be found');
      expect((await instance.inject('/__control/nothing')).statusCode).toBe(404);
      expect((await instance.inject('/server/health')).json()).toEqual({ ok: true });
    } finally {
      await instance.close();
    }
  });

  it('never serves a source map (it stays in dist/ for error reporting): 404, not the map and not the SPA', async () => {
    const app = (await import('./app.ts')).buildApp;
    const { loadConfig } = await import('./config.ts');
    const instance = await app({ ...loadConfig('test'), databasePath: ':memory:' }, { db: t.db, publisher: t.publisher });
    await registerClient(instance, dist);
    try {
      for (const url of ['/assets/app.js.map', '/assets/app.js%2Emap', '/assets/app.js%2emap', '/assets/APP.JS.MAP', '/assets/app.js.map?v=1', '/assets/missing.js.map']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await instance.inject({ method, url });
          expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
          expect(res.body).not.toContain('mappings');
          expect(res.body).not.toContain('id="root"');
        }
      }
      // The encoded control path is no client route either: a JSON 404, as for /__control itself.
      expect((await instance.inject('/%5F_control/nothing')).json().message).toContain('could not be found');
    } finally {
      await instance.close();
    }
  });
});

describe('the page with its configuration', () => {
  it('writes the client configuration into every index.html it sends, for / and client routes, compressed or not', async () => {
    const app = (await import('./app.ts')).buildApp;
    const { loadConfig } = await import('./config.ts');
    const instance = await app({ ...loadConfig('test'), databasePath: ':memory:' }, { db: t.db, publisher: t.publisher });
    await registerClient(instance, dist, { oauthClientId: 'app-1', name: '</script>' });
    try {
      const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="client-config">(.*?)<\/script>/.exec(html)![1]!);
      for (const url of ['/', '/acme/renders?status=failed']) {
        const plain = await instance.inject(url);
        expect(plain.headers['content-type']).toMatch(/^text\/html/);
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(configOf(plain.body)).toEqual({ oauthClientId: 'app-1', name: '</script>' });
        expect(plain.body).toContain('id="root"');
      }
      const br = await instance.inject({ url: '/acme', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(configOf(brotliDecompressSync(br.rawPayload).toString())).toEqual({ oauthClientId: 'app-1', name: '</script>' });
      const gz = await instance.inject({ url: '/acme', headers: { 'accept-encoding': 'gzip' } });
      expect(configOf(gunzipSync(gz.rawPayload).toString()).oauthClientId).toBe('app-1');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      // Revalidated, not sent again, while the build is the same.
      const again = await instance.inject({ url: '/acme', headers: { 'if-none-match': String(gz.headers.etag) } });
      expect({ status: again.statusCode, body: again.body }).toEqual({ status: 304, body: '' });
    } finally {
      await instance.close();
    }
  });
});

describe('a form the browser submitted to a page', () => {
  it('answers a POST to a page path with 303 to the same page (never a JSON 404), and API paths as before', async () => {
    const app = (await import('./app.ts')).buildApp;
    const { loadConfig } = await import('./config.ts');
    const instance = await app({ ...loadConfig('test'), databasePath: ':memory:' }, { db: t.db, publisher: t.publisher });
    await registerClient(instance, dist);
    try {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const page = await instance.inject({ method: 'POST', url: '/acme/feeds/create/manual', headers: form, payload: 'name=Spring' });
      expect({ status: page.statusCode, location: page.headers.location }).toEqual({ status: 303, location: '/acme/feeds/create/manual' });
      const withQuery = await instance.inject({ method: 'POST', url: '/acme/feeds?tab=products', headers: form, payload: '' });
      expect(withQuery.headers.location).toBe('/acme/feeds?tab=products');
      // Another host never: `//host` and `/\\host` are read by browsers as another origin.
      // (checked on the function: the test client reads `//host/x` as a URL with a host, which a server never receives)
      for (const url of ['//evil.example/x', '///evil.example/x', '/\\evil.example/x', '/\\/evil.example/x']) expect(samePage(url)).toBe('/evil.example/x');
      const api = await instance.inject({ method: 'POST', url: '/server/api/v1/nothing', headers: form, payload: '' });
      expect(api.statusCode).not.toBe(303);
      expect((await instance.inject({ method: 'POST', url: '/__control/nothing', headers: form, payload: '' })).statusCode).toBe(404);
      expect((await instance.inject({ method: 'POST', url: '/assets/app.js.map', headers: form, payload: '' })).statusCode).toBe(404);
    } finally {
      await instance.close();
    }
  });
});

describe('on the wire', () => {
  async function client() {
    const app = (await import('./app.ts')).buildApp;
    const { loadConfig } = await import('./config.ts');
    const instance = await app({ ...loadConfig('test'), databasePath: ':memory:' }, { db: t.db, publisher: t.publisher });
    await registerClient(instance, dist);
    return instance;
  }
  const get = (instance: Awaited<ReturnType<typeof client>>, url: string, encodings?: string) =>
    instance.inject({ method: 'GET', url, headers: encodings === undefined ? {} : { 'accept-encoding': encodings } });

  it('sends the brotli copy to a browser that takes it, else gzip, else the file; always saying it varies', async () => {
    const instance = await client();
    try {
      const br = await get(instance, '/assets/index-B-IGT1a5.js', 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
      expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      const gz = await get(instance, '/assets/index-B-IGT1a5.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
      const plain = await get(instance, '/assets/index-B-IGT1a5.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(CHUNK);
      for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 10);
    } finally {
      await instance.close();
    }
  });

  it('keeps content-hashed assets a year and makes the rest revalidate (index.html, public files)', async () => {
    const instance = await client();
    try {
      for (const encodings of ['br', 'gzip', undefined]) expect((await get(instance, '/assets/index-B-IGT1a5.js', encodings)).headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
      for (const url of ['/', '/acme/dashboard', '/favicon.svg', '/assets/app.js']) {
        const res = await get(instance, url, 'br');
        expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
        expect(res.headers.etag).toBeDefined();
      }
      // index.html too travels compressed, on every client route.
      const page = await get(instance, '/acme/visuals/12', 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
    } finally {
      await instance.close();
    }
  });

  it('never serves a compressed copy by its own name (404, not the SPA)', async () => {
    const instance = await client();
    try {
      for (const url of ['/assets/index-B-IGT1a5.js.br', '/assets/index-B-IGT1a5.js.gz', '/index.html.br']) {
        const res = await get(instance, url, 'br');
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    } finally {
      await instance.close();
    }
  });
});
