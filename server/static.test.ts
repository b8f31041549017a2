import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './static.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"],"mappings":""}');
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
