import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (body: string) => ({ raw: { body, contentType: 'application/x-www-form-urlencoded' } });

describe('POST /broadcasting/auth', () => {
  it('signs a member’s private brand channel as Pusher expects (form-encoded, like pusher-js)', async () => {
    const agent = await t.signIn('editor@example.com');
    const res = await agent.post('/server/api/v1/broadcasting/auth', undefined, form('socket_id=123.456&channel_name=private-brand.globex'));
    expect(res.statusCode).toBe(200);
    const signature = createHmac('sha256', t.config.soketi.secret).update('123.456:private-brand.globex').digest('hex');
    expect(res.json()).toEqual({ auth: `${t.config.soketi.key}:${signature}` });
  });

  it('accepts JSON too', async () => {
    const res = await (await t.signIn('manager@example.com')).post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-brand.acme' });
    expect(res.statusCode).toBe(200);
  });

  it('is 403 for a brand the person is not in, an unknown brand, or a channel with no definition', async () => {
    const agent = await t.signIn('editor@example.com');
    for (const channel of ['private-brand.initech', 'private-brand.nope', 'public', 'private-user.3']) {
      expect((await agent.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: channel })).statusCode, channel).toBe(403);
    }
  });

  it('is 422 for a malformed socket id, 419 without the token, 401 signed out', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post('/server/api/v1/broadcasting/auth', { socket_id: 'x', channel_name: 'private-brand.acme' })).statusCode).toBe(422);
    expect((await agent.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-brand.acme' }, { noCsrf: true })).statusCode).toBe(419);
    expect((await (await t.guest()).post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-brand.acme' })).statusCode).toBe(401);
  });
});
