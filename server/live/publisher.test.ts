import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { brandOfChannel, wireChannelName, wireEventName } from './events.ts';
import { chunk, createPusherPublisher } from './publisher.ts';

/** A stand-in for soketi's HTTP API that records every batch it receives. */
let server: Server;
let port: number;
const batches: { path: string; batch: { channel: string; name: string; data: string }[] }[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      batches.push({ path: req.url!.split('?')[0]!, batch: (JSON.parse(body) as { batch: never[] }).batch });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const publisherFor = (warnings: unknown[] = []) => {
  const base = loadConfig('test');
  return createPusherPublisher({ ...base, soketi: { ...base.soketi, host: '127.0.0.1', port } }, { warn: (o) => warnings.push(o) });
};

describe('the Pusher publisher', () => {
  it('sends what was published in one tick as batches of at most 10 events', async () => {
    batches.length = 0;
    const p = publisherFor();
    for (let i = 0; i < 23; i++) p.publish('private-brand.acme', 'App\\Events\\VisualBuildUpdated', { brandId: 1, visualBuild: { id: i, status: 'rendering' } });
    await p.flush();
    expect(batches.map((b) => b.batch.length)).toEqual([10, 10, 3]);
    expect(batches[0]!.path).toBe('/apps/app/batch_events');
    expect(batches[0]!.batch[0]).toEqual({ channel: 'private-brand.acme', name: 'App\\Events\\VisualBuildUpdated', data: JSON.stringify({ brandId: 1, visualBuild: { id: 0, status: 'rendering' } }) });
    await p.close();
  });

  it('logs a failing soketi once per streak and never throws', async () => {
    batches.length = 0;
    status = 500;
    const warnings: unknown[] = [];
    const p = publisherFor(warnings);
    p.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 1 });
    await p.flush();
    p.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 2 });
    await p.flush();
    status = 200;
    expect(batches).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    await p.close();
  });

  it('signs private channels like Laravel’s Pusher broadcaster', () => {
    expect(publisherFor().authorize('1.2', 'private-brand.acme').auth).toMatch(/^key:[0-9a-f]{64}$/);
  });
});

describe('names on the wire', () => {
  it('maps echo names and channels to Pusher names', () => {
    expect(wireEventName('BalanceManager.Spend')).toBe('App\\Events\\BalanceManager\\Spend');
    expect(wireEventName('.ShowMaintenance')).toBe('App\\Events\\ShowMaintenance');
    expect(wireEventName('App\\Events\\UserUpdated')).toBe('App\\Events\\UserUpdated');
    expect(wireChannelName('brand.acme')).toBe('private-brand.acme');
    expect(wireChannelName('public')).toBe('public');
    expect(brandOfChannel('private-brand.acme')).toBe('acme');
    expect(brandOfChannel('private-brand.a.b')).toBeNull();
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
