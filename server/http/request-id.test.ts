/**
 * X-Request-Id: the server answers with the client's id when it is a sane token (else one of its
 * own) and writes it in the request's log lines.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let logged: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  logged = await buildApp(t.config, { db: t.db, publisher: t.publisher, logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const get = (headers: Record<string, string>, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url: '/server/api/v1/me', headers: { host: 'localhost:8090', ...headers } });

describe('X-Request-Id', () => {
  it('echoes the client’s id, on an error answer too (not signed in: 401)', async () => {
    const res = await get({ 'x-request-id': 'mhx2k0c0-1b' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('mhx2k0c0-1b');
  });

  it.each([['has spaces'], ['a'.repeat(65)], ['line\nbreak'], ['quote"d']])('makes its own id when the client’s is not a sane token (%j)', async (sent) => {
    const res = await get({ 'x-request-id': sent });
    expect(res.headers['x-request-id']).toMatch(/^srv-[A-Za-z0-9_-]{8}$/);
  });

  it('makes one when the client sent none, a different one per request', async () => {
    const a = (await get({})).headers['x-request-id'];
    const b = (await get({})).headers['x-request-id'];
    expect(a).toMatch(/^srv-/);
    expect(b).not.toBe(a);
  });

  it('writes the id in the request’s log line', async () => {
    await get({ 'x-request-id': 'mhx2k0c0-2c' }, logged);
    const completed = lines.find((line) => line.msg === 'request completed' && line.requestId === 'mhx2k0c0-2c');
    expect(completed).toMatchObject({ res: { statusCode: 401 } });
  });
});
