/**
 * A test app that serves the client's page (static.ts registerClient) from a built index.html of
 * one line, for the tests of what the server writes into the page (the client configuration, the
 * session, the first paint). Registers its own hooks: call it once at the top of a file or describe.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { registerClient } from '../static.ts';
import type { Agent } from './agent.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const ONE_LINE_INDEX_HTML = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The current test's app (a new one per test). */
export function useClientTestApp(): () => TestApp {
  let dist = '';
  let t: TestApp | null = null;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), ONE_LINE_INDEX_HTML);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(async () => {
    t = await createTestApp({}, { beforeReady: (app) => registerClient(app, dist, { oauthClientId: 'app-1' }) });
  });
  afterEach(() => t?.close());
  return () => {
    if (t === null) throw new Error('the client test app exists only inside a test');
    return t;
  };
}

/** The page as the browser asks for it: its cookies, no X-Brand, no XSRF header. */
export const pageRequest = (agent: Agent, url: string, headers: Record<string, string> = {}) => agent.get(url, { brand: null, noCsrf: true, headers: { accept: 'text/html', ...headers } });
