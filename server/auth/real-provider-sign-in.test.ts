// The sign-in round trip against the real account provider (in process, over HTTP), with the
// real provider client: the contract between auth/routes.ts and auth/provider-client.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import type { RunningProvider } from '../provider/create-provider.ts';
import { ProviderBrowser } from '../provider/testing/provider-browser.ts';
import { startTestProvider } from '../provider/testing/start-test-provider.ts';
import { Agent } from '../test-support/agent.ts';
import type { FastifyInstance } from 'fastify';

let provider: RunningProvider;
let app: FastifyInstance;
beforeAll(async () => {
  provider = await startTestProvider();
  app = await buildApp({ ...provider.config, databasePath: ':memory:', farm: false }, { db: openDatabase(':memory:'), publisher: createRecordingPublisher(provider.config) });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

describe('sign-in through the real provider', () => {
  it('redirect → provider sign-in → callback creates the session; the code works once', async () => {
    const agent = new Agent(app);
    await agent.get('/server/sanctum/csrf-cookie');
    const redirect = await agent.get('/server/api/v1/auth/redirect');
    expect(redirect.statusCode).toBe(302);
    const back = await new ProviderBrowser(provider.config.providerOrigin).signIn(String(redirect.headers.location), { email: 'visitor@example.com', password: 'demo' });
    expect(`${back.origin}${back.pathname}`).toBe(`${provider.config.appOrigin}/login`);
    const body = { state: back.searchParams.get('state'), code: back.searchParams.get('code'), client_id: provider.config.oauthClientId, grant_type: 'authorization_code', scope: 'openid email profile' };
    const res = await agent.post('/server/api/v1/auth/callback', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 4, email: 'visitor@example.com' });
    expect((await agent.get('/server/api/v1/me')).json().data.email).toBe('visitor@example.com');

    // Replaying the same code (with a fresh state) is refused by the provider → 422.
    const again = await agent.get('/server/api/v1/auth/redirect');
    const state = new URL(String(again.headers.location)).searchParams.get('state');
    const replay = await agent.post('/server/api/v1/auth/callback', { ...body, state });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toHaveProperty('code');
  });
});
