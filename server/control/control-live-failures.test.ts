import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createPusherPublisher } from '../live/publisher.ts';
import { Agent } from '../test-support/agent.ts';
import { SOKETI_TOO_LARGE, startSoketiStandIn, type SoketiStandIn } from '../test-support/soketi-stand-in.ts';
import { fakeProvider, steppedClock } from '../test-support/test-app.ts';

/** The control API with the real publisher, in front of a stand-in soketi that the test makes refuse. */
let soketi: SoketiStandIn;
let app: FastifyInstance;
beforeAll(async () => {
  soketi = await startSoketiStandIn();
  const config = soketi.configFor({ ...loadConfig('test'), databasePath: ':memory:', farm: false });
  app = await buildApp(config, { db: openDatabase(':memory:'), clock: steppedClock(), provider: fakeProvider, publisher: createPusherPublisher(config, { warn: () => {} }) });
});
afterAll(async () => {
  await app.close();
  await soketi.close();
});

const control = (path: string, body: unknown) => new Agent(app).post(`/__control/${path}`, body);

describe('control calls answer the publisher’s failures', () => {
  it('broadcast: an event over soketi’s 100 KB is 413, named with its size, and never sent', async () => {
    soketi.batches.length = 0;
    const res = await control('broadcast', { channel: 'public', event: 'ShowMaintenance', data: { message: 'x'.repeat(102_400) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The live event App\\Events\\ShowMaintenance on public was not sent: its data is 102414 bytes, over soketi's limit of 102400 bytes (100 KB)." });
    expect(soketi.batches).toEqual([]);
  });

  it('broadcast: soketi’s refusal (HTTP 200 with a 413 in the body) is a 502 with soketi’s reason', async () => {
    soketi.answer(200, SOKETI_TOO_LARGE);
    const res = await control('broadcast', { channel: 'public', event: 'ShowMaintenance', data: { message: 'hi' } });
    soketi.answer(200, '{"ok":true}');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('soketi did not accept the live event App\\Events\\ShowMaintenance: The event data should be less than 100 KB. (code 413)');
  });

  it('brand: the change is made, and the answer says its events were not delivered', async () => {
    soketi.answer(503, '{}');
    const res = await control('brand/acme', { balance: 7 });
    soketi.answer(200, '{"ok":true}');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^soketi did not accept the live event App\\Events\\BalanceManager\\Spend: HTTP 503/);
  });

  it('broadcast answers ok once soketi accepted the event', async () => {
    soketi.batches.length = 0;
    const res = await control('broadcast', { channel: 'brand.acme', event: 'BalanceManager.Spend', data: { brandId: 1, amount: 1 } });
    expect(res.statusCode).toBe(200);
    expect(soketi.batches.map((b) => b.batch.map((m) => m.name))).toEqual([['App\\Events\\BalanceManager\\Spend']]);
  });
});
