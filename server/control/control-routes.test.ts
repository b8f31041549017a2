import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { VISUAL_VERSION_UPDATED } from '../routes/visuals-live.ts';
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
    // The Spend says where the balance is now, with the version the balance answer gives too.
    expect(t.publisher.messages[0]).toEqual(expect.objectContaining({ channel: 'private-brand.stark', data: { brandId: 5, amount: 1158, balance: 42, version: 1 } }));
    const manager = await t.signIn('manager@example.com', 'stark');
    expect((await manager.get('/server/api/v1/balance-manager/balance')).json()).toEqual({ data: { balance: 42, version: 1 } });
    // Crossing 50 credits and 90 % storage told the people who may see money and storage.
    const types = t.db.prepare('SELECT type FROM notifications WHERE notifiable_id = 1 AND brand_id = 5 AND created_at = ? ORDER BY rowid').pluck().all(t.clock.now().toISOString());
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

describe('session', () => {
  it('signs a seeded person in: the caller gets the session and XSRF cookies, reads as them and may write', async () => {
    const browser = new Agent(t.app);
    const res = await browser.post('/__control/session', { email: 'Editor@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'editor@example.com' });
    expect([...browser.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'adcreative_session']);
    const session = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'adcreative_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await browser.get('/server/api/v1/me')).json().data).toMatchObject({ email: 'editor@example.com' });
    expect((await browser.post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(200);

    // Another caller is another person, in a session of its own.
    const other = new Agent(t.app);
    await other.post('/__control/session', { email: 'visitor@example.com' });
    expect(other.cookies.get('adcreative_session')).not.toBe(browser.cookies.get('adcreative_session'));
    expect((await other.get('/server/api/v1/me')).json().data).toMatchObject({ email: 'visitor@example.com' });
    expect((await browser.get('/server/api/v1/me')).json().data).toMatchObject({ email: 'editor@example.com' });
  });

  it('is 404 for nobody of that address and 422 without one, setting no cookie', async () => {
    const nobody = new Agent(t.app);
    expect((await nobody.post('/__control/session', { email: 'nobody@example.com' })).statusCode).toBe(404);
    expect((await nobody.post('/__control/session', {})).statusCode).toBe(422);
    expect(nobody.cookies.size).toBe(0);
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

  it('stops and restarts the farm timer; reset puts it back as configured', async () => {
    const fresh = await createTestApp({ farm: true });
    const agent = new Agent(fresh.app);
    const running = async () => (await agent.get('/__control/farm')).json();
    try {
      expect(await running()).toEqual({ running: true });
      expect((await agent.post('/__control/farm', { running: false })).json()).toEqual({ running: false });
      expect(await running()).toEqual({ running: false });
      await agent.post('/__control/reset', {});
      expect(await running()).toEqual({ running: true });
      expect((await agent.post('/__control/farm', {})).statusCode).toBe(422);
      expect(await running()).toEqual({ running: true });
    } finally {
      await fresh.close();
    }
  });
});

describe('builds', () => {
  const versionOf = (brandId: number, status: string) => t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = ? AND status = ? ORDER BY id DESC LIMIT 1').pluck().get(brandId, status) as number;

  it('queues builds for a brand and announces each with VisualBuildCreated, exactly as the API does', async () => {
    const manager = await t.signIn('manager@example.com');
    t.publisher.clear();
    const viaApi = (await manager.post('/server/api/v1/visual-build', { visual_version_id: versionOf(1, 'approved') })).json().data[0].id as number;
    const res = await control('builds', { brand: 'acme', count: 3 });
    expect(res.statusCode).toBe(201);
    const ids = res.json().ids as number[];
    expect(ids).toEqual([viaApi + 1, viaApi + 2, viaApi + 3]);
    const created = (id: number) => ({ channel: 'private-brand.acme', event: LIVE_EVENTS.VisualBuildCreated, data: { brandId: 1, visualBuild: { id, status: 'queued', progress: 0, stage: null } } });
    // (The API also announces the version, whose history lists the render start: not a build event.)
    expect(t.publisher.messages.filter((m) => m.event !== VISUAL_VERSION_UPDATED)).toEqual([viaApi, ...ids].map(created));
    // The brand's newest buildable version (drafts and erased versions are never built), newest first in the list.
    const newest = t.db.prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = 1 AND v.deleted_at IS NULL AND vv.status NOT IN ('draft', 'erased') ORDER BY vv.id DESC LIMIT 1").pluck().get();
    const list = (await manager.get('/server/api/v1/visual-build', { query: { limit: '3' } })).json().data as { id: number; status: string; progress: number; visual_version_id: number }[];
    expect(list.map((b) => [b.id, b.status, b.progress, b.visual_version_id])).toEqual([...ids].reverse().map((id) => [id, 'queued', 0, newest]));
  });

  it('builds the given version; a tick starts them within the farm’s capacity of 4', async () => {
    const fresh = await createTestApp();
    try {
      const version = fresh.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
      const ids = (await new Agent(fresh.app).post('/__control/builds', { brand: 'acme', count: 2, visualVersionId: version })).json().ids as number[];
      const status = (id: number) => fresh.db.prepare('SELECT visual_version_id, status, progress FROM visual_builds WHERE id = ?').get(id);
      expect(ids.map(status)).toEqual([{ visual_version_id: version, status: 'queued', progress: 0 }, { visual_version_id: version, status: 'queued', progress: 0 }]);
      // The seed keeps stark's queue (one rendering, two queued): they take three of the four slots.
      fresh.publisher.clear();
      await new Agent(fresh.app).post('/__control/farm/tick', {});
      expect(ids.map((id) => (status(id) as { status: string }).status)).toEqual(['rendering', 'queued']);
      expect(fresh.publisher.messages.filter((m) => m.channel === 'private-brand.acme')).toEqual([
        { channel: 'private-brand.acme', event: LIVE_EVENTS.VisualBuildUpdated, data: { brandId: 1, visualBuild: { id: ids[0], status: 'rendering', progress: 0, stage: null } } },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('is 404 for an unknown brand and 422 for a bad count or a version that cannot be built there', async () => {
    t.publisher.clear();
    const before = t.db.prepare('SELECT COUNT(*) FROM visual_builds').pluck().get();
    expect((await control('builds', { brand: 'nope' })).statusCode).toBe(404);
    expect((await control('builds', { brand: 'acme', count: 0 })).statusCode).toBe(422);
    expect((await control('builds', { brand: 'acme', count: 101 })).statusCode).toBe(422);
    const draft = await control('builds', { brand: 'acme', visualVersionId: versionOf(1, 'draft') });
    expect(draft.json()).toEqual({ message: 'The selected visual version id is invalid.', errors: { visualVersionId: ['The selected visual version id is invalid.'] } });
    expect((await control('builds', { brand: 'acme', visualVersionId: versionOf(2, 'approved') })).statusCode).toBe(422);
    expect(t.db.prepare('SELECT COUNT(*) FROM visual_builds').pluck().get()).toBe(before);
    expect(t.publisher.messages).toEqual([]);
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

  it('seeds a heavy user’s brand when asked ({ renders }), the small seed again without', async () => {
    const renders = () => t.db.prepare("SELECT COUNT(*) FROM visual_builds WHERE brand_id = (SELECT id FROM brands WHERE identifier = 'stark')").pluck().get() as number;
    await control('reset');
    const small = renders();
    expect((await control('reset', { renders: 1_500 })).json()).toEqual({ ok: true });
    expect(renders()).toBe(small + 1_500);
    expect((await control('reset', { renders: -1 })).statusCode).toBe(422);
    expect(renders()).toBe(small + 1_500);
    await control('reset');
    expect(renders()).toBe(small);
  });
});

describe('mounting', () => {
  it('is not mounted in production', async () => {
    const prod = await createTestApp({ production: true });
    try {
      expect((await new Agent(prod.app).post('/__control/reset', {})).statusCode).toBe(404);
      expect((await new Agent(prod.app).get('/__control/requests')).statusCode).toBe(404);
      expect((await new Agent(prod.app).post('/%5F_control/reset', {})).statusCode).toBe(404);
      expect((await new Agent(prod.app).get('/__control/error-reports')).statusCode).toBe(404);
      expect((await new Agent(prod.app).get('/__control/csp-reports')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('requests', () => {
  const counts = async () => (await new Agent(t.app).get('/__control/requests')).json() as { counts: Record<string, number>; total: number };

  it('counts answered API requests per method and path since the last reset: query dropped, ids kept', async () => {
    const agent = await t.signIn('manager@example.com');
    await control('requests/reset');
    await agent.get('/server/api/v1/me');
    await agent.get('/server/api/v1/me');
    await agent.get('/server/api/v1/visual-build/1', { query: { include: 'visual' } });
    await agent.get('/server/api/v1/visual-build/2?include=visual');
    await agent.get('/server/api/v1/visual-build', { query: { page: '2' } });
    await agent.post('/server/api/v1/notification/read', { all: true });
    // Error answers count too, injected ones included (the request was answered).
    await control('fail', { method: 'GET', path: '/api/v1/balance-manager/balance', status: 503 });
    expect((await agent.get('/server/api/v1/balance-manager/balance')).statusCode).toBe(503);
    // Not API requests: the health check, other paths (the built client) and the control API itself.
    await agent.get('/server/health');
    await agent.get('/acme/dashboard');
    await control('farm/tick');

    expect(await counts()).toEqual({
      counts: {
        'GET /server/api/v1/balance-manager/balance': 1,
        'GET /server/api/v1/me': 2,
        'GET /server/api/v1/visual-build': 1,
        'GET /server/api/v1/visual-build/1': 1,
        'GET /server/api/v1/visual-build/2': 1,
        'POST /server/api/v1/notification/read': 1,
      },
      total: 7,
    });
  });

  it('logs every arrival with its X-Brand on ?log=1, injected failures and delays included', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    await control('requests/reset');
    const before = Date.now();
    await agent.get('/server/api/v1/brand-user?x=1');
    await agent.get('/server/api/v1/me', { brand: null });
    await control('fail', { path: '/api/v1/balance-manager/balance', status: 503 });
    expect((await agent.get('/server/api/v1/balance-manager/balance', { brand: 'stark' })).statusCode).toBe(503);
    await agent.get('/server/health');
    const { log, counts: byKey } = (await new Agent(t.app).get('/__control/requests?log=1')).json() as { log: { at: number; method: string; path: string; brand: string | null }[]; counts: Record<string, number> };
    expect(log.map(({ at: _at, ...rest }) => rest)).toEqual([
      { method: 'GET', path: '/server/api/v1/brand-user', brand: 'acme' },
      { method: 'GET', path: '/server/api/v1/me', brand: null },
      { method: 'GET', path: '/server/api/v1/balance-manager/balance', brand: 'stark' },
    ]);
    expect(log.every((entry) => entry.at >= before && entry.at <= Date.now())).toBe(true);
    expect(Object.values(byKey).reduce((a, b) => a + b, 0)).toBe(3);
    // Without ?log=1 the answer stays as it was; a bad value is a 422.
    expect(Object.keys((await new Agent(t.app).get('/__control/requests')).json())).toEqual(['counts', 'total']);
    expect((await new Agent(t.app).get('/__control/requests?log=yes')).statusCode).toBe(422);
    await control('requests/reset');
    expect((await new Agent(t.app).get('/__control/requests?log=1')).json().log).toEqual([]);
  });

  it('starts from zero after requests/reset and after reset', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await counts()).total).toBeGreaterThan(0); // the sign-in itself was counted
    expect((await control('requests/reset')).json()).toEqual({ ok: true });
    expect(await counts()).toEqual({ counts: {}, total: 0 });

    await agent.get('/server/api/v1/me');
    expect(await counts()).toEqual({ counts: { 'GET /server/api/v1/me': 1 }, total: 1 });
    await control('reset');
    expect(await counts()).toEqual({ counts: {}, total: 0 });
  });
});
