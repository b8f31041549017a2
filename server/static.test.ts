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
});
