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

describe('POST /broadcasting/auth, presence channels (who else is here)', () => {
  const idOf = (sql: string, brandId: number) => (t.db.prepare(sql).get(brandId) as { id: number }).id;
  const brandId = (identifier: string) => (t.db.prepare('SELECT id FROM brands WHERE identifier = ?').get(identifier) as { id: number }).id;
  const isMember = (userId: number, identifier: string) => t.db.prepare('SELECT 1 FROM brand_users WHERE user_id = ? AND brand_id = ?').get(userId, brandId(identifier)) !== undefined;
  const records = (identifier: string) => {
    const id = brandId(identifier);
    return {
      adset: idOf('SELECT id FROM ad_sets WHERE brand_id = ? ORDER BY id LIMIT 1', id),
      feed: idOf('SELECT id FROM feeds WHERE brand_id = ? ORDER BY id LIMIT 1', id),
      version: idOf('SELECT id FROM visual_versions WHERE brand_id = ? ORDER BY id LIMIT 1', id),
    };
  };

  it('signs a member’s presence channel with channel_data naming them (id, name, picture), the signature covering it', async () => {
    expect(isMember(4, 'acme')).toBe(true);
    const agent = await t.signIn('visitor@example.com');
    for (const [kind, id] of Object.entries(records('acme'))) {
      const channel = `presence-brand.acme.${kind}.${id}`;
      const res = await agent.post('/server/api/v1/broadcasting/auth', undefined, form(`socket_id=123.456&channel_name=${encodeURIComponent(channel)}`));
      expect(res.statusCode, channel).toBe(200);
      const answer = res.json() as { auth: string; channel_data: string };
      expect(JSON.parse(answer.channel_data)).toEqual({ user_id: '4', user_info: { id: 4, name: 'Viktor Visitor', avatar: null } });
      const signature = createHmac('sha256', t.config.soketi.secret).update(`123.456:${channel}:${answer.channel_data}`).digest('hex');
      expect(answer.auth).toBe(`${t.config.soketi.key}:${signature}`);
    }
  });

  it('is 403 for another brand’s channel, another brand’s record under this brand’s name, a record that does not exist, a stale X-Brand, or a made-up kind', async () => {
    const other = ['globex', 'initech'].find((b) => !isMember(4, b) && t.db.prepare('SELECT 1 FROM ad_sets WHERE brand_id = ?').get(brandId(b)) !== undefined);
    expect(other).toBeDefined();
    const theirs = records(other!);
    const agent = await t.signIn('visitor@example.com');
    const refused = [
      `presence-brand.${other}.adset.${theirs.adset}`,
      `presence-brand.acme.adset.${theirs.adset}`,
      `presence-brand.acme.feed.${theirs.feed}`,
      `presence-brand.acme.version.${theirs.version}`,
      'presence-brand.acme.adset.999999',
      `presence-brand.acme.visual.${records('acme').adset}`,
      `presence-brand.nope.adset.1`,
    ];
    for (const channel of refused) {
      expect((await agent.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: channel })).statusCode, channel).toBe(403);
    }
    // Its own brand's record, asked with another brand's X-Brand.
    const stale = await t.signIn('manager@example.com', 'globex');
    expect((await stale.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: `presence-brand.acme.adset.${records('acme').adset}` })).statusCode).toBe(403);
    expect((await (await t.guest()).post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: `presence-brand.acme.adset.${records('acme').adset}` })).statusCode).toBe(401);
  });
});
