import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const own = () => t.config.appOrigin;
const incidentCount = () => t.db.prepare('SELECT COUNT(*) FROM incidents').pluck().get() as number;

const post = (path: string, o: { headers?: Record<string, string>; payload?: string } = {}) => t.app.inject({ method: 'POST', url: `/__control/${path}`, headers: o.headers, payload: o.payload });
const json = { 'content-type': 'application/json' };
const incident = JSON.stringify({ severity: 'high', body: 'From a test' });

describe('the control API refuses other websites', () => {
  it('answers callers without Origin (Node, Playwright’s request fixture) and its own origin', async () => {
    expect((await post('incidents', { headers: json, payload: incident })).statusCode).toBe(201);
    expect((await post('requests/reset')).statusCode).toBe(200); // no body, no content type
    expect((await post('incidents', { headers: { ...json, origin: own(), 'sec-fetch-site': 'same-origin' }, payload: incident })).statusCode).toBe(201);
    expect((await post('incidents', { headers: { ...json, origin: `http://127.0.0.1:${t.config.apiPort}` }, payload: incident })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/__control/farm', headers: { origin: own() } })).statusCode).toBe(200);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['another port of this host', { origin: 'http://localhost:8091', 'sec-fetch-site': 'same-site' }],
    ['the opaque Origin of a sandboxed frame', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site with our Origin', { origin: 'OWN', 'sec-fetch-site': 'cross-site' }],
  ])('is 403 for %s, and nothing runs', async (_name, given: Record<string, string>) => {
    const headers = { ...given, ...(given.origin === 'OWN' ? { origin: own() } : {}) };
    const before = incidentCount();
    const res = await post('incidents', { headers: { ...json, ...headers }, payload: incident });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'The control API only answers its own origin.' });
    expect(incidentCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/__control/requests', headers })).statusCode).toBe(403);
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'severity=high&body=x'],
    ['a text/plain post', 'text/plain', incident],
    ['a multipart post', 'multipart/form-data; boundary=x', '--x--'],
  ])('is 415 for %s without Origin (a body must be JSON), and nothing runs', async (_name, type, payload) => {
    const before = incidentCount();
    const res = await post('incidents', { headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON bodies only/);
    expect(incidentCount()).toBe(before);
  });

  it('leaves the API alone: the guard is for /__control only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/health', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
