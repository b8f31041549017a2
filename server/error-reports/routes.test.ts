import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_REPORT_LIMIT } from './store.ts';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await new Agent(t.app).post('/__control/error-reports/reset');
});

const ENDPOINT = '/__sentry/api/1/envelope/?sentry_key=public&sentry_version=7';
const errorEvent = (id: string, widget: string) => ({
  event_id: id,
  timestamp: 1_772_359_200,
  environment: 'dev',
  level: 'error',
  tags: { widget },
  exception: { values: [{ type: 'Error', value: `${widget} failed` }] },
});
/** The envelope the browser SDK posts (text/plain, JSON items without a length). */
const envelopeOf = (event: { event_id: string }, ...extra: string[]) =>
  [JSON.stringify({ event_id: event.event_id, sent_at: '2026-03-01T10:00:00.000Z' }), '{"type":"event"}', JSON.stringify(event), ...extra].join('\n');
const post = (body: string | Buffer, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }, url = ENDPOINT) =>
  t.app.inject({ method: 'POST', url, payload: body, headers });
const listing = async (query = '') => (await new Agent(t.app).get(`/__control/error-reports${query}`)).json();

describe('the envelope endpoint', () => {
  it('accepts an envelope as the SDK posts it and lists its event', async () => {
    const res = await post(envelopeOf(errorEvent('a'.repeat(32), 'credit-balance')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a'.repeat(32) });
    const { reports, dropped, otherItems } = await listing();
    expect(reports).toEqual([
      expect.objectContaining({ type: 'event', eventId: 'a'.repeat(32), exception: { type: 'Error', value: 'credit-balance failed' }, tags: { widget: 'credit-balance' }, timestamp: '2026-03-01T10:00:00.000Z', environment: 'dev' }),
    ]);
    expect({ dropped, otherItems }).toEqual({ dropped: 0, otherItems: {} });
  });

  it('reads the body whatever its content type says, or without one, and gzip-compressed', async () => {
    expect((await post(envelopeOf(errorEvent('b'.repeat(32), 'one')), { 'content-type': 'application/x-sentry-envelope' })).statusCode).toBe(200);
    expect((await post(envelopeOf(errorEvent('c'.repeat(32), 'two')), {})).statusCode).toBe(200);
    expect((await post(gzipSync(envelopeOf(errorEvent('d'.repeat(32), 'three'))), { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' })).statusCode).toBe(200);
    expect((await listing()).reports.map((r: { tags: { widget: string } }) => r.tags.widget)).toEqual(['one', 'two', 'three']);
  });

  it('answers 400 to malformed envelopes and keeps nothing of them', async () => {
    for (const body of ['', 'not json', '{"event_id":"x"}\n{"type":"event","length":99}\n{}', '{}\n{"type":"event"}\n{broken']) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().detail).toMatch(/^invalid envelope: /);
    }
    expect((await post('junk', { 'content-type': 'text/plain', 'content-encoding': 'gzip' })).statusCode).toBe(400);
    expect((await post('junk', { 'content-type': 'text/plain', 'content-encoding': 'br' })).statusCode).toBe(400);
    expect((await listing()).reports).toEqual([]);
    // The server is still there for the next one.
    expect((await post(envelopeOf(errorEvent('e'.repeat(32), 'after')))).statusCode).toBe(200);
  });

  it('refuses a project id that is not a number, and bodies over 1 MiB', async () => {
    expect((await post(envelopeOf(errorEvent('f'.repeat(32), 'x')), undefined, '/__sentry/api/abc/envelope/')).statusCode).toBe(404);
    const huge = envelopeOf({ ...errorEvent('f'.repeat(32), 'x'), extra: 'x'.repeat(1024 * 1024) } as never);
    expect((await post(huge)).statusCode).toBe(413);
    expect((await listing()).reports).toEqual([]);
  });

  it('keeps the newest 500 events', async () => {
    const items = Array.from({ length: ERROR_REPORT_LIMIT + 2 }, (_, i) => ['{"type":"event"}', JSON.stringify({ event_id: String(i), message: `m${i}` })].join('\n'));
    expect((await post([JSON.stringify({}), ...items].join('\n'))).statusCode).toBe(200);
    const { reports, dropped } = await listing();
    expect(reports).toHaveLength(ERROR_REPORT_LIMIT);
    expect(reports[0].message).toBe('m2');
    expect(dropped).toBe(2);
  });
});

describe('the control calls', () => {
  it('list the full payloads on request', async () => {
    const event = errorEvent('a'.repeat(32), 'storage-usage');
    await post(envelopeOf(event, '{"type":"session"}', '{"sid":"s","status":"ok"}'));
    const { reports, otherItems } = await listing('?payload=1');
    expect(reports[0].payload).toEqual(event);
    expect(otherItems).toEqual({ session: 1 });
  });

  it('reset, and the general reset, forget what was received', async () => {
    await post(envelopeOf(errorEvent('a'.repeat(32), 'one')));
    expect((await new Agent(t.app).post('/__control/error-reports/reset')).json()).toEqual({ ok: true });
    expect((await listing()).reports).toEqual([]);
    await post(envelopeOf(errorEvent('b'.repeat(32), 'two')));
    await new Agent(t.app).post('/__control/reset');
    expect((await listing()).reports).toEqual([]);
  });

  it('are not mounted in production', async () => {
    const production = await createTestApp({ production: true });
    try {
      expect((await production.app.inject({ method: 'POST', url: ENDPOINT, payload: envelopeOf(errorEvent('a'.repeat(32), 'x')) })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/__control/error-reports' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
