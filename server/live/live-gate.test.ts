import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { startMiniPusherServer, type MiniPusherServer } from '../test-support/mini-pusher-server.ts';
import { connectPusherClient, type RecordingPusherClient } from '../test-support/pusher-client.ts';
import { fakeProvider, steppedClock } from '../test-support/test-app.ts';
import { createRecordingPublisher } from './publisher.ts';
import { startLiveGate, type LiveGate } from './live-gate.ts';

/**
 * The live gate with real sockets: a pusher-js client (Node build) connects through it to a
 * Pusher-protocol stand-in for soketi; a drop cuts the connection, and pusher-js reconnects by
 * itself. Timings are real (sockets), so the bounds are generous; the e2e spec
 * (tests/e2e/live-drop.spec.ts) does the same against the real soketi.
 */
let soketi: MiniPusherServer;
let gate: LiveGate;
let app: FastifyInstance;
const clients: RecordingPusherClient[] = [];

beforeAll(async () => {
  soketi = await startMiniPusherServer();
  gate = await startLiveGate({ listenPort: 0, listenHost: '127.0.0.1', target: { host: '127.0.0.1', port: soketi.port } });
  const config = { ...loadConfig('test'), databasePath: ':memory:', farm: false };
  app = await buildApp(config, { db: openDatabase(':memory:'), clock: steppedClock(), provider: fakeProvider, publisher: createRecordingPublisher(config), liveGate: gate });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await app.close();
  await gate.close();
  await soketi.close();
});

async function connectedClient(): Promise<RecordingPusherClient> {
  const client = connectPusherClient({ key: 'key', host: '127.0.0.1', port: gate.port });
  clients.push(client);
  await client.reached('connected', 0, 5_000);
  return client;
}

describe('the live gate', () => {
  it('passes pusher-js through to soketi untouched', async () => {
    await connectedClient();
    expect(gate.connections).toBe(1);
    expect(soketi.sockets).toBe(1);
  });

  it('POST /__control/live/drop cuts every connection; pusher-js sees it and reconnects within 2 s', async () => {
    const [a, b] = [await connectedClient(), await connectedClient()];
    const before = (await app.inject({ method: 'GET', url: '/__control/live' })).json();
    expect(before).toEqual({ connections: 2, down: false });

    const marks = [a.mark(), b.mark()];
    const droppedAt = Date.now();
    const res = await app.inject({ method: 'POST', url: '/__control/live/drop' });
    expect(res.json()).toEqual({ dropped: 2, downForMs: 0 });
    for (const [i, client] of [a, b].entries()) {
      await client.reached('connecting', marks[i]!, 2_000);
      const backAt = await client.reached('connected', marks[i]!, 3_000);
      expect(backAt - droppedAt).toBeLessThan(2_000);
    }
    // soketi got fresh sockets: the old ones were closed on its side too.
    expect(gate.connections).toBe(2);
    expect(soketi.sockets).toBe(2);
  });

  it('with downForMs, holds reconnects that long, then lets the clients through at once', { timeout: 10_000 }, async () => {
    const client = await connectedClient();
    const mark = client.mark();
    const droppedAt = Date.now();
    const res = await app.inject({ method: 'POST', url: '/__control/live/drop', payload: { downForMs: 1_500 } });
    expect(res.json()).toEqual({ dropped: 1, downForMs: 1_500 });
    expect((await app.inject({ method: 'GET', url: '/__control/live' })).json()).toEqual({ connections: 0, down: true });
    const backAt = await client.reached('connected', mark, 8_000);
    // Held until the time is up, then through at once.
    expect(backAt - droppedAt).toBeGreaterThanOrEqual(1_500);
    expect(backAt - droppedAt).toBeLessThan(2_500);
    expect(gate.down).toBe(false);
    expect(gate.connections).toBe(1);
  });

  it('is 422 for a bad down time and 503 where no gate runs', async () => {
    expect((await app.inject({ method: 'POST', url: '/__control/live/drop', payload: { downForMs: -1 } })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/__control/live/drop', payload: { downForMs: 60_001 } })).statusCode).toBe(422);
    const config = { ...loadConfig('test'), databasePath: ':memory:', farm: false };
    const gateless = await buildApp(config, { db: openDatabase(':memory:'), clock: steppedClock(), provider: fakeProvider, publisher: createRecordingPublisher(config) });
    try {
      const res = await gateless.inject({ method: 'POST', url: '/__control/live/drop' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/No live gate/);
    } finally {
      await gateless.close();
    }
  });
});
