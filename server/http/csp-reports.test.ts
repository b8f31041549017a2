import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { CSP_REPORT_PATH } from './csp-reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (body: unknown, type = 'application/csp-report') => t.app.inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': type }, payload: JSON.stringify(body) });
const listed = async () => (await t.app.inject({ method: 'GET', url: '/__control/csp-reports' })).json().reports as Record<string, unknown>[];

describe('CSP violation reports', () => {
  it('keeps report-uri reports (no session or CSRF token needed) and lists them', async () => {
    await t.app.inject({ method: 'POST', url: '/__control/csp-reports/reset' });
    const res = await report({ 'csp-report': { 'document-uri': 'http://localhost:8090/assets/main.js', 'effective-directive': 'connect-src', 'blocked-uri': 'ws://localhost:6011/app/key', 'source-file': 'http://localhost:8090/assets/main.js' } });
    expect(res.statusCode).toBe(204);
    expect(await listed()).toEqual([
      { documentUri: 'http://localhost:8090/assets/main.js', effectiveDirective: 'connect-src', blockedUri: 'ws://localhost:6011/app/key', sourceFile: 'http://localhost:8090/assets/main.js', receivedAt: expect.any(String) },
    ]);
  });

  it('takes the Reporting API’s format too, and refuses what is not a report', async () => {
    await t.app.inject({ method: 'POST', url: '/__control/csp-reports/reset' });
    const res = await report([{ type: 'csp-violation', body: { documentURL: 'http://localhost:8090/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' } }], 'application/reports+json');
    expect(res.statusCode).toBe(204);
    expect((await listed()).map((r) => r.effectiveDirective)).toEqual(['script-src-elem']);
    expect((await report({ nothing: true })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': 'application/csp-report' }, payload: '{not json' })).statusCode).toBe(400);
  });

  it('are emptied by the control API’s reset', async () => {
    await report({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/a.png' } });
    expect((await listed()).length).toBeGreaterThan(0);
    await t.app.inject({ method: 'POST', url: '/__control/reset' });
    expect(await listed()).toEqual([]);
  });
});
