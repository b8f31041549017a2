import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const control = (path: string, body: unknown = {}) => new Agent(t.app).post(`/__control/${path}`, body);

describe('broadcast', () => {
  it('publishes any event, accepting echo-style names and channels', async () => {
    t.publisher.clear();
    const res = await control('broadcast', { channel: 'brand.acme', event: 'BalanceManager.Spend', data: { brandId: 1, amount: 5 } });
    expect(res.json()).toEqual({ ok: true, channel: 'private-brand.acme', event: LIVE_EVENTS.BalanceManagerSpend });
    await control('broadcast', { channel: 'public', event: 'App\\Events\\ShowMaintenance', data: { severity: 'high', message: null } });
    expect(t.publisher.messages).toEqual([
      { channel: 'private-brand.acme', event: 'App\\Events\\BalanceManager\\Spend', data: { brandId: 1, amount: 5 } },
      { channel: 'public', event: 'App\\Events\\ShowMaintenance', data: { severity: 'high', message: null } },
    ]);
  });

  it('is 422 without channel or event', async () => {
    expect((await control('broadcast', { data: {} })).statusCode).toBe(422);
  });
});

describe('brand', () => {
  it('sets balance, storage and collaborative mode, announcing each change', async () => {
    t.publisher.clear();
    const res = await control('brand/stark', { balance: 42, storagePercent: 91.5, collaborativeMode: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ identifier: 'stark', collaborative_mode: true, mnt_meta: { percentageInt: 91 } });
    expect(t.publisher.messages.map((m) => m.event)).toEqual([LIVE_EVENTS.BalanceManagerSpend, LIVE_EVENTS.BrandStoreUsageCalculated, LIVE_EVENTS.BrandUpdated]);
    expect(t.publisher.messages[0]).toMatchObject({ channel: 'private-brand.stark', data: { brandId: 5, amount: 1158 } });
    const manager = await t.signIn('manager@example.com', 'stark');
    expect((await manager.get('/server/api/v1/balance-manager/balance')).json()).toEqual({ data: { balance: 42 } });
    // Crossing 50 credits and 90 % storage told the people who may see money and storage.
    const types = t.db.prepare('SELECT type FROM notifications WHERE notifiable_id = 1 AND brand_id = 5 AND created_at = ?').pluck().all(t.clock.now().toISOString());
    expect(types).toEqual(['App\\Notifications\\LowCreditBalanceNotification', 'App\\Notifications\\StorageUsageExceededNotification']);
  });

  it('is 404 for an unknown brand and 422 for bad values', async () => {
    expect((await control('brand/nope', { balance: 1 })).statusCode).toBe(404);
    expect((await control('brand/acme', { storagePercent: -1 })).statusCode).toBe(422);
  });
});

describe('incidents', () => {
  it('creates an incident and announces IncidentUpdated(created) on public', async () => {
    t.publisher.clear();
    const res = await control('incidents', { brand: 'acme', severity: 'high', body: 'Control incident', expiresAt: '2030-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(t.publisher.messages).toEqual([{ channel: 'public', event: LIVE_EVENTS.IncidentUpdated, data: { action: 'created', incident: { id }, brandId: 1 } }]);
    const list = (await (await t.signIn('manager@example.com')).get('/server/api/v1/incident', { query: { severity: 'high', notExpired: '1' } })).json();
    expect(list.data.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('creates a global incident when brand is left out', async () => {
    expect((await control('incidents', { severity: 'medium', body: 'Everyone' })).json().data.brand_id).toBeNull();
  });
});

describe('fail', () => {
  it('makes the next matching requests fail with Laravel’s body, then lets them through', async () => {
    const agent = await t.signIn('manager@example.com');
    await control('fail', { method: 'GET', path: '/api/v1/balance-manager/balance', status: 503, times: 2 });
    const first = await agent.get('/server/api/v1/balance-manager/balance');
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ message: 'Service Unavailable' });
    expect((await agent.get('/server/api/v1/balance-manager/balance')).statusCode).toBe(503);
    expect((await agent.get('/server/api/v1/balance-manager/balance')).statusCode).toBe(200);
  });

  it('matches a prefix with *, any method by default, and never writes', async () => {
    const agent = await t.signIn('manager@example.com');
    await control('fail', { path: '/server/api/v1/notification/*', status: 422 });
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/notification/read', { all: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: {} });
    expect(snapshot(t.db)).toBe(before);
  });

  it('rejects a status outside 400–599', async () => {
    expect((await control('fail', { path: '/api/v1/me', status: 200 })).statusCode).toBe(422);
  });
});

describe('session/expire', () => {
  it('session mode: current sessions get 401 on reads and 419 on writes', async () => {
    const agent = await t.signIn('manager@example.com');
    await control('session/expire');
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
    expect((await agent.post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(419);
  });

  it('csrf mode: reads still work, writes get 419 until the csrf cookie is fetched again', async () => {
    const agent = await t.signIn('manager@example.com');
    await control('session/expire', { mode: 'csrf' });
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(200);
    expect((await agent.post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(419);
    await agent.get('/server/sanctum/csrf-cookie');
    expect((await agent.post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(200);
  });
});

describe('notify and farm/tick', () => {
  it('creates a notification for a person', async () => {
    const res = await control('notify', { email: 'visitor@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ notifiable_id: 4, type: 'App\\Notifications\\InAppNotification', read_at: null });
  });

  it('steps the farm', async () => {
    const before = t.db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status = 'queued'").pluck().get() as number;
    await control('farm/tick');
    expect(t.db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status = 'queued'").pluck().get()).toBeLessThan(before);
  });
});

describe('reset', () => {
  it('brings the data back to the seed and clears injected failures', async () => {
    const fresh = await createTestApp();
    try {
      const seeded = snapshot(fresh.db);
      await control('fail', { path: '/api/v1/me', status: 500, times: 5 });
      await control('reset');
      expect(snapshot(t.db)).toBe(seeded);
      expect((await (await t.signIn('manager@example.com')).get('/server/api/v1/me')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('mounting', () => {
  it('is not mounted in production', async () => {
    const prod = await createTestApp({ production: true });
    try {
      expect((await new Agent(prod.app).post('/__control/reset', {})).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
