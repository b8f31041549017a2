import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { registerClient } from '../static.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { INLINE_FRAME_CSP } from './inline-frame.ts';
import { appContentSecurityPolicy } from './security-headers.ts';

let t: TestApp;
/** The same app serving a built client, as server/main.ts does. */
let withClient: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp();
  withClient = await buildApp(t.config, { db: t.db, publisher: t.publisher });
  await registerClient(withClient, dist);
});
afterAll(async () => {
  await withClient.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = t.app) => app.inject({ method: 'GET', url, headers: { host: 'localhost:8090', ...headers } });

function expectAppHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toBe(appContentSecurityPolicy(t.config, new URL('http://localhost:8090')));
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on API answers, errors, 404s and injected failures', async () => {
    expectAppHeaders(await get('/server/health'));
    expectAppHeaders(await get('/server/api/v1/client-config'));
    expectAppHeaders(await get('/server/api/v1/me')); // 401
    expectAppHeaders(await get('/server/api/v1/nothing')); // 404
    await t.app.inject({ method: 'POST', url: '/__control/fail', payload: { path: '/api/v1/client-config', status: 503 } });
    const failed = await get('/server/api/v1/client-config');
    expect(failed.statusCode).toBe(503);
    expectAppHeaders(failed);
    expectAppHeaders(await get('/__control/farm'));
    const refused = await get('/__control/farm', { origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expectAppHeaders(refused);
  });

  it('are on the built client: index.html, client routes and files', async () => {
    for (const url of ['/', '/acme/dashboard', '/assets/app.js']) {
      const res = await get(url, {}, withClient);
      expect(res.statusCode).toBe(200);
      expectAppHeaders(res);
    }
  });

  it('leave the inline frames their own sandbox policy, framed by the app only', async () => {
    const manager = await t.signIn('manager@example.com');
    const version = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status NOT IN ('draft', 'erased') ORDER BY id LIMIT 1").pluck().get() as number;
    const res = await manager.get(`/server/api/v1/visual-version/${version}/preview`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(INLINE_FRAME_CSP);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the app’s Content-Security-Policy', () => {
  const csp = (host: string) => Object.fromEntries(appContentSecurityPolicy(t.config, new URL(`http://${host}`)).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows scripts, styles and workers from the app only', () => {
    const p = csp('localhost:8090');
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['style-src']).toEqual(["'self'"]);
    expect(p['worker-src']).toEqual(["'self'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['frame-ancestors']).toEqual(["'self'"]);
  });

  it('lets the page reach soketi on its own host name, GraphQL’s socket and the provider', () => {
    const soketi = t.config.soketi.port;
    expect(csp('localhost:8090')['connect-src']).toEqual(["'self'", 'ws://localhost:8090', `ws://localhost:${soketi}`, `wss://localhost:${soketi}`, t.config.providerOrigin]);
    expect(csp('192.168.1.20:8090')['connect-src']).toContain(`ws://192.168.1.20:${t.config.soketi.port}`);
  });

  it('has violations reported outside production only', () => {
    const page = new URL('http://localhost:8090');
    expect(appContentSecurityPolicy(t.config, page)).toMatch(/; report-uri \/__csp-report$/);
    expect(appContentSecurityPolicy({ ...t.config, production: true }, page)).not.toContain('report-uri');
  });

  it('takes the configured host when the Host header is not a host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/health', headers: { host: 'evil"; script-src *' } });
    expect(res.headers['content-security-policy']).toBe(appContentSecurityPolicy(t.config, new URL(t.config.appOrigin)));
  });
});
