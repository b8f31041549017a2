import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public endpoints', () => {
  it('health answers 200 { ok: true } without a session', async () => {
    const res = await new Agent(t.app).get('/server/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('client-config gives the SPA what it needs, and no secret', async () => {
    const res = await new Agent(t.app).get('/server/api/v1/client-config');
    expect(res.json()).toEqual({
      pusher: { key: t.config.soketi.key, wsHost: null, wsPort: t.config.soketi.port, forceTLS: false },
      oauthClientId: t.config.oauthClientId,
      environment: t.config.environment,
      providerOrigin: t.config.providerOrigin,
      applicationName: 'Adcreative',
      sentryDsn: null,
    });
    expect(res.body).not.toContain(t.config.soketi.secret);
    expect(res.body).not.toContain(t.config.oauthClientSecret);
  });

  it('client-config announces the error-reporting DSN when one is configured', async () => {
    const withDsn = await createTestApp({ sentryDsn: 'http://public@localhost:8090/__sentry/1' });
    try {
      expect((await new Agent(withDsn.app).get('/server/api/v1/client-config')).json()).toMatchObject({ sentryDsn: 'http://public@localhost:8090/__sentry/1' });
    } finally {
      await withDsn.close();
    }
  });

  it('client-config under NODE_ENV=production names no environment the chip shows, and there is no control API', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_ENV', '');
    const production = await createTestApp();
    vi.unstubAllEnvs();
    try {
      const agent = new Agent(production.app);
      expect((await agent.get('/server/api/v1/client-config')).json()).toMatchObject({ environment: 'production' });
      expect((await agent.post('/__control/reset', {})).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
